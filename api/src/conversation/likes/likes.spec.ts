import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';

describe('likes API', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  const like = (who: TestUser, review: { _id: string }) => t.http.post(`/api/reviews/${review._id}/like`).set(who.auth);
  const unlike = (who: TestUser, review: { _id: string }) =>
    t.http.delete(`/api/reviews/${review._id}/like`).set(who.auth);
  const reviewsOf = async (book: { _id: string }, sort = '') =>
    (await t.http.get(`/api/reviews?book=${book._id}${sort}`).expect(200)).body.data as {
      _id: string;
      likeCount: number;
      commentCount: number;
    }[];
  const liked = async (who: TestUser, book: { _id: string }) =>
    (await t.http.get(`/api/reviews/liked?book=${book._id}`).set(who.auth).expect(200)).body.data;

  it('likes a review once, however often and at once, takes the like back, and shows the count on the review', async () => {
    const [author, ann, bob] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const book = await createBook(t, admin);
    const review = await createReview(t, author, book._id);
    expect(review).toMatchObject({ likeCount: 0, commentCount: 0 });

    const first = await like(ann, review).expect(200);
    expect(first.body).toEqual({ success: true, data: { liked: true, likeCount: 1 } });
    const again = await Promise.all([1, 2, 3].map(() => like(ann, review)));
    expect(again.map((r) => [r.status, r.body.data])).toEqual(
      [1, 2, 3].map(() => [200, { liked: true, likeCount: 1 }]),
    );
    expect((await like(bob, review).expect(200)).body.data).toEqual({ liked: true, likeCount: 2 });
    expect((await reviewsOf(book))[0].likeCount).toBe(2);
    expect(await liked(ann, book)).toEqual([review._id]);
    expect(await liked(author, book)).toEqual([]);
    expect(await t.connection.collection('likes').countDocuments({})).toBe(2);

    expect((await unlike(ann, review).expect(200)).body.data).toEqual({ liked: false, likeCount: 1 });
    // Nothing to take back: no error, no change.
    expect((await unlike(ann, review).expect(200)).body.data).toEqual({ liked: false, likeCount: 1 });
    expect(await liked(ann, book)).toEqual([]);
    expect((await reviewsOf(book))[0].likeCount).toBe(1);
  });

  it("refuses one's own review, visitors, unknown or malformed reviews and a missing book", async () => {
    const author = await createUser(t);
    const book = await createBook(t, admin);
    const review = await createReview(t, author, book._id);
    expect((await like(author, review).expect(403)).body).toEqual({
      success: false,
      message: 'You cannot like your own review',
    });
    await t.http.post(`/api/reviews/${review._id}/like`).expect(401);
    await t.http.get(`/api/reviews/liked?book=${book._id}`).expect(401);
    expect((await like(author, { _id: '64b000000000000000000000' }).expect(404)).body.message).toBe('Review not found');
    await like(author, { _id: 'not-an-id' }).expect(400);
    expect((await t.http.get('/api/reviews/liked').set(author.auth).expect(400)).body.message).toMatch(/Book/);
    expect((await reviewsOf(book))[0].likeCount).toBe(0);
  });

  it('orders a book’s reviews by most liked (then newest) when asked, newest by default', async () => {
    const readers = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
    const book = await createBook(t, admin);
    const [old, mid, fresh] = [
      await createReview(t, readers[0], book._id),
      await createReview(t, readers[1], book._id),
      await createReview(t, readers[2], book._id),
    ];
    for (const fan of [readers[2], readers[3]]) await like(fan, mid).expect(200);
    await like(readers[3], old).expect(200);
    expect((await reviewsOf(book)).map((r) => r._id)).toEqual([fresh._id, mid._id, old._id]);
    expect((await reviewsOf(book, '&sort=-createdAt')).map((r) => r._id)).toEqual([fresh._id, mid._id, old._id]);
    expect((await reviewsOf(book, '&sort=-likeCount')).map((r) => [r._id, r.likeCount])).toEqual([
      [mid._id, 2],
      [old._id, 1],
      [fresh._id, 0],
    ]);
    expect((await t.http.get(`/api/reviews?book=${book._id}&sort=likes`).expect(400)).body.message).toBe(
      'Sort must be one of: -createdAt, -likeCount',
    );
  });
});
