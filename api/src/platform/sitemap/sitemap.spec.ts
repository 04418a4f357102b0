import { createAdmin, createUser, setUpApp } from '../../testing/fixtures';
import { createAuthor, createBook } from '../../testing/books';
import { recordQueries, type QueryShape, uncoveredQueries } from '../../testing/index-coverage';

describe('GET /api/sitemap', () => {
  const { t } = setUpApp();

  beforeEach(() =>
    Promise.all(
      ['books', 'bookcounts', 'users', 'authors', 'clubs', 'clubmembers', 'series'].map((name) =>
        t.connection.collection(name).deleteMany({}),
      ),
    ),
  );

  const data = async (url: string) => (await t.http.get(url).expect(200)).body.data;

  it('lists every series by name, with its last change', async () => {
    const admin = await createAdmin(t);
    const make = async (name: string) =>
      (await t.http.post('/api/series').set(admin.auth).send({ name }).expect(201)).body.data._id as string;
    const [zeta, alpha] = [await make('Zeta Cycle'), await make('Alpha Saga')];
    const series = await data('/api/sitemap/series');
    expect(series.map((s: { id: string }) => s.id)).toEqual([alpha, zeta]);
    expect(Object.keys(series[0]).sort()).toEqual(['id', 'updatedAt']);
    expect((await data('/api/sitemap')).series).toBe(2);
  });

  it('lists published books only, every author and the readers whose list and activity everyone sees, with their last change', async () => {
    const admin = await createAdmin(t);
    const author = await createAuthor(t, admin, { name: 'Frank Herbert' });
    const published = await createBook(t, admin, { title: 'Dune', author: author._id });
    const draft = await createBook(t, admin, { title: 'Draft', status: 'draft', author: author._id });
    const archived = await createBook(t, admin, { title: 'Archived', status: 'archived', author: author._id });
    const open = await createUser(t, { username: 'open_reader' });
    const hiddenList = await createUser(t, { username: 'hidden_list' });
    const hiddenActivity = await createUser(t, { username: 'hidden_activity' });
    await t.http.put('/api/auth/privacy').set(hiddenList.auth).send({ listVisibility: 'followers' }).expect(200);
    await t.http.put('/api/auth/privacy').set(hiddenActivity.auth).send({ activityVisibility: 'me' }).expect(200);
    // A goal hidden is no reason to leave a profile out.
    await t.http.put('/api/auth/privacy').set(open.auth).send({ goalVisibility: 'me' }).expect(200);

    const books = await data('/api/sitemap/books');
    expect(books.map((b: { id: string }) => b.id)).toEqual([published._id]);
    expect(books.map((b: { id: string }) => b.id)).not.toContain(draft._id);
    expect(books.map((b: { id: string }) => b.id)).not.toContain(archived._id);
    expect(new Date(books[0].updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(books[0]).sort()).toEqual(['id', 'updatedAt']);

    const authors = await data('/api/sitemap/authors');
    expect(authors.map((a: { id: string }) => a.id)).toEqual([author._id]);

    const readers = (await data('/api/sitemap/readers')).map((r: { username: string }) => r.username);
    expect(readers).toEqual(expect.arrayContaining([admin.username, 'open_reader']));
    expect(readers).not.toContain('hidden_list');
    expect(readers).not.toContain('hidden_activity');

    expect(await data('/api/sitemap')).toEqual({ books: 1, authors: 1, series: 0, readers: readers.length });
  });

  it('lists public clubs only, oldest first, for the clubs deployment; a private club is never listed', async () => {
    const owner = await createUser(t, { username: 'club_owner' });
    const start = async (name: string, visibility: string) =>
      (await t.http.post('/api/clubs').set(owner.auth).send({ name, description: 'We read.', visibility }).expect(201))
        .body.data._id as string;
    const first = await start('Slow Readers', 'public');
    await start('Hidden Circle', 'private');
    const second = await start('Night Owls', 'public');
    const suspended = await start('Gone Quiet', 'public');
    await t.connection.collection('clubs').updateOne({ name: 'Gone Quiet' }, { $set: { suspended: true } });
    const clubs = await data('/api/sitemap/clubs');
    expect(clubs.map((c: { id: string }) => c.id)).not.toContain(suspended);
    expect(clubs.map((c: { id: string }) => c.id)).toEqual([first, second]);
    expect(Object.keys(clubs[0]).sort()).toEqual(['id', 'updatedAt']);
    expect(await data('/api/sitemap/clubs?page=2&limit=1')).toEqual([expect.objectContaining({ id: second })]);
  });

  it('pages by a stable order without overlap, and refuses a page past 50,000 entries', async () => {
    const admin = await createAdmin(t);
    const author = await createAuthor(t, admin);
    const ids: string[] = [];
    for (const title of ['C', 'A', 'E', 'B', 'D'])
      ids.push((await createBook(t, admin, { title, author: author._id }))._id);
    const pages = [
      await data('/api/sitemap/books?page=1&limit=2'),
      await data('/api/sitemap/books?page=2&limit=2'),
      await data('/api/sitemap/books?page=3&limit=2'),
    ];
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    const byTitle = [ids[1], ids[3], ids[0], ids[4], ids[2]];
    expect(pages.flat().map((b: { id: string }) => b.id)).toEqual(byTitle);
    expect(await data('/api/sitemap/books?page=4&limit=2')).toEqual([]);

    const tooMany = await t.http.get('/api/sitemap/books?limit=50001').expect(400);
    expect(tooMany.body).toMatchObject({
      success: false,
      message: expect.stringContaining('Limit must be at most 50000'),
    });
    await t.http.get('/api/sitemap/readers?page=0').expect(400);
  });

  it('reads each page with one projected query per collection, served by a declared index', async () => {
    const admin = await createAdmin(t);
    await createBook(t, admin);
    const shapes: QueryShape[] = recordQueries(t.connection);
    try {
      for (const url of [
        '/api/sitemap/books',
        '/api/sitemap/authors',
        '/api/sitemap/series',
        '/api/sitemap/readers',
        '/api/sitemap/clubs',
      ]) {
        const before = shapes.length;
        await data(url);
        // Authentication reads nothing for an anonymous request: the page is its one query.
        expect(shapes.slice(before).map((s) => s.op)).toEqual(['find']);
      }
      await data('/api/sitemap');
      expect(uncoveredQueries(t.connection, shapes)).toEqual([]);
    } finally {
      t.connection.set('debug', false);
    }
  });

  it("gives a reader's page the last change of their public profile, never of their sign-ins or other private changes", async () => {
    const reader = await createUser(t, { username: 'private_changes' });
    const email = 'private_changes@example.test';
    const lastmod = async () =>
      ((await data('/api/sitemap/readers')) as { username: string; updatedAt: string }[]).find(
        (r) => r.username === 'private_changes',
      )?.updatedAt;
    const { createdAt } = (await t.http.get('/api/auth/me').set(reader.auth).expect(200)).body.data;
    expect(await lastmod()).toBe(new Date(createdAt).toISOString());

    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    await pause();
    const signedIn = await t.http.post('/api/auth/login').send({ email, password: 'secret123' }).expect(200);
    const session = { Authorization: `Bearer ${signedIn.body.data.token}` };
    const renewed = await t.http
      .put('/api/auth/change-password')
      .set(session)
      .send({ currentPassword: 'secret123', newPassword: 'another-secret-41' })
      .expect(200);
    await t.http
      .post('/api/auth/logout')
      .set({ Authorization: `Bearer ${renewed.body.data.token}` })
      .expect(200);
    const again = await t.http.post('/api/auth/login').send({ email, password: 'another-secret-41' }).expect(200);
    expect(await lastmod()).toBe(new Date(createdAt).toISOString());

    await pause();
    const before = Date.now();
    await t.http
      .put('/api/auth/profile')
      .set({ Authorization: `Bearer ${again.body.data.token}` })
      .send({ username: 'private_changes', email, bio: 'Reads at night' })
      .expect(200);
    expect(new Date((await lastmod())!).getTime()).toBeGreaterThanOrEqual(before);
  });
});

describe('GET /api/sitemap, cached', () => {
  const { t } = setUpApp({ env: { READ_CACHE_TTL_MS: '60000' } });

  it('serves every sitemap read as a public, cached answer with an ETag', async () => {
    await createUser(t);
    for (const url of ['/api/sitemap', '/api/sitemap/books', '/api/sitemap/authors', '/api/sitemap/readers']) {
      const first = await t.http.get(url).expect(200);
      expect({ url, cacheControl: first.headers['cache-control'] }).toEqual({
        url,
        cacheControl: expect.stringMatching(/^public, max-age=\d+/),
      });
      await t.http.get(url).set('If-None-Match', first.headers.etag).expect(304);
    }
  });
});
