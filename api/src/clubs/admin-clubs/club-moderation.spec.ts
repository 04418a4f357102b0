import { addToReadingList } from '../../testing/reading-list';
import { createBook } from '../../testing/books';
import { createUser, expectAdministratorsOnly, setUpApp, type TestUser } from '../../testing/fixtures';
import { joinClub, postInSection, scheduleClub, startClub } from '../../testing/clubs';
import { queriesDuring, uncoveredQueries } from '../../testing/index-coverage';

interface Group {
  kind: string;
  target: string;
  content: { text: string; title?: string; clubId?: string; clubName?: string } | null;
  author: { username: string } | null;
  reporters: number;
}

describe('reports of clubs and their posts, and the administrators’ Clubs manager', () => {
  const { t, admin, owner, ada, bob, outsider } = setUpApp({
    users: { admin: 'admin', owner: 'user', ada: 'user', bob: 'user', outsider: 'user' },
  });
  let book: string;

  const report = (who: TestUser, body: Record<string, unknown>) => t.http.post('/api/reports').set(who.auth).send(body);
  const queue = async (): Promise<Group[]> =>
    (await t.http.get('/api/reports?limit=100').set(admin.auth).expect(200)).body.data;
  const resolve = (kind: string, target: string, body: Record<string, unknown>) =>
    t.http.post(`/api/reports/${kind}/${target}/resolve`).set(admin.auth).send(body);
  const adminClubs = async (query = '') =>
    (await t.http.get(`/api/admin/clubs${query}`).set(admin.auth).expect(200)).body;
  const told = async (who: TestUser) =>
    (await t.http.get('/api/notifications').set(who.auth).expect(200)).body.data as { message: string | null }[];

  /** A private club of the owner's with ada and bob as members, a section they have all reached, and ada's post. */
  async function clubWithPost(name: string) {
    const club = await startClub(t, owner, { name, visibility: 'private' });
    for (const r of [ada, bob]) {
      await t.http.post(`/api/clubs/${club}/invitations`).set(owner.auth).send({ username: r.username }).expect(201);
      await joinClub(t, r, club);
    }
    const [section] = await scheduleClub(t, owner, club, book, [{ title: 'All of it', endPercent: 100 }]);
    const post = await postInSection(t, ada, club, section, `A post in ${name}`);
    const reply = await postInSection(t, owner, club, section, `A reply in ${name}`, post);
    return { club, section, post, reply };
  }

  beforeAll(async () => {
    book = (await createBook(t, admin, { title: 'Moderated Book' }))._id;
    for (const r of [owner, ada, bob]) await addToReadingList(t, r, book, 'completed').expect(201);
  });

  it('takes reports of a club post, a reply and a club to the Reports queue with the club named', async () => {
    const { club, post, reply } = await clubWithPost('Harbour Watch');
    await report(bob, { kind: 'club-post', target: post, reason: 'harassment' }).expect(201);
    await report(bob, { kind: 'club-post', target: reply, reason: 'spam' }).expect(201);
    await report(outsider, { kind: 'club', target: club, reason: 'other', text: 'Its name insults' }).expect(201);

    const groups = await queue();
    expect(groups.find((g) => g.target === post)).toMatchObject({
      kind: 'club-post',
      content: { text: 'A post in Harbour Watch', clubId: club, clubName: 'Harbour Watch' },
      author: { username: ada.username },
      reporters: 1,
    });
    expect(groups.find((g) => g.target === reply)).toMatchObject({
      content: { text: 'A reply in Harbour Watch', clubId: club, clubName: 'Harbour Watch' },
      author: { username: owner.username },
    });
    expect(groups.find((g) => g.target === club)).toMatchObject({
      kind: 'club',
      content: { title: 'Harbour Watch', clubId: club, clubName: 'Harbour Watch' },
      author: { username: owner.username },
    });
  });

  it("refuses a report of a private club's post by a non-member, of one's own post, and of what is not there", async () => {
    const { post } = await clubWithPost('Closed Shutters');
    const stranger = await report(outsider, { kind: 'club-post', target: post, reason: 'spam' }).expect(403);
    expect(stranger.body.message).toBe("This club's discussion, members and schedule are for its members");
    const own = await report(ada, { kind: 'club-post', target: post, reason: 'spam' }).expect(400);
    expect(own.body.message).toBe('You cannot report your own content');
    const gone = await report(bob, { kind: 'club-post', target: '64b7f0c2a1b2c3d4e5f60718', reason: 'spam' });
    expect([gone.status, gone.body.message]).toEqual([404, 'Post not found']);
    const kind = await report(bob, { kind: 'club-thread', target: post, reason: 'spam' }).expect(400);
    expect(kind.body.errors.kind).toEqual(['Kind must be review, comment, reader, club-post or club']);
  });

  it('removes a reported post (its author told), suspends an author, and deletes a reported club', async () => {
    const { club, section, post, reply } = await clubWithPost('Lantern Club');
    await report(bob, { kind: 'club-post', target: post, reason: 'harassment' }).expect(201);
    await resolve('club-post', post, { action: 'remove', note: 'Be kind' }).expect(200);
    const thread = await t.http.get(`/api/clubs/${club}/sections/${section}/posts`).set(bob.auth).expect(200);
    expect(thread.body.data.posts).toEqual([]);
    expect(thread.body.data.section.postCount).toBe(0);
    expect((await told(ada)).map((n) => n.message)).toContain(
      'An administrator removed your post in the club "Lantern Club": Be kind',
    );
    expect((await queue()).some((g) => g.target === post || g.target === reply)).toBe(false);

    // A member of the club since: their post reported, they are suspended (their sessions end).
    const mallory = await createUser(t);
    await t.http
      .post(`/api/clubs/${club}/invitations`)
      .set(owner.auth)
      .send({ username: mallory.username })
      .expect(201);
    await joinClub(t, mallory, club);
    await addToReadingList(t, mallory, book, 'completed').expect(201);
    const rude = await postInSection(t, mallory, club, section, 'Rude words');
    await report(bob, { kind: 'club-post', target: rude, reason: 'harassment' }).expect(201);
    await resolve('club-post', rude, { action: 'suspend', days: 3 }).expect(200);
    const suspended = await t.http.get(`/api/users?search=${mallory.username}`).set(admin.auth).expect(200);
    expect(suspended.body.data[0].suspension).toBeTruthy();
    await t.http.get('/api/clubs/mine').set(mallory.auth).expect(401);

    await report(bob, { kind: 'club', target: club, reason: 'spam' }).expect(201);
    await resolve('club', club, { action: 'remove' }).expect(200);
    await t.http.get(`/api/clubs/${club}`).expect(404);
  });

  it('lists every club for administrators, searched and paged, each with its open reports', async () => {
    const { club, post } = await clubWithPost('Reported Quay');
    const quiet = await startClub(t, owner, { name: 'Quiet Quay' });
    await report(bob, { kind: 'club-post', target: post, reason: 'spam' }).expect(201);
    await report(bob, { kind: 'club', target: club, reason: 'spam' }).expect(201);

    const found = await adminClubs('?search=quay');
    expect(found.data.map((c: { _id: string }) => c._id).sort()).toEqual([club, quiet].sort());
    expect(found.data.find((c: { _id: string }) => c._id === club)).toMatchObject({
      name: 'Reported Quay',
      visibility: 'private',
      memberCount: 3,
      owner: { username: owner.username },
      suspended: false,
      openReports: 2,
    });
    expect(found.data.find((c: { _id: string }) => c._id === quiet).openReports).toBe(0);

    // The club's reports: its own and its posts', open, then resolved.
    const ofClub = async (status: string) =>
      (await t.http.get(`/api/reports?club=${club}&status=${status}`).set(admin.auth).expect(200)).body;
    const open = await ofClub('open');
    expect(open.data.map((g: Group) => g.target).sort()).toEqual([club, post].sort());
    expect(open.meta.total).toBe(2);
    await resolve('club-post', post, { action: 'dismiss' }).expect(200);
    expect((await ofClub('resolved')).data.map((g: Group) => g.target)).toEqual([post]);
    expect((await ofClub('open')).data.map((g: Group) => g.target)).toEqual([club]);
    // Each of these reads is served by a declared index.
    const shapes = await queriesDuring(t.connection, async () => {
      await adminClubs('?search=quay');
      await ofClub('open');
      await ofClub('resolved');
      await t.http.get('/api/clubs?search=quay&sort=activity').expect(200);
    });
    expect(uncoveredQueries(t.connection, shapes)).toEqual([]);
    const bad = await t.http.get('/api/reports?club=nope').set(admin.auth).expect(400);
    expect(bad.body.errors.club).toEqual(['Club must be a valid id']);
    const paged = await adminClubs('?search=quay&limit=1&page=2');
    expect([paged.data.length, paged.meta.total, paged.meta.hasMore]).toEqual([1, 2, false]);

    await expectAdministratorsOnly(
      [
        () => t.http.get('/api/admin/clubs'),
        () => t.http.put(`/api/admin/clubs/${club}/suspension`).send({}),
        () => t.http.delete(`/api/admin/clubs/${club}/suspension`),
        () => t.http.delete(`/api/admin/clubs/${club}`),
      ],
      owner,
    );
  });

  it('suspends a club: out of the directory and Your clubs, its page 410 but to administrators; lifted, it is back', async () => {
    const club = await startClub(t, owner, { name: 'Suspended Harbour' });
    await joinClub(t, ada, club);
    const suspended = await t.http
      .put(`/api/admin/clubs/${club}/suspension`)
      .set(admin.auth)
      .send({ note: 'Spam' })
      .expect(200);
    expect(suspended.body.data).toMatchObject({ _id: club, suspended: true });

    expect((await t.http.get('/api/clubs?search=suspended harbour').expect(200)).body.data).toEqual([]);
    const mine = await t.http.get('/api/clubs/mine').set(ada.auth).expect(200);
    expect(mine.body.data.some((c: { _id: string }) => c._id === club)).toBe(false);
    for (const who of [ada, owner]) {
      const page = await t.http.get(`/api/clubs/${club}`).set(who.auth).expect(410);
      expect(page.body.message).toBe('This club has been suspended by an administrator');
    }
    await t.http.get(`/api/clubs/${club}`).expect(410);
    await t.http.get(`/api/clubs/${club}/members`).set(ada.auth).expect(410);
    await t.http.post(`/api/clubs/${club}/join`).set(bob.auth).expect(410);
    expect((await t.http.get(`/api/clubs/${club}`).set(admin.auth).expect(200)).body.data.name).toBe(
      'Suspended Harbour',
    );
    expect((await told(owner)).map((n) => n.message)).toContain(
      'An administrator suspended your club "Suspended Harbour": Spam',
    );
    expect((await adminClubs('?search=suspended')).data[0]).toMatchObject({ _id: club, suspended: true });

    await t.http.delete(`/api/admin/clubs/${club}/suspension`).set(admin.auth).expect(200);
    await t.http.get(`/api/clubs/${club}`).set(ada.auth).expect(200);
    expect((await t.http.get('/api/clubs?search=suspended harbour').expect(200)).body.data).toHaveLength(1);
  });

  it('deletes a club for administrators, with what is in it', async () => {
    const { club, post } = await clubWithPost('Doomed Dock');
    await t.http.delete(`/api/admin/clubs/${club}`).set(admin.auth).expect(200);
    await t.http.get(`/api/clubs/${club}`).expect(404);
    expect(await t.connection.collection('clubposts').countDocuments({})).toBeGreaterThan(0);
    const left = await t.http.get(`/api/admin/clubs?search=doomed`).set(admin.auth).expect(200);
    expect(left.body.data).toEqual([]);
    await t.http.delete(`/api/admin/clubs/${club}`).set(admin.auth).expect(404);
    await report(bob, { kind: 'club-post', target: post, reason: 'spam' }).expect(404);
  });
});
