import { addToReadingList } from '../../testing/reading-list';
import { createBook } from '../../testing/books';
import { setUpApp, type TestUser } from '../../testing/fixtures';
import { joinClub, postInSection, scheduleClub, startClub } from '../../testing/clubs';

describe('club schedules and their spoiler-gated threads', () => {
  const { t, admin, owner, ada, bob, cy, outsider } = setUpApp({
    users: { admin: 'admin', owner: 'user', ada: 'user', bob: 'user', cy: 'user', outsider: 'user' },
  });
  let book: { _id: string };
  let club: string;
  let first: string;
  let second: string;
  const entries: Record<string, string> = {};

  const progress = (reader: TestUser, body: Record<string, unknown>) =>
    t.http.put(`/api/reading-list/${entries[reader.username]}/progress`).set(reader.auth).send(body).expect(200);
  const thread = async (reader: TestUser | null, section: string, c = club) => {
    const req = t.http.get(`/api/clubs/${c}/sections/${section}/posts`);
    if (reader) req.set(reader.auth);
    return (await req.expect(200)).body.data;
  };

  beforeAll(async () => {
    book = await createBook(t, admin, { title: 'Deadfall', pageCount: 400 });
    club = await startClub(t, owner, { visibility: 'private' });
    for (const r of [ada, bob, cy]) {
      await t.http.post(`/api/clubs/${club}/invitations`).set(owner.auth).send({ username: r.username }).expect(201);
      await joinClub(t, r, club);
    }
    for (const r of [owner, ada, bob, cy])
      entries[r.username] = (await addToReadingList(t, r, book._id, 'reading').expect(201)).body.data._id;
    [first, second] = await scheduleClub(t, owner, club, book._id, [
      { title: 'Chapters 1 to 5', endPage: 120, dueDate: '2026-12-05' },
      { title: 'To the end', endPercent: 100 },
    ]);
  });

  it('sets the book and its sections, each end kept as a fraction of the book', async () => {
    const res = await t.http.get(`/api/clubs/${club}/schedule`).set(ada.auth).expect(200);
    expect(res.body.data.book).toEqual({ _id: book._id, title: 'Deadfall', pageCount: 400 });
    expect(res.body.data.sections).toEqual([
      expect.objectContaining({
        _id: first,
        title: 'Chapters 1 to 5',
        endFraction: 0.3,
        endPage: 120,
        endPercent: null,
        edition: book._id,
        dueDate: '2026-12-05',
        open: false,
        until: 'page 120',
      }),
      expect.objectContaining({ _id: second, endFraction: 1, endPercent: 100, until: '100%', open: false }),
    ]);
    expect((await t.http.get(`/api/clubs/${club}`).set(ada.auth).expect(200)).body.data.currentRead).toEqual({
      _id: book._id,
      title: 'Deadfall',
      pageCount: 400,
    });
  });

  it('lets moderators only set the schedule, with sections in order and ends within the edition', async () => {
    const sections = [{ title: 'All', endPercent: 100 }];
    await t.http.put(`/api/clubs/${club}/schedule`).set(ada.auth).send({ book: book._id, sections }).expect(403);
    const backwards = [
      { title: 'A', endPage: 200 },
      { title: 'B', endPage: 100 },
    ];
    const res = await t.http
      .put(`/api/clubs/${club}/schedule`)
      .set(owner.auth)
      .send({ book: book._id, sections: backwards })
      .expect(400);
    expect(res.body.message).toBe('Each section must end after the one before');
    const past = await t.http
      .put(`/api/clubs/${club}/schedule`)
      .set(owner.auth)
      .send({ book: book._id, sections: [{ title: 'A', endPage: 401 }] })
      .expect(400);
    expect(past.body.message).toBe('This edition has 400 pages');
    await t.http
      .put(`/api/clubs/${club}/schedule`)
      .set(owner.auth)
      .send({ book: book._id, sections: [{ title: 'A', endPage: 10, endPercent: 5 }] })
      .expect(400);
    await t.http.put(`/api/clubs/${club}/schedule`).set(owner.auth).send({ book: book._id, sections: [] }).expect(400);
  });

  it('sends a post only to members whose progress reached the section, and the count and condition to the others', async () => {
    await progress(ada, { page: 300 });
    await postInSection(t, ada, club, second, 'The ending twist: the pilot was alive.');
    await postInSection(t, ada, club, first, 'The storm scene in chapter 3!');
    // Bob is on page 100: inside the first section.
    await progress(bob, { page: 100 });
    const gated = await thread(bob, first);
    expect(gated).toMatchObject({
      waiting: 1,
      waitingText: '1 post after page 120',
      posts: [],
      section: { open: false },
    });
    expect(JSON.stringify(gated)).not.toContain('storm');
    const later = await thread(bob, second);
    expect(later).toMatchObject({ waiting: 1, waitingText: '1 post after 100%', posts: [] });
    expect(JSON.stringify(later)).not.toContain('pilot');
    // Page 120 opens the first section, and only it.
    await progress(bob, { page: 120 });
    expect((await thread(bob, first)).posts.map((p: { body: string }) => p.body)).toEqual([
      'The storm scene in chapter 3!',
    ]);
    expect((await thread(bob, second)).posts).toEqual([]);
    // A percentage from another edition compares as a fraction: 100% opens everything.
    await progress(bob, { percent: 100 });
    expect((await thread(bob, second)).posts.map((p: { body: string }) => p.body)).toEqual([
      'The ending twist: the pilot was alive.',
    ]);
  });

  it('opens a section to a member who chose to see it anyway, remembered for them alone', async () => {
    await progress(cy, { page: 10 });
    expect((await thread(cy, second)).posts).toEqual([]);
    const shown = await t.http.post(`/api/clubs/${club}/sections/${second}/show`).set(cy.auth).expect(200);
    expect(shown.body.data).toMatchObject({ open: true, shownAnyway: true });
    expect((await thread(cy, second)).posts).toHaveLength(1);
    const schedule = await t.http.get(`/api/clubs/${club}/schedule`).set(cy.auth).expect(200);
    expect(schedule.body.data.sections.map((s: { open: boolean }) => s.open)).toEqual([false, true]);
    expect((await thread(owner, second)).posts).toEqual([]);
  });

  it("counts each member's unread posts in the sections open to them, until they read the thread", async () => {
    await postInSection(t, ada, club, first, 'Another thought on the storm.');
    const unread = async (reader: TestUser) =>
      (await t.http.get(`/api/clubs/${club}/schedule`).set(reader.auth).expect(200)).body.data.sections.map(
        (s: { unread: number }) => s.unread,
      );
    // Bob (at 100%) has read the threads before this post; Cy has not reached the first section (nothing counted).
    expect(await unread(bob)).toEqual([1, 0]);
    expect(await unread(cy)).toEqual([0, 0]);
    await thread(bob, first);
    expect(await unread(bob)).toEqual([0, 0]);
    expect(await unread(ada)).toEqual([0, 0]);
  });

  it('counts a finished book as read to its end', async () => {
    await t.http
      .put(`/api/reading-list/${entries[owner.username]}`)
      .set(owner.auth)
      .send({ status: 'completed' })
      .expect(200);
    expect((await thread(owner, second)).posts).toHaveLength(1);
  });

  it("never sends a private club's posts to a non-member, nor lets them post", async () => {
    await addToReadingList(t, outsider, book._id, 'completed').expect(201);
    await t.http.get(`/api/clubs/${club}/sections/${first}/posts`).set(outsider.auth).expect(403);
    await t.http.get(`/api/clubs/${club}/sections/${first}/posts`).expect(403);
    await t.http
      .post(`/api/clubs/${club}/sections/${first}/posts`)
      .set(outsider.auth)
      .send({ body: 'Let me in' })
      .expect(403);
  });

  it("gates a public club's threads for visitors and non-members as for members without progress", async () => {
    const open = await startClub(t, owner, { visibility: 'public' });
    const [only] = await scheduleClub(t, owner, open, book._id, [{ title: 'All', endPercent: 50 }]);
    await postInSection(t, owner, open, only, 'Halfway thoughts.');
    expect(await thread(null, only, open)).toMatchObject({ waiting: 1, waitingText: '1 post after 50%', posts: [] });
    // The outsider finished the book: a non-member of a public club reads the thread.
    expect((await thread(outsider, only, open)).posts).toHaveLength(1);
  });

  it('has replies one level deep, author edits, moderators pin and delete', async () => {
    const post = await postInSection(t, bob, club, first, 'Who else cried?');
    const reply = await postInSection(t, cy, club, first, 'Me.', post);
    await t.http
      .post(`/api/clubs/${club}/sections/${first}/posts`)
      .set(ada.auth)
      .send({ body: 'Too deep', parent: reply })
      .expect(400);
    await t.http.put(`/api/club-posts/${post}`).set(cy.auth).send({ body: 'Not mine' }).expect(403);
    const edited = await t.http.put(`/api/club-posts/${post}`).set(bob.auth).send({ body: 'Who else cried twice?' });
    expect(edited.body.data).toMatchObject({ body: 'Who else cried twice?', editedAt: expect.any(String) });
    await t.http.put(`/api/club-posts/${post}/pin`).set(bob.auth).send({ pinned: true }).expect(403);
    await t.http.put(`/api/club-posts/${post}/pin`).set(owner.auth).send({ pinned: true }).expect(200);
    const shown = await thread(bob, first);
    expect(shown.posts[0]).toMatchObject({
      _id: post,
      pinned: true,
      replyCount: 1,
      replies: [{ _id: reply, body: 'Me.' }],
    });
    await t.http.delete(`/api/club-posts/${post}`).set(cy.auth).expect(403);
    await t.http.delete(`/api/club-posts/${post}`).set(owner.auth).expect(200);
    expect((await thread(bob, first)).posts.map((p: { _id: string }) => p._id)).not.toContain(post);
    const bad = await t.http.post(`/api/clubs/${club}/sections/${first}/posts`).set(bob.auth).send({ body: ' ' });
    expect([bad.status, bad.body.errors.body[0]]).toEqual([400, 'Post is required']);
    await t.http
      .post(`/api/clubs/${club}/sections/${first}/posts`)
      .set(bob.auth)
      .send({ body: 'x'.repeat(4001) })
      .expect(400);
  });

  it('keeps a section with posts in the schedule, and its thread with it when the schedule is edited', async () => {
    const res = await t.http
      .put(`/api/clubs/${club}/schedule`)
      .set(owner.auth)
      .send({ book: book._id, sections: [{ title: 'Only the end', endPercent: 100 }] })
      .expect(409);
    expect(res.body.message).toBe('A section with posts stays in the schedule');
    const kept = await scheduleClub(t, owner, club, book._id, [
      { _id: first, title: 'Chapters 1 to 6', endPage: 140 },
      { _id: second, title: 'To the end', endPercent: 100 },
    ]);
    expect(kept).toEqual([first, second]);
  });

  it("applies blocks both ways: neither sees the other's posts, nor replies to them", async () => {
    const post = await postInSection(t, cy, club, first, 'Cy was here.');
    await t.http.post(`/api/readers/${cy.username}/block`).set(bob.auth).expect(200);
    const bodies = (reader: TestUser) =>
      thread(reader, first).then((d) => d.posts.map((p: { body: string }) => p.body));
    expect(await bodies(bob)).not.toContain('Cy was here.');
    expect(await bodies(ada)).toContain('Cy was here.');
    await t.http
      .post(`/api/clubs/${club}/sections/${first}/posts`)
      .set(bob.auth)
      .send({ body: 'Hm', parent: post })
      .expect(403);
    await postInSection(t, bob, club, first, 'Bob was here.');
    expect(await bodies(cy)).not.toContain('Bob was here.');
  });

  it('moves a finished read to past reads with its threads', async () => {
    await t.http.post(`/api/clubs/${club}/schedule/finish`).set(ada.auth).expect(403);
    await t.http.post(`/api/clubs/${club}/schedule/finish`).set(owner.auth).expect(200);
    const page = (await t.http.get(`/api/clubs/${club}`).set(ada.auth).expect(200)).body.data;
    expect(page.currentRead).toBeNull();
    expect(page.pastReads).toEqual([{ book: book._id, title: 'Deadfall', finishedAt: expect.any(String) }]);
    const past = await t.http.get(`/api/clubs/${club}/schedule?book=${book._id}`).set(ada.auth).expect(200);
    expect(past.body.data.sections).toHaveLength(2);
    expect((await thread(ada, second)).posts.length).toBeGreaterThan(0);
  });
});
