import { createBook } from '../../testing/books';
import { setUpApp } from '../../testing/fixtures';
import { uploadImage } from '../../testing/accounts';
import { joinClub, postInSection, scheduleClub, startClub } from '../../testing/clubs';

describe('clubs and their members', () => {
  const { t, admin, owner, mod, ada, bob, cy, dee, visitorish } = setUpApp({
    users: {
      admin: 'admin',
      owner: 'user',
      mod: 'user',
      ada: 'user',
      bob: 'user',
      cy: 'user',
      dee: 'user',
      visitorish: 'user',
    },
  });

  const members = async (club: string, as = owner, state = 'member') =>
    (await t.http.get(`/api/clubs/${club}/members?state=${state}`).set(as.auth).expect(200)).body.data.map(
      (m: { reader: { username: string }; role: string }) => [m.reader.username, m.role],
    );

  it('starts a club with its founder as owner and lists it in the directory and in "Your clubs"', async () => {
    const club = await startClub(t, owner, { name: 'Harbour Readers', visibility: 'public' });
    const page = await t.http.get(`/api/clubs/${club}`).set(owner.auth).expect(200);
    expect(page.body.data).toMatchObject({
      name: 'Harbour Readers',
      visibility: 'public',
      memberCount: 1,
      viewer: { state: 'member', role: 'owner', muted: false },
      owner: { username: owner.username },
      currentRead: null,
      pastReads: [],
    });
    const found = await t.http.get('/api/clubs?search=harbour').expect(200);
    expect(found.body.data.map((c: { _id: string }) => c._id)).toEqual([club]);
    const mine = await t.http.get('/api/clubs/mine').set(owner.auth).expect(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ _id: club, viewer: { state: 'member', role: 'owner', muted: false } }),
    ]);
    await t.http.get('/api/clubs/mine').expect(401);
  });

  it('validates a new club: a name, a known visibility, a cover the founder uploaded', async () => {
    const bad = await t.http.post('/api/clubs').set(owner.auth).send({ visibility: 'secret' }).expect(400);
    expect(bad.body.errors.name[0]).toBe('Name is required');
    expect(bad.body.errors.visibility).toEqual(['Visibility must be one of: public, private']);
    await t.http
      .post('/api/clubs')
      .set(owner.auth)
      .send({ name: 'x'.repeat(101) })
      .expect(400);
    const cover = await t.http
      .post('/api/clubs')
      .set(owner.auth)
      .send({ name: 'Covers', coverImage: '/api/uploads/0123456789abcdef0123456789abcdef.png' })
      .expect(403);
    expect(cover.body.message).toBe("The club's cover must be an image you uploaded");
    await t.http.post('/api/clubs').send({ name: 'Anon' }).expect(401);
  });

  it("shows the founder's uploaded cover, which cannot be deleted while the club shows it", async () => {
    const cover = await uploadImage(t, owner);
    const club = await startClub(t, owner, { name: 'Covered', coverImage: cover });
    expect((await t.http.get(`/api/clubs/${club}`).expect(200)).body.data.coverImage).toBe(cover);
    const id = cover.split('/').pop()!.split('.')[0];
    await t.http.delete(`/api/upload/image/${id}`).set(owner.auth).expect(409);
    // Deleting the club lets its cover go.
    await t.http.delete(`/api/clubs/${club}`).set(owner.auth).expect(200);
    await t.http.get(cover).expect(404);
  });

  it('orders the directory by members or by recent activity, paged', async () => {
    const big = await startClub(t, owner, { name: 'Order Big' });
    const small = await startClub(t, owner, { name: 'Order Small' });
    await joinClub(t, ada, big);
    const byMembers = await t.http.get('/api/clubs?search=order&sort=members').expect(200);
    expect(byMembers.body.data.map((c: { name: string }) => c.name)).toEqual(['Order Big', 'Order Small']);
    const byActivity = await t.http.get('/api/clubs?search=order&sort=activity&limit=1').expect(200);
    expect(byActivity.body.data.map((c: { name: string }) => c.name)).toEqual(['Order Big']);
    expect(byActivity.body.meta.hasMore).toBe(true);
    expect(small).toBeTruthy();
    await t.http.get('/api/clubs?sort=size').expect(400);
  });

  it('lets anyone join a public club; the member count follows joins and leaves', async () => {
    const club = await startClub(t, owner);
    expect(await joinClub(t, ada, club)).toEqual({ state: 'member', role: 'member' });
    await t.http.post(`/api/clubs/${club}/join`).set(ada.auth).expect(409);
    expect(await members(club)).toEqual([
      [owner.username, 'owner'],
      [ada.username, 'member'],
    ]);
    await t.http.delete(`/api/clubs/${club}/membership`).set(ada.auth).expect(200);
    expect((await t.http.get(`/api/clubs/${club}`).expect(200)).body.data.memberCount).toBe(1);
    await t.http.delete(`/api/clubs/${club}/membership`).set(ada.auth).expect(404);
  });

  it('keeps a private club to its members: others get its name, description and member count only', async () => {
    const club = await startClub(t, owner, { name: 'Quiet Room', visibility: 'private', description: 'Shh.' });
    for (const as of [null, visitorish]) {
      const req = t.http.get(`/api/clubs/${club}`);
      if (as) req.set(as.auth);
      const res = await req.expect(200);
      expect(res.body.data).toEqual({
        _id: club,
        name: 'Quiet Room',
        description: 'Shh.',
        visibility: 'private',
        memberCount: 1,
        viewer: { state: null, role: null },
      });
      const asked = t.http.get(`/api/clubs/${club}/members`);
      if (as) asked.set(as.auth);
      expect((await asked.expect(403)).body.message).toBe(
        "This club's discussion, members and schedule are for its members",
      );
      const schedule = t.http.get(`/api/clubs/${club}/schedule`);
      if (as) schedule.set(as.auth);
      await schedule.expect(403);
    }
    const listed = (await t.http.get('/api/clubs?search=quiet').expect(200)).body.data;
    expect(listed).toEqual([
      { _id: club, name: 'Quiet Room', description: 'Shh.', visibility: 'private', memberCount: 1 },
    ]);
  });

  it('lets a reader ask to join a private club, and a moderator accept; an invitation is accepted by joining', async () => {
    const club = await startClub(t, owner, { visibility: 'private' });
    expect(await joinClub(t, ada, club)).toEqual({ state: 'requested', role: null });
    expect(await members(club, owner, 'requested')).toEqual([[ada.username, 'member']]);
    // A member who is not a moderator sees members, not requests, and cannot accept.
    await t.http.post(`/api/clubs/${club}/invitations`).set(owner.auth).send({ username: bob.username }).expect(201);
    expect((await t.http.get('/api/clubs/mine').set(bob.auth).expect(200)).body.data[0].viewer).toEqual({
      state: 'invited',
      role: null,
    });
    expect(await joinClub(t, bob, club)).toEqual({ state: 'member', role: 'member' });
    await t.http.get(`/api/clubs/${club}/members?state=requested`).set(bob.auth).expect(403);
    const refused = await t.http.post(`/api/clubs/${club}/requests/${ada.username}/accept`).set(bob.auth).expect(403);
    expect(refused.body.message).toBe("Only the club's moderators can do this");
    await t.http.post(`/api/clubs/${club}/requests/${ada.username}/accept`).set(owner.auth).expect(200);
    expect(await members(club, bob)).toEqual([
      [owner.username, 'owner'],
      [bob.username, 'member'],
      [ada.username, 'member'],
    ]);
    await t.http.post(`/api/clubs/${club}/requests/${cy.username}/accept`).set(owner.auth).expect(404);
    await t.http.post(`/api/clubs/${club}/invitations`).set(owner.auth).send({ username: 'nobody-here' }).expect(404);
    await t.http.post(`/api/clubs/${club}/invitations`).set(owner.auth).send({ username: ada.username }).expect(409);
  });

  it('has the owner appoint moderators, who remove and ban members; a banned reader cannot rejoin or ask', async () => {
    const club = await startClub(t, owner);
    for (const r of [mod, ada, bob]) await joinClub(t, r, club);
    await t.http
      .put(`/api/clubs/${club}/members/${mod.username}/role`)
      .set(ada.auth)
      .send({ role: 'moderator' })
      .expect(403);
    await t.http
      .put(`/api/clubs/${club}/members/${mod.username}/role`)
      .set(owner.auth)
      .send({ role: 'boss' })
      .expect(400);
    await t.http
      .put(`/api/clubs/${club}/members/${mod.username}/role`)
      .set(owner.auth)
      .send({ role: 'moderator' })
      .expect(200);
    await t.http.delete(`/api/clubs/${club}/members/${ada.username}`).set(mod.auth).expect(200);
    await t.http.post(`/api/clubs/${club}/bans/${bob.username}`).set(mod.auth).expect(200);
    expect((await t.http.post(`/api/clubs/${club}/join`).set(bob.auth).expect(403)).body.message).toBe(
      'You cannot join this club',
    );
    expect(await members(club, mod, 'banned')).toEqual([[bob.username, 'member']]);
    // A moderator cannot act on the owner; a member cannot act at all.
    await t.http.delete(`/api/clubs/${club}/members/${owner.username}`).set(mod.auth).expect(403);
    await t.http.post(`/api/clubs/${club}/bans/${owner.username}`).set(mod.auth).expect(403);
    await joinClub(t, ada, club);
    await t.http.delete(`/api/clubs/${club}/members/${mod.username}`).set(ada.auth).expect(403);
    expect((await t.http.get(`/api/clubs/${club}`).expect(200)).body.data.memberCount).toBe(3);
  });

  it('keeps the owner in until they hand the club over; then they may leave, and the new owner delete it', async () => {
    const club = await startClub(t, owner);
    await joinClub(t, ada, club);
    const stuck = await t.http.delete(`/api/clubs/${club}/membership`).set(owner.auth).expect(409);
    expect(stuck.body.message).toBe('Hand the club over to another member or delete it before you leave');
    await t.http.post(`/api/clubs/${club}/owner`).set(ada.auth).send({ username: owner.username }).expect(403);
    await t.http.post(`/api/clubs/${club}/owner`).set(owner.auth).send({ username: cy.username }).expect(404);
    await t.http.post(`/api/clubs/${club}/owner`).set(owner.auth).send({ username: ada.username }).expect(200);
    expect(await members(club, ada)).toEqual([
      [owner.username, 'moderator'],
      [ada.username, 'owner'],
    ]);
    await t.http.delete(`/api/clubs/${club}/membership`).set(owner.auth).expect(200);
    await t.http.delete(`/api/clubs/${club}`).set(owner.auth).expect(403);
    await t.http.delete(`/api/clubs/${club}`).set(ada.auth).expect(200);
    await t.http.get(`/api/clubs/${club}`).expect(404);
  });

  it('applies blocks: a reader blocked by the owner cannot join, nor be invited; members blocked either way are not listed', async () => {
    const club = await startClub(t, owner);
    await joinClub(t, ada, club);
    await t.http.post(`/api/readers/${cy.username}/block`).set(owner.auth).expect(200);
    expect((await t.http.post(`/api/clubs/${club}/join`).set(cy.auth).expect(403)).body.message).toBe(
      'You cannot join this club',
    );
    await t.http
      .put(`/api/clubs/${club}/members/${ada.username}/role`)
      .set(owner.auth)
      .send({ role: 'moderator' })
      .expect(200);
    const invite = await t.http.post(`/api/clubs/${club}/invitations`).set(ada.auth).send({ username: cy.username });
    expect([invite.status, invite.body.message]).toEqual([403, 'You cannot invite this reader']);
    // Ada blocks the owner: each no longer sees the other in the members list.
    await t.http.post(`/api/readers/${owner.username}/block`).set(ada.auth).expect(200);
    expect(await members(club, ada)).toEqual([[ada.username, 'moderator']]);
    expect(await members(club, owner)).toEqual([[owner.username, 'owner']]);
  });

  it("includes the reader's clubs and posts in their export", async () => {
    const club = await startClub(t, owner, { name: 'Export Club' });
    await joinClub(t, dee, club);
    const book = await createBook(t, admin, { pageCount: 50 });
    const [section] = await scheduleClub(t, owner, club, book._id, [{ title: 'All', endPercent: 100 }]);
    const post = await postInSection(t, owner, club, section, 'Owner opens');
    await postInSection(t, dee, club, section, 'Dee answers', post);
    const data = JSON.parse((await t.http.get('/api/users/me/export.json').set(dee.auth).expect(200)).text);
    expect(data.clubs).toEqual([
      { _id: club, name: 'Export Club', state: 'member', role: 'member', joinedAt: expect.any(String) },
    ]);
    expect(data.clubPosts).toEqual([
      {
        _id: expect.any(String),
        club,
        section,
        parent: post,
        body: 'Dee answers',
        createdAt: expect.any(String),
        editedAt: null,
      },
    ]);
  });

  it('answers malformed ids with 400 and unknown clubs with 404', async () => {
    await t.http.get('/api/clubs/nope').expect(400);
    await t.http.get('/api/clubs/64b7f0c2a1b2c3d4e5f60718').expect(404);
    await t.http.post('/api/clubs/64b7f0c2a1b2c3d4e5f60718/join').set(ada.auth).expect(404);
  });
});

describe('club writes are limited per account', () => {
  const { t, reader } = setUpApp({
    users: { reader: 'user' },
    env: { CLUB_RATE_LIMIT: '2', NEW_ACCOUNT_LIMIT_FACTOR: '1' },
  });

  it('answers 429 with Retry-After past the hourly allowance of club writes', async () => {
    await startClub(t, reader);
    const club = await startClub(t, reader);
    const res = await t.http.post(`/api/clubs/${club}/join`).set(reader.auth).expect(429);
    expect(res.body.message).toBe('Too many clubs; try again later');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
