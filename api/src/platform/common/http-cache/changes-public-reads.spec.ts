import type { INestApplication } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import request from 'supertest';
import { createApp } from '../../../app.factory';
import { createBook, createGenre } from '../../../testing/books';
import { createReview } from '../../../testing/reviews';
import { createUser, setUpApp } from '../../../testing/fixtures';
import { importReviewedRow } from '../../../testing/imports';
import { signInAgain } from '../../../testing/accounts';
import { routesOf } from '../../../testing/routes';
import { PNG } from '../../../testing/test-images';
import { changesPublicReads, PublicReadChanges } from './public-cache';
import { addToReadingList } from '../../../testing/reading-list';

/**
 * Which writes empty the read cache: only those declared @ChangesPublicReads(), the writes that change what a
 * @PublicCache() route answers. Any other write (a token renewal, a goal) leaves the catalogue's reads hits.
 */

/** Every cached route, with the URL this test reads it at (`:book`, `:author`, `:genre`, `:series`: the fixtures' ids). */
const CACHED_READS: Record<string, string> = {
  'GET /books': '/api/books?limit=5',
  'GET /books/:id': '/api/books/:book',
  'GET /authors': '/api/authors',
  'GET /authors/:id': '/api/authors/:author',
  'GET /genres': '/api/genres',
  'GET /genres/:id': '/api/genres/:genre',
  'GET /series': '/api/series',
  'GET /series/:id': '/api/series/:series',
  'GET /books/:id/editions': '/api/books/:book/editions',
  'GET /books/:id/series': '/api/books/:book/series',
  'GET /authors/:id/series': '/api/authors/:author/series',
  'GET /reviews': '/api/reviews?book=:book',
  'GET /reviews/stats': '/api/reviews/stats?book=:book',
  'GET /stats': '/api/stats',
  'GET /sitemap': '/api/sitemap',
  'GET /sitemap/books': '/api/sitemap/books',
  'GET /sitemap/authors': '/api/sitemap/authors',
  'GET /sitemap/series': '/api/sitemap/series',
  'GET /sitemap/readers': '/api/sitemap/readers',
};

/** What the undeclared profile writes change in the sitemap: a crawler's read, which may lag by the cache's TTL. */
const SITEMAP_MAY_LAG = "; the readers' sitemap may show it READ_CACHE_TTL_MS late";

/**
 * The audit of every write route that is not declared: why it changes nothing a cached route answers. A new write
 * route must be declared @ChangesPublicReads() or listed here with its reason; a new cached route must be added to
 * CACHED_READS, and every write below checked against it.
 */
