import { createBook } from '../testing/books';
import { createUsers, setUpApp, type TestUser } from '../testing/fixtures';
import { joinClub, postInSection, scheduleClub, startClub } from '../testing/clubs';

describe("clubs when a reader's account is deleted", () => {
  const { t, admin, owner, mod, ada, bob, solo } = setUpApp({
    users: { admin: 'admin', owner: 'user', mod: 'user', ada: 'user', bob: 'user', solo: 'user' },
  });
  const deleteAccount = (user: TestUser) =>
    t.http.delete('/api/auth/account').set(user.auth).send({ password: 'secret123' }).expect(200);
  const members = async (club: string, as: TestUser) =>
    (await t.http.get(`/api/clubs/${club}/members`).set(as.auth).expect(200)).body.data.map(
      (m: { reader: { username: string }; role: string }) => [m.reader.username, m.role],
    );

  it('passes a club to its longest-serving moderator, else member, and deletes one left empty', async () => {
    const club = await startClub(t, owner);
    for (const r of [ada, mod, bob]) await joinClub(t, r, club);
    await t.http.put(`/api/clubs/${club}/members/${mod.username}/role`).set(owner.auth).send({ role: 'moderator' });
    const alone = await startClub(t, solo);
    const byMember = await startClub(t, solo);
    await joinClub(t, bob, byMember);

    await deleteAccount(owner);
    expect(await members(club, ada)).toEqual([
      [ada.username, 'member'],
      [mod.username, 'owner'],
      [bob.username, 'member'],
    ]);
    expect((await t.http.get(`/api/clubs/${club}`).expect(200)).body.data).toMatchObject({
      memberCount: 3,
      owner: { username: mod.username },
    });
    await deleteAccount(solo);
    await t.http.get(`/api/clubs/${alone}`).expect(404);
    expect(await members(byMember, bob)).toEqual([[bob.username, 'owner']]);
  });

  it("removes the reader's memberships and posts; replies to their posts stay, under a deleted reader", async () => {
    const [carol, dan] = await createUsers(t, 2);
    const book = await createBook(t, admin, { pageCount: 100 });
    const club = await startClub(t, ada);
    for (const r of [carol, dan]) await joinClub(t, r, club);
    const [section] = await scheduleClub(t, ada, club, book._id, [{ title: 'All', endPercent: 100 }]);
    const post = await postInSection(t, carol, club, section, 'Carol thinks aloud');
    await postInSection(t, dan, club, section, 'Dan answers', post);
    const lonely = await postInSection(t, carol, club, section, 'Nobody answered this');
    const danPost = await postInSection(t, dan, club, section, 'Dan asks');
    await postInSection(t, carol, club, section, 'Carol replies', danPost);

    await deleteAccount(carol);
    const thread = (await t.http.get(`/api/clubs/${club}/sections/${section}/posts`).set(dan.auth).expect(200)).body
      .data;
    const text = JSON.stringify(thread);
    expect(text).not.toContain('Carol');
    expect(text).not.toContain('Nobody answered this');
    expect(thread.posts.map((p: { _id: string }) => p._id)).not.toContain(lonely);
    expect(thread.posts).toEqual([
      expect.objectContaining({
        _id: post,
        author: null,
        body: '',
        replies: [expect.objectContaining({ body: 'Dan answers' })],
      }),
      expect.objectContaining({ _id: danPost, replyCount: 0, replies: [] }),
    ]);
    expect(thread.section.postCount).toBe(3);
    expect((await t.http.get(`/api/clubs/${club}`).expect(200)).body.data.memberCount).toBe(2);
  });
});
