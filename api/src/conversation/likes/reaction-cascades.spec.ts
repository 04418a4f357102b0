import { Types } from 'mongoose';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';

/** Likes and comments go with their review, its book or their reader's account, and the counts kept on reviews follow. */
describe('likes and comments when reviews and accounts go', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  const like = (who: TestUser, review: { _id: string }) =>
    t.http.post(`/api/reviews/${review._id}/like`).set(who.auth).expect(200);
  const comment = (who: TestUser, review: { _id: string }, body = 'So true') =>
    t.http.post(`/api/reviews/${review._id}/comments`).set(who.auth).send({ body }).expect(201);
  const reviewsOf = async (book: { _id: string }) =>
    (await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data as {
      _id: string;
      likeCount: number;
      commentCount: number;
    }[];
  const left = async (review: { _id: string }) => {
    const of = { review: new Types.ObjectId(review._id) };
    return [
      await t.connection.collection('likes').countDocuments(of),
      await t.connection.collection('comments').countDocuments(of),
    ];
  };

  it('removes a deleted review’s likes and comments (by its author or an administrator)', async () => {
    const [author, ann] = await Promise.all([createUser(t), createUser(t)]);
    const book = await createBook(t, admin);
    const [mine, other] = [await createReview(t, author, book._id), await createReview(t, ann, book._id)];
    for (const review of [mine, other]) {
      await like(review === mine ? ann : author, review);
      await comment(review === mine ? ann : author, review);
    }
    expect(await left(mine)).toEqual([1, 1]);
    await t.http.delete(`/api/reviews/${mine._id}`).set(author.auth).expect(200);
    await t.http.delete(`/api/reviews/${other._id}`).set(admin.auth).expect(200);
    expect(await left(mine)).toEqual([0, 0]);
    expect(await left(other)).toEqual([0, 0]);
  });

  it('removes the likes and comments of a deleted book’s reviews', async () => {
    const [author, ann] = await Promise.all([createUser(t), createUser(t)]);
    const book = await createBook(t, admin);
    const review = await createReview(t, author, book._id);
    await like(ann, review);
    await comment(ann, review);
    await t.http.delete(`/api/books/${book._id}`).set(admin.auth).expect(200);
    expect(await left(review)).toEqual([0, 0]);
  });

  it('removes a deleted account’s likes and comments and recounts the reviews they were on; its reviews take theirs', async () => {
    const [author, ann, bob] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const book = await createBook(t, admin);
    const [kept, anns] = [await createReview(t, author, book._id), await createReview(t, ann, book._id)];
    const other = await createReview(t, author, (await createBook(t, admin))._id);
    for (const fan of [ann, bob]) await like(fan, kept);
    await like(ann, other);
    await like(bob, anns);
    for (const who of [ann, ann, bob]) await comment(who, kept);
    await comment(bob, anns);
    await comment(author, anns);
    expect((await reviewsOf(book)).find((r) => r._id === kept._id)).toMatchObject({ likeCount: 2, commentCount: 3 });

    await t.http.delete('/api/auth/account').set(ann.auth).send({ password: 'secret123' }).expect(200);
    expect(await reviewsOf(book)).toEqual([expect.objectContaining({ _id: kept._id, likeCount: 1, commentCount: 1 })]);
    expect(
      (await t.http.get(`/api/reviews?book=${(other.book as { _id: string })._id}`).expect(200)).body.data[0],
    ).toMatchObject({ likeCount: 0, commentCount: 0 });
    expect(await left(anns)).toEqual([0, 0]);
    const comments = (await t.http.get(`/api/reviews/${kept._id}/comments`).expect(200)).body;
    expect(comments.data.map((c: { user: { username: string } }) => c.user.username)).toEqual([bob.username]);
    expect(comments.meta.total).toBe(1);
    expect((await t.http.get(`/api/reviews/liked?book=${book._id}`).set(bob.auth).expect(200)).body.data).toEqual([
      kept._id,
    ]);
  });
});
