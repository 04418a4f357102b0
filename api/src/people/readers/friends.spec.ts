import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { follow, setPrivacy } from '../../testing/readers';
import { addToReadingList } from '../../testing/reading-list';

describe('readers you follow on a book, and readers to follow', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  const friends = async (me: TestUser, book: string) =>
    (await t.http.get(`/api/books/${book}/friends`).set(me.auth).expect(200)).body.data;

  it('shows the followed readers who have the book, with their status and rating, as their privacy allows', async () => {
    const [me, ann, bob, cid, stranger] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    const book = (await createBook(t, admin))._id;
    for (const [reader, status] of [
      [ann, 'completed'],
      [bob, 'reading'],
      [cid, 'wishlist'],
      [stranger, 'reading'],
    ] as const) {
      await addToReadingList(t, reader, book, status).expect(201);
    }
    await createReview(t, ann, book, { rating: 5 });
    expect(await friends(me, book)).toEqual([]);
    for (const reader of [ann, bob, cid]) await follow(t, me, reader);
    // Approval on, after the follow: still followed. A request (stranger) opens nothing.
    await setPrivacy(t, stranger, { approveFollowers: true });
    await follow(t, me, stranger);

    const shown = await friends(me, book);
    expect(shown).toEqual(
      expect.arrayContaining([
        { reader: { id: ann.id, username: ann.username, avatar: '', bio: '' }, status: 'completed', rating: 5 },
        { reader: expect.objectContaining({ username: bob.username }), status: 'reading', rating: null },
        { reader: expect.objectContaining({ username: cid.username }), status: 'wishlist', rating: null },
      ]),
    );
    expect(shown).toHaveLength(3);
    // 'followers' still shows them to a follower; 'me' does not.
    await setPrivacy(t, bob, { listVisibility: 'followers' });
    await setPrivacy(t, cid, { listVisibility: 'me' });
    expect((await friends(me, book)).map((f: { reader: { username: string } }) => f.reader.username).sort()).toEqual(
      [ann.username, bob.username].sort(),
    );
    // Each reader sees their own follows only.
    expect(await friends(ann, book)).toEqual([]);
  });

  it('is for signed-in readers, and for books they may see', async () => {
    const me = await createUser(t);
    const draft = (await createBook(t, admin, { status: 'draft' }))._id;
    const book = (await createBook(t, admin))._id;
    await t.http.get(`/api/books/${book}/friends`).expect(401);
    expect((await t.http.get(`/api/books/${draft}/friends`).set(me.auth).expect(404)).body.message).toBe(
      'Book not found',
    );
    await t.http.get('/api/books/000000000000000000000000/friends').set(me.auth).expect(404);
    await t.http.get('/api/books/nope/friends').set(me.auth).expect(400);
  });

  it('suggests the most active reviewers of the books on my list whom I do not follow yet', async () => {
    const [me, busy, some, followed, other] = await Promise.all([
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
    ]);
    const mine = [(await createBook(t, admin))._id, (await createBook(t, admin))._id];
    const elsewhere = (await createBook(t, admin))._id;
    for (const book of mine) await addToReadingList(t, me, book).expect(201);
    for (const book of mine) await createReview(t, busy, book);
    for (const book of mine) await createReview(t, followed, book);
    await createReview(t, some, mine[0]);
    await createReview(t, me, mine[0]);
    await createReview(t, other, elsewhere);
    await follow(t, me, followed);
    const res = await t.http.get('/api/feed/suggestions').set(me.auth).expect(200);
    expect(res.body.data).toEqual([
      { id: busy.id, username: busy.username, avatar: '', bio: '', reviewCount: 2 },
      { id: some.id, username: some.username, avatar: '', bio: '', reviewCount: 1 },
    ]);
    // With an empty list: the authors of the newest reviews.
    const newcomer = await createUser(t);
    const fresh = (await t.http.get('/api/feed/suggestions').set(newcomer.auth).expect(200)).body.data;
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThanOrEqual(5);
    expect(fresh.map((r: { id: string }) => r.id)).not.toContain(newcomer.id);
  });
});
