import { Types } from 'mongoose';
import { addToReadingList } from '../../testing/reading-list';
import { createAuthor, createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, createUsers, type TestUser, setUpApp } from '../../testing/fixtures';
import { GOODREADS_HEADER, goodreadsRow } from '../../testing/goodreads-export';
import { confirm, upload } from '../../testing/imports';
import { queriesDuring } from '../../testing/index-coverage';
import { reportAndResolveReview } from '../../testing/reports';

describe("a reader's counts of reviews and finished books, kept on the reader", () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  const countsOf = async (reader: TestUser) =>
    (await t.http.get(`/api/readers/${reader.username}`).expect(200)).body.data.counts as {
      reviews: number;
      booksFinished: number;
    };
  const kept = async (reader: TestUser) => {
    const user = await t.connection.collection('users').findOne({ _id: new Types.ObjectId(reader.id) });
    return { reviews: user?.reviewCount, booksFinished: user?.finishedCount };
  };
  const move = (reader: TestUser, entry: string, status: string) =>
    t.http.put(`/api/reading-list/${entry}`).set(reader.auth).send({ status }).expect(200);

  it('follow reviews written and deleted, by the reader or by a moderator', async () => {
    const reader = await createUser(t);
    const [a, b] = [await createBook(t, admin), await createBook(t, admin)];
    const first = await createReview(t, reader, a._id);
    await createReview(t, reader, b._id);
    expect(await kept(reader)).toMatchObject({ reviews: 2 });
    expect(await countsOf(reader)).toMatchObject({ reviews: 2 });
    await t.http.delete(`/api/reviews/${first._id}`).set(reader.auth).expect(200);
    expect(await countsOf(reader)).toMatchObject({ reviews: 1 });
    // A review removed from the Reports queue.
    const [second] = (await t.http.get(`/api/readers/${reader.username}/reviews`).expect(200)).body.data;
    const reporter = await createUser(t);
    await reportAndResolveReview(t, second._id, { reporter, admin, reason: 'spam', action: 'remove' });
    expect(await countsOf(reader)).toMatchObject({ reviews: 0 });
    // A duplicate refused changes nothing.
    await createReview(t, reader, a._id);
    await t.http
      .post('/api/reviews')
      .set(reader.auth)
      .send({ book: a._id, rating: 3, title: 'Again', content: 'Again.' });
    expect(await countsOf(reader)).toMatchObject({ reviews: 1 });
  });

  it('follow the books finished as entries are added, moved between statuses and removed', async () => {
    const reader = await createUser(t);
    const [a, b, c] = [await createBook(t, admin), await createBook(t, admin), await createBook(t, admin)];
    const entryA = (await addToReadingList(t, reader, a._id, 'completed').expect(201)).body.data._id;
    const entryB = (await addToReadingList(t, reader, b._id, 'reading').expect(201)).body.data._id;
    await addToReadingList(t, reader, c._id, 'favourite').expect(201);
    expect(await countsOf(reader)).toMatchObject({ booksFinished: 2 });
    await move(reader, entryB, 'completed');
    expect(await countsOf(reader)).toMatchObject({ booksFinished: 3 });
    // A finished book marked as a favourite stays finished; one read again is not.
    await move(reader, entryA, 'favourite');
    await move(reader, entryA, 'favourite');
    expect(await countsOf(reader)).toMatchObject({ booksFinished: 3 });
    await move(reader, entryA, 'reading');
    expect(await countsOf(reader)).toMatchObject({ booksFinished: 2 });
    await t.http.delete(`/api/reading-list/${entryB}`).set(reader.auth).expect(200);
    expect(await countsOf(reader)).toMatchObject({ booksFinished: 1 });
    // Dates are edits, not news.
    await t.http.delete(`/api/reading-list/${entryA}`).set(reader.auth).expect(200);
    expect(await countsOf(reader)).toMatchObject({ booksFinished: 1 });
    expect(await kept(reader)).toEqual({ reviews: 0, booksFinished: 1 });
  });

  it('lose what a deleted book took with it, and gain what an import brings', async () => {
    const [reader, other] = await createUsers(t, 2);
    const book = await createBook(t, admin);
    const kept = await createBook(t, admin);
    for (const r of [reader, other]) {
      await addToReadingList(t, r, book._id, 'completed').expect(201);
      await createReview(t, r, book._id);
    }
    await addToReadingList(t, reader, kept._id, 'completed').expect(201);
    await t.http.delete(`/api/books/${book._id}`).set(admin.auth).expect(200);
    expect(await countsOf(reader)).toMatchObject({ reviews: 0, booksFinished: 1 });
    expect(await countsOf(other)).toMatchObject({ reviews: 0, booksFinished: 0 });

    const someone = (await createAuthor(t, admin, { name: 'Someone' }))._id;
    for (const title of ['Imported One', 'Imported Two', 'Imported Three'])
      await createBook(t, admin, { title, author: someone });
    const rows = [
      goodreadsRow(1, {
        title: 'Imported One',
        author: 'Someone',
        isbn13: '',
        rating: 4,
        review: 'Fine.',
        shelf: 'read',
      }),
      goodreadsRow(2, { title: 'Imported Two', author: 'Someone', isbn13: '', rating: 0, review: '', shelf: 'read' }),
      goodreadsRow(3, {
        title: 'Imported Three',
        author: 'Someone',
        isbn13: '',
        rating: 0,
        review: '',
        shelf: 'to-read',
      }),
    ];
    const id = (await upload(t, other, `${GOODREADS_HEADER}\n${rows.join('\n')}\n`).expect(201)).body.data.id;
    await confirm(t, other, id);
    expect(await countsOf(other)).toMatchObject({ reviews: 1, booksFinished: 2 });
  });

  it('are read from the reader: a profile counts no reviews or entries', async () => {
    const reader = await createUser(t);
    const shapes = await queriesDuring(t.connection, () => countsOf(reader));
    const counted = shapes.filter(
      (s) => (s.collection === 'reviews' || s.collection === 'readinglistentries') && /count/i.test(s.op),
    );
    expect(counted).toEqual([]);
  });
});