const LEAVES_PUBLIC_READS_ALONE: Record<string, string> = {
  'POST /auth/login': 'sets lastLogin, which no public read shows',
  'PUT /auth/profile':
    "only a new name changes public reads (the reader's reviews show it): UserCascades reports it when a review changed" +
    SITEMAP_MAY_LAG,
  'PUT /auth/avatar': 'as PUT /auth/profile',
  'PUT /auth/change-password': 'the password hash and token version are never shown',
  'POST /auth/logout': 'the token version is never shown',
  'POST /auth/refresh': 'issues a token; writes nothing',
  'PUT /auth/privacy':
    "a reader's privacy decides their profile, lists and reading list (none cached); reviews are public whatever it says" +
    SITEMAP_MAY_LAG,
  'PUT /users/:id/role': 'no public read shows a role (the stats count every user)',
  'POST /reading-list': 'reading lists are shown only to their reader and on profiles, never on a cached route',
  'PUT /reading-list/:id': 'as POST /reading-list',
  'DELETE /reading-list/:id': 'as POST /reading-list',
  'PUT /reading-list/:id/edition': 'as POST /reading-list',
  'PUT /reading-list/:id/progress': 'as POST /reading-list',
  // Clubs: no club read is cached (a club's page, members, schedule and threads depend on who asks).
  'POST /clubs':
    "the clubs' reads are never cached; the site's totals (GET /stats) may show the clubs' count READ_CACHE_TTL_MS late",
  'DELETE /clubs/:id': 'as POST /clubs',
  'PUT /clubs/:id': "the clubs' reads are never cached (a club's name shows nowhere else)",
  'PUT /clubs/:id/mute': "a member's own setting, read only by them",
  'POST /club-posts/:id/like': "the clubs' reads are never cached",
  'DELETE /club-posts/:id/like': 'as POST /club-posts/:id/like',
  'PUT /admin/clubs/:id/suspension': 'as PUT /clubs/:id',
  'DELETE /admin/clubs/:id/suspension': 'as PUT /clubs/:id',
  'DELETE /admin/clubs/:id': 'as DELETE /clubs/:id',
  'POST /clubs/:id/join': 'as POST /clubs',
  'DELETE /clubs/:id/membership': 'as POST /clubs',
  'POST /clubs/:id/invitations': 'as POST /clubs',
  'POST /clubs/:id/requests/:username/accept': 'as POST /clubs',
  'DELETE /clubs/:id/members/:username': 'as POST /clubs',
  'POST /clubs/:id/bans/:username': 'as POST /clubs',
  'PUT /clubs/:id/members/:username/role': 'as POST /clubs',
  'POST /clubs/:id/owner': 'as POST /clubs',
  'PUT /clubs/:id/schedule': 'as POST /clubs',
  'POST /clubs/:id/schedule/finish': 'as POST /clubs',
  'POST /clubs/:id/sections/:sectionId/show': 'as POST /clubs',
  'POST /clubs/:id/sections/:sectionId/posts': 'as POST /clubs',
  'PUT /club-posts/:id': 'as POST /clubs',
  'DELETE /club-posts/:id': 'as POST /clubs',
  'PUT /club-posts/:id/pin': 'as POST /clubs',
  'PUT /goals/:year': "a goal is only its reader's",
  'DELETE /goals/:year': "a goal is only its reader's",
  'POST /upload/image': 'an image is shown only once a book, author or avatar names it (those writes are declared)',
  'DELETE /upload/image/:id': 'an image in use cannot be deleted (409)',
  'POST /imports': "a preview is only its reader's",
  'POST /imports/:id/confirm':
    'answers before its job writes; the job reports each batch of reviews itself (ImportWriter, PublicReadChanges)',
  'POST /imports/:id/suggestions': 'suggestions are shown to administrators only, uncached',
  'POST /suggestions/:id/dismiss': 'as POST /imports/:id/suggestions',
  'POST /suggestions': 'as POST /imports/:id/suggestions (a flag of a duplicate book, a book for a series)',
  'POST /readers/:username/follow': 'follows are shown on profiles and feeds, never cached',
  'DELETE /readers/:username/follow': 'as POST /readers/:username/follow',
  'POST /follow-requests/:username/accept': 'as POST /readers/:username/follow',
  'POST /follow-requests/:username/decline': 'as POST /readers/:username/follow',
  'DELETE /followers/:username': 'as POST /readers/:username/follow',
  'PUT /comments/:id':
    "a comment's text is shown only in its review's comments, never cached (the review's commentCount is unchanged)",
  'POST /readers/:username/block': 'blocks decide profiles, follows and comments, none of them cached',
  'DELETE /readers/:username/block': 'as POST /readers/:username/block',
  'PUT /users/:id/suspension': "a suspension ends sessions and refuses sign-ins; the reader's content stays as it was",
  'DELETE /users/:id/suspension': 'as PUT /users/:id/suspension',
  'POST /notifications/read-all': "notifications are only their reader's",
  'POST /reports': 'reports are shown to administrators only, uncached',
};

const WRITE_METHODS = new Set([RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE]);

