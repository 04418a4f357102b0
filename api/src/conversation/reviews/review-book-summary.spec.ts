import { Types } from 'mongoose';
import { BookCascades } from '../../catalogue/books/book.cascades';
import { BOOKS_COLLECTION } from '../../catalogue/books/book.schema';
import { beforeNextCall, createUser, createUsers, setUpApp } from '../../testing/fixtures';
import { bookCard, createAuthor, createBook } from '../../testing/books';
import { importReviewedRow } from '../../testing/imports';
import { recordQueries } from '../../testing/index-coverage';
import { writeReviewsWithoutSummaries, createReview, shownOnEachListing } from '../../testing/reviews';
import { REVIEWS_COLLECTION } from './review.schema';
import { Collections } from '../../platform/database/collections';
import { reviewBookSummaries } from '../../platform/migrations/0010-review-book-summaries';

type ShownBook = {
  _id: string;
  title: string;
  coverImage: string;
  author: { _id: string; name: string } | null;
  averageRating: number;
  reviewCount: number;
} | null;

/** A review keeps the book it shows and the book's status (review-book-summary.ts), kept current by the cascades. */
describe('reviews: the book summary kept on each review', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  const reviews = () => t.connection.collection(REVIEWS_COLLECTION);
  const books = () => t.app.get(Collections).books;
  const stored = (id: string) => reviews().findOne({ _id: new Types.ObjectId(id) });
  const bookNow = async (id: string) => (await t.http.get(`/api/books/${id}`).set(admin.auth).expect(200)).body.data;
  /** The book each listing shows on this review: the book's reviews, the user's own, and the administrators' listing. */
  const shownBooks = (book: string, user: string, _id: string) =>
    shownOnEachListing(t, admin, { _id, book, user }, 'book') as Promise<ShownBook[]>;
  /** Every listing shows the book as the API answers it now. */
  const expectShownAsNow = async (bookId: string, userId: string, reviewId: string) => {
    const card = bookCard(await bookNow(bookId));
    expect(await shownBooks(bookId, userId, reviewId)).toEqual([card, card, card]);
  };

  it("writes the summary with the review, and lists a book's reviews reading only that book (for its work) and an administrator's listing without reading the books", async () => {
    const user = await createUser(t);
    const book = await createBook(t, admin);
    const review = await createReview(t, user, book._id, { rating: 5 });
    const card = bookCard(await bookNow(book._id));
    expect(card).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect(review.book).toEqual(card);
    expect((await stored(review._id))?.bookSummary).toMatchObject({
      title: book.title,
      status: 'published',
      averageRating: 5,
      reviewCount: 1,
    });

    const shapes = recordQueries(t.connection);
    const [visitors, admins] = [
      await t.http.get(`/api/reviews?book=${book._id}`).expect(200),
      await t.http.get('/api/reviews?limit=10').set(admin.auth).expect(200),
    ];
    t.connection.set('debug', false);
    expect(visitors.body.data.map((r: { book: ShownBook }) => r.book)).toEqual([card]);
    expect(admins.body.data.find((r: { _id: string }) => r._id === review._id).book).toEqual(card);
    // The book's reviews are its work's: the book is read once for its work; the cards are the reviews' own.
    expect(shapes.filter((s) => s.collection === BOOKS_COLLECTION)).toHaveLength(1);
  });

  it("shows a book's new title, cover and author, and its ratings, on every review of it, and leaves the reviews' updatedAt", async () => {
    const [user, other] = await createUsers(t, 2);
    const book = await createBook(t, admin);
    const review = await createReview(t, user, book._id, { rating: 2 });

    await t.http
      .put(`/api/books/${book._id}`)
      .set(admin.auth)
      .send({ title: 'Retitled', coverImage: '/api/uploads/new-cover.png' })
      .expect(200);
    await expectShownAsNow(book._id, user.id, review._id);
    expect((await shownBooks(book._id, user.id, review._id))[0]).toMatchObject({
      title: 'Retitled',
      coverImage: '/api/uploads/new-cover.png',
    });

    const newAuthor = await createAuthor(t, admin, { name: 'Moved To' });
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ author: newAuthor._id }).expect(200);
    await t.http.put(`/api/authors/${newAuthor._id}`).set(admin.auth).send({ name: 'Renamed Author' }).expect(200);
    await expectShownAsNow(book._id, user.id, review._id);
    expect((await shownBooks(book._id, user.id, review._id))[0]?.author).toEqual({
      _id: newAuthor._id,
      name: 'Renamed Author',
    });

    // Another reader's review changes the book's ratings, which the first review shows too.
    await createReview(t, other, book._id, { rating: 5 });
    await expectShownAsNow(book._id, user.id, review._id);
    expect((await shownBooks(book._id, user.id, review._id))[0]).toMatchObject({ averageRating: 3.5, reviewCount: 2 });

    await t.http.delete(`/api/authors/${newAuthor._id}`).set(admin.auth).expect(200);
    expect((await shownBooks(book._id, user.id, review._id))[0]?.author).toBeNull();
    expect((await stored(review._id))?.updatedAt).toEqual(new Date(review.updatedAt as string));
  });

  it('leaves the reviews alone when a change of the book shows nothing on them (a new description)', async () => {
    const user = await createUser(t);
    const book = await createBook(t, admin);
    await createReview(t, user, book._id);
    const shapes = recordQueries(t.connection);
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ description: 'Rewritten blurb.' }).expect(200);
    t.connection.set('debug', false);
    expect(shapes.map((s) => s.collection)).not.toContain(REVIEWS_COLLECTION);
  });

  it("hides a book's reviews from everyone but administrators once it is unpublished, by the status they keep", async () => {
    const user = await createUser(t);
    const book = await createBook(t, admin);
    const review = await createReview(t, user, book._id);
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ status: 'draft' }).expect(200);
    expect((await stored(review._id))?.bookSummary?.status).toBe('draft');
    for (const who of [{}, user.auth])
      expect((await t.http.get(`/api/reviews?book=${book._id}`).set(who).expect(200)).body).toMatchObject({
        data: [],
        meta: { total: 0 },
      });
    expect((await t.http.get(`/api/reviews?book=${book._id}`).set(admin.auth).expect(200)).body.data).toHaveLength(1);
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ status: 'published' }).expect(200);
    expect(
      (await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data.map((r: { _id: string }) => r._id),
    ).toEqual([review._id]);
  });

  it("fails closed: a book's reviews are hidden before it is, so a failure after the book's write leaves them hidden", async () => {
    const user = await createUser(t);
    const book = await createBook(t, admin);
    await createReview(t, user, book._id);
    // The book is written as a draft, then what follows it fails (the database went away, say).
    const failing = jest.spyOn(t.app.get(BookCascades), 'changed').mockRejectedValueOnce(new Error('database gone'));
    const failed = await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ status: 'draft' });
    failing.mockRestore();
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await books().findById(book._id).lean())?.status).toBe('draft');
    expect((await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data).toEqual([]);
  });

  it('settles the status kept by the reviews an import adds when their book is unpublished during the import', async () => {
    const user = await createUser(t);
    const book = await createBook(t, admin);
    // The book is unpublished after the import read its summary, before its reviews are written.
    beforeNextCall(t.app.get(Collections).reviews, 'bulkWrite', () =>
      t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ status: 'archived' }).expect(200),
    );
    await importReviewedRow(t, user, book);
    expect((await reviews().findOne({ user: new Types.ObjectId(user.id) }))?.bookSummary?.status).toBe('archived');
    expect((await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data).toEqual([]);
  });

  it('gives a review written while its book is renamed the new title (the rename updated reviews before this one existed)', async () => {
    const user = await createUser(t);
    const book = await createBook(t, admin);
    // The rename lands between the read of the book's summary and the review's insert.
    beforeNextCall(t.app.get(Collections).reviews, 'create', () =>
      t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ title: 'Renamed meanwhile' }).expect(200),
    );
    const review = await createReview(t, user, book._id);
    expect(review.book).toMatchObject({ title: 'Renamed meanwhile' });
    expect((await stored(review._id))?.bookSummary?.title).toBe('Renamed meanwhile');
    expect((await books().findById(book._id).lean())?.title).toBe('Renamed meanwhile');
  });

  it('gives the reviews an import adds their summary', async () => {
    const user = await createUser(t);
    const book = await createBook(t, admin);
    expect(await importReviewedRow(t, user, book)).toEqual(['added']);
    const review = await reviews().findOne({ user: new Types.ObjectId(user.id), book: new Types.ObjectId(book._id) });
    expect(review?.bookSummary).toEqual({
      ...bookCard(await bookNow(book._id)),
      _id: undefined,
      author: {
        _id: new Types.ObjectId((book.author as { _id: string })._id),
        name: (book.author as { name: string }).name,
      },
      status: 'published',
    });
  });

  it('gives reviews written without a summary of their book theirs by a migration (hidden with their book), once', async () => {
    const user = await createUser(t);
    const [shown, hidden] = [
      await createBook(t, admin, { title: 'Old and shown' }),
      await createBook(t, admin, { title: 'Old and hidden', status: 'archived' }),
    ];
    const written = await writeReviewsWithoutSummaries(
      t,
      4,
      [shown, hidden].map((b) => ({ book: b._id, user: user.id })),
    );
    const titles = async (bookId: string, who = {}) =>
      (await t.http.get(`/api/reviews?book=${bookId}`).set(who).expect(200)).body.data.map(
        (r: { book: ShownBook }) => r.book?.title,
      );

    const db = t.app.get(Collections);
    expect(await reviewBookSummaries.up(db)).toBe(2);
    expect(
      (
        await reviews()
          .find({ _id: { $in: written.map((w) => w._id) } })
          .toArray()
      )
        .map((r) => r.bookSummary?.status)
        .sort(),
    ).toEqual(['archived', 'published']);
    expect(await titles(shown._id)).toEqual(['Old and shown']);
    expect(await titles(hidden._id)).toEqual([]);
    expect(await titles(hidden._id, admin.auth)).toEqual(['Old and hidden']);
    expect(await reviewBookSummaries.up(db)).toBe(0);
  });
});