describe('writes that change public reads', () => {
  /** The same database without a cache: what the cached routes answer now (closed before that database stops). */
  let fresh: INestApplication;
  afterAll(() => fresh.close());
  const { t, admin, reader } = setUpApp({
    env: { READ_CACHE_TTL_MS: '60000' },
    users: { admin: 'admin', reader: 'user' },
  });
  let urls: string[];
  let book: Awaited<ReturnType<typeof createBook>>;

  beforeAll(async () => {
    fresh = await createApp({ ...t.config, readCacheTtlMs: 0 }, t.mongo.uri, { logger: false });
    const genre = await createGenre(t, admin);
    book = await createBook(t, admin, { genres: [genre._id], description: 'As published.' });
    await createReview(t, await createUser(t), book._id);
    const ids: Record<string, string> = {
      book: book._id,
      author: String((await t.http.get(`/api/books/${book._id}`)).body.data.author._id),
      genre: genre._id,
      series: (
        await t.http
          .post('/api/series')
          .set(admin.auth)
          .send({ name: 'Cached Series', entries: [{ work: book._id, position: 1 }] })
          .expect(201)
      ).body.data._id,
    };
    urls = Object.values(CACHED_READS).map((url) =>
      url.replace(/:(book|author|genre|series)/g, (_, name: string) => ids[name]),
    );
  });

  const readAll = (http: ReturnType<typeof request>) =>
    Promise.all(urls.map(async (url) => ({ url, body: (await http.get(url).expect(200)).body })));
  const describedAs = (description: string) =>
    t.connection.collection('books').updateMany({}, { $set: { description } });
  const shownDescription = async () => (await t.http.get(`/api/books/${book._id}`).expect(200)).body.data.description;

  it('keeps cached reads hits through a token renewal, a goal saved and a book listed, and empties them on a book edited', async () => {
    await readAll(t.http);
    // Changed behind the API's back: a cached answer still shows the old description.
    await describedAs('Changed behind the cache.');
    await t.http.post('/api/auth/refresh').set(reader.auth).expect(200);
    await t.http.put(`/api/goals/${new Date().getFullYear()}`).set(reader.auth).send({ target: 12 }).expect(200);
    await addToReadingList(t, reader, book._id).expect(201);
    expect(await shownDescription()).toBe('As published.');
    expect((await t.http.get('/api/books?limit=5').expect(200)).body.data[0].description).toBe('As published.');
    // An administrator's edit of another field: every cached answer is computed again.
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ pageCount: 321 }).expect(200);
    expect(await shownDescription()).toBe('Changed behind the cache.');
    await describedAs('As published.');
  });

  it('empties them when an import writes reviews, after its request has answered', async () => {
    await readAll(t.http);
    await describedAs('Changed behind the cache.');
    await importReviewedRow(t, reader, book);
    expect(await shownDescription()).toBe('Changed behind the cache.');
    await describedAs('As published.');
  });

  it("empties them when a reader's new name changes their reviews, not on another profile edit", async () => {
    const critic = await createUser(t);
    await createReview(t, critic, (await createBook(t, admin))._id);
    const profile = (changes: Record<string, string>) =>
      t.http
        .put('/api/auth/profile')
        .set(critic.auth)
        .send({
          firstName: 'Ada',
          lastName: 'Critic',
          username: critic.username,
          email: `${critic.username}@example.test`,
          ...changes,
        });
    await readAll(t.http);
    await describedAs('Changed behind the cache.');
    await profile({ bio: 'Reads at night.' }).expect(200);
    expect(await shownDescription()).toBe('As published.');
    await profile({ username: `${critic.username}_renamed` }).expect(200);
    expect(await shownDescription()).toBe('Changed behind the cache.');
    await describedAs('As published.');
  });

  it('keeps answering what the database holds after the writes said to leave them alone', async () => {
    const other = await createUser(t); // written behind the API (a fixture): before the cache is filled
    t.app.get(PublicReadChanges).changed(); // forget what the tests above changed behind it
    await readAll(t.http);
    const session = (await signInAgain(t, reader)).auth;
    const year = new Date().getFullYear();
    await t.http.put(`/api/goals/${year}`).set(session).send({ target: 30 }).expect(200);
    await t.http.delete(`/api/goals/${year}`).set(session).expect(200);
    const entry = (await t.http.get('/api/reading-list').set(session).expect(200)).body.data[0];
    await t.http.put(`/api/reading-list/${entry._id}`).set(session).send({ status: 'reading' }).expect(200);
    await t.http.delete(`/api/reading-list/${entry._id}`).set(session).expect(200);
    const image = await t.http
      .post('/api/upload/image')
      .set(session)
      .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(201);
    await t.http.delete(`/api/upload/image/${image.body.data.publicId}`).set(session).expect(200);
    await t.http.put(`/api/users/${other.id}/role`).set(admin.auth).send({ role: 'admin' }).expect(200);
    await t.http
      .put('/api/auth/change-password')
      .set(session)
      .send({ currentPassword: 'secret123', newPassword: 'another-secret-42' })
      .expect(200);
    // Each cached answer (served from memory) is what a process without a cache computes now.
    expect(await readAll(t.http)).toEqual(await readAll(request(fresh.getHttpServer())));
  });

  it('declares every write that changes a cached route, and says why each other write does not', () => {
    const routes = routesOf(t.app);
    expect(
      [...routes]
        .filter(([, r]) => r.cached)
        .map(([route]) => route)
        .sort(),
    ).toEqual(Object.keys(CACHED_READS).sort());
    const writes = [...routes].filter(([, r]) => WRITE_METHODS.has(r.method));
    const undeclared = writes
      .filter(([route, r]) => !changesPublicReads(r.handler) && !(route in LEAVES_PUBLIC_READS_ALONE))
      .map(([route]) => route);
    expect({ 'neither @ChangesPublicReads() nor in LEAVES_PUBLIC_READS_ALONE': undeclared }).toEqual({
      'neither @ChangesPublicReads() nor in LEAVES_PUBLIC_READS_ALONE': [],
    });
    const both = writes
      .filter(([route, r]) => changesPublicReads(r.handler) && route in LEAVES_PUBLIC_READS_ALONE)
      .map(([route]) => route);
    expect(both).toEqual([]);
    const stale = Object.keys(LEAVES_PUBLIC_READS_ALONE).filter((route) => !routes.has(route));
    expect(stale).toEqual([]);
  });
});
