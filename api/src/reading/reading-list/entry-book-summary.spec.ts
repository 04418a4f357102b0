import { Types } from 'mongoose';
import { beforeNextCall, createUser, createUsers, setUpApp } from '../../testing/fixtures';
import { createAuthor, createBook, createGenre } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { importReviewedRow } from '../../testing/imports';
import { recordQueries } from '../../testing/index-coverage';
import { addToReadingList, writeEntriesWithoutSummaries, entryBook } from '../../testing/reading-list';
import { READING_LIST_COLLECTION } from './reading-list-entry.schema';
import { bookViewOf, type EntryBookSummary } from './entry-book-summary';
import { Collections } from '../../platform/database/collections';
import { readingListBookSummaries } from '../../platform/migrations/0011-reading-list-book-summaries';

type Entry = { _id: string; updatedAt: string; book: Record<string, unknown> & { _id: string } };

/** A reading-list entry keeps the book it shows (entry-book-summary.ts): written on add, kept current by the cascades. */
describe('reading-list entries: the book summary kept on each entry', () => {
  const { t, admin, reader } = setUpApp({ users: { admin: 'admin', reader: 'user' } });

  const entries = () => t.connection.collection(READING_LIST_COLLECTION);
  const list = async (user = reader): Promise<Entry[]> =>
    (await t.http.get('/api/reading-list').set(user.auth).expect(200)).body.data;
  const entryOf = async (bookId: string, user = reader) => (await list(user)).find((e) => e.book._id === bookId);
  const bookView = async (bookId: string) =>
    (await t.http.get(`/api/books/${bookId}`).set(admin.auth).expect(200)).body.data;
  /** The whole book the entry keeps (what "My year" shows of it), as a book is shown; undefined without one. */
  const keptBook = async (bookId: string, user = reader) => {
    const stored = await entries().findOne({ user: new Types.ObjectId(user.id), book: new Types.ObjectId(bookId) });
    return stored?.bookSummary && bookViewOf(stored.book, stored.bookSummary as EntryBookSummary);
  };
  /**
   * The list shows the card of the book as GET /books/:id shows it now, and the entry keeps the whole of it (without
   * the page's histogram).
   */
  const expectEntryShowsBook = async (bookId: string, user = reader) => {
    // The work and whether the edition stands for it are the book's own (its edition is what the entry keeps).
    const { ratingHistogram: _histogram, work: _work, workPrimary: _primary, ...book } = await bookView(bookId);
    expect((await entryOf(bookId, user))?.book).toEqual(entryBook(book));
    expect(await keptBook(bookId, user)).toEqual(book);
  };
  const add = async (bookId: string, user = reader): Promise<Entry> =>
    (await addToReadingList(t, user, bookId).expect(201)).body.data;

  it('lists the entries with one read of the entries and none of the books', async () => {
    const book = await createBook(t, admin);
    await add(book._id);
    const shapes = recordQueries(t.connection);
    await list();
    t.connection.set('debug', false);
    expect(shapes.map((s) => `${s.collection}.${s.op}`).filter((s) => !s.startsWith('users.'))).toEqual([
      `${READING_LIST_COLLECTION}.find`,
    ]);
    // The summary, not the book, is what the list shows: a write that bypasses the cascades is not seen.
    await t.connection
      .collection('books')
      .updateOne({ _id: new Types.ObjectId(book._id) }, { $set: { title: 'Written behind the API' } });
    expect((await entryOf(book._id))?.book.title).toBe(book.title);
  });

  it("shows a book's new title, cover, author, genres and details, and leaves the entry's updatedAt", async () => {
    const genre = await createGenre(t, admin, { name: 'Essays' });
    const book = await createBook(t, admin, { genres: [genre._id] });
    const entry = await add(book._id);
    const otherAuthor = await createAuthor(t, admin, { name: 'Second Author' });
    const otherGenre = await createGenre(t, admin, { name: 'Letters' });
    await t.http
      .put(`/api/books/${book._id}`)
      .set(admin.auth)
      .send({
        title: 'Renamed',
        coverImage: '/api/uploads/new-cover.png',
        author: otherAuthor._id,
        genres: [otherGenre._id, genre._id],
        pageCount: 321,
        isbn: '9780441172719',
      })
      .expect(200);
    await expectEntryShowsBook(book._id);
    expect((await entryOf(book._id))?.book).toMatchObject({
      title: 'Renamed',
      coverImage: '/api/uploads/new-cover.png',
      author: { _id: otherAuthor._id, name: 'Second Author' },
    });
    const kept = await keptBook(book._id);
    expect(kept).toMatchObject({ pageCount: 321, isbn: '9780441172719' });
    expect(kept?.genres).toEqual([
      { _id: otherGenre._id, name: 'Letters' },
      { _id: genre._id, name: 'Essays' },
    ]);
    expect((await entryOf(book._id))?.updatedAt).toBe(entry.updatedAt);
  });

  it('keeps listing an unpublished book, with its new status, as before summaries', async () => {
    const book = await createBook(t, admin);
    await add(book._id);
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ status: 'draft' }).expect(200);
    expect((await keptBook(book._id))?.status).toBe('draft');
    await expectEntryShowsBook(book._id);
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ status: 'published' }).expect(200);
    expect((await keptBook(book._id))?.status).toBe('published');
  });

  it('gives an entry added while its book changes the book as changed (the change refreshed entries before this one existed)', async () => {
    const book = await createBook(t, admin);
    // The book changes, and its cascade refreshes the entries, after the summary was read and before the entry is written.
    beforeNextCall(t.app.get(Collections).readingList, 'create', () =>
      t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ title: 'Changed meanwhile' }).expect(200),
    );
    const entry = await add(book._id);
    expect(entry.book.title).toBe('Changed meanwhile');
    await expectEntryShowsBook(book._id);
  });

  it('writes an added entry once when its book does not change meanwhile', async () => {
    const book = await createBook(t, admin);
    const shapes = recordQueries(t.connection);
    await add(book._id);
    t.connection.set('debug', false);
    expect(shapes.filter((s) => s.collection === READING_LIST_COLLECTION && s.op.startsWith('update'))).toEqual([]);
  });

  it('drops the entry of a deleted book', async () => {
    const book = await createBook(t, admin);
    await add(book._id);
    await t.http.delete(`/api/books/${book._id}`).set(admin.auth).expect(200);
    expect(await entryOf(book._id)).toBeUndefined();
  });

  it("shows the book's rating as its reviews are written, changed and deleted", async () => {
    const book = await createBook(t, admin);
    const entry = await add(book._id);
    const [first, second] = await createUsers(t, 2);
    const review = await createReview(t, first, book._id, { rating: 5 });
    await createReview(t, second, book._id, { rating: 2 });
    expect((await entryOf(book._id))?.book).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    await t.http.put(`/api/reviews/${review._id}`).set(first.auth).send({ rating: 3 }).expect(200);
    expect((await entryOf(book._id))?.book).toMatchObject({ averageRating: 2.5, reviewCount: 2 });
    await t.http.delete(`/api/reviews/${review._id}`).set(first.auth).expect(200);
    expect((await entryOf(book._id))?.book).toMatchObject({ averageRating: 2, reviewCount: 1 });
    await expectEntryShowsBook(book._id);
    expect((await entryOf(book._id))?.updatedAt).toBe(entry.updatedAt);
  });

  it("shows an author's new name, and no author once the author is deleted", async () => {
    const author = await createAuthor(t, admin, { name: 'Old Name' });
    const book = await createBook(t, admin, { author: author._id });
    const other = await createBook(t, admin);
    await add(book._id);
    await add(other._id);
    await t.http.put(`/api/authors/${author._id}`).set(admin.auth).send({ name: 'New Name' }).expect(200);
    expect((await entryOf(book._id))?.book.author).toEqual({ _id: author._id, name: 'New Name' });
    await t.http.delete(`/api/authors/${author._id}`).set(admin.auth).expect(200);
    expect((await entryOf(book._id))?.book.author).toBeNull();
    await expectEntryShowsBook(book._id);
    await expectEntryShowsBook(other._id);
  });

  it("shows a genre's new name, and the book without a deleted genre", async () => {
    const [kept, renamed, deleted] = [
      await createGenre(t, admin),
      await createGenre(t, admin),
      await createGenre(t, admin),
    ];
    const book = await createBook(t, admin, { genres: [kept._id, renamed._id, deleted._id] });
    const other = await createBook(t, admin, { genres: [kept._id] });
    await add(book._id);
    await add(other._id);
    await t.http.put(`/api/genres/${renamed._id}`).set(admin.auth).send({ name: 'Renamed Genre' }).expect(200);
    await expectEntryShowsBook(book._id);
    await t.http.delete(`/api/genres/${deleted._id}`).set(admin.auth).expect(200);
    expect((await keptBook(book._id))?.genres).toEqual([
      { _id: kept._id, name: kept.name },
      { _id: renamed._id, name: 'Renamed Genre' },
    ]);
    await expectEntryShowsBook(book._id);
    await expectEntryShowsBook(other._id);
  });

  it('gives the entries an import adds their summary, with the rating the import wrote', async () => {
    const user = await createUser(t);
    const book = await createBook(t, admin);
    expect(await importReviewedRow(t, user, book)).toEqual(['added']);
    const stored = await entries().findOne({ user: new Types.ObjectId(user.id), book: new Types.ObjectId(book._id) });
    expect(stored?.bookSummary).toMatchObject({ title: book.title, averageRating: 4, reviewCount: 1 });
    await expectEntryShowsBook(book._id, user);
  });

  it('gives entries written without a summary theirs by a migration, once', async () => {
    const user = await createUser(t);
    const books = [await createBook(t, admin), await createBook(t, admin)];
    const written = await writeEntriesWithoutSummaries(
      t,
      books.map((b) => ({ book: b._id, user: user.id, work: b._id })),
    );

    const db = t.app.get(Collections);
    expect(await readingListBookSummaries.up(db)).toBe(2);
    const stored = await entries()
      .find({ _id: { $in: written.map((w) => w._id) } })
      .toArray();
    expect(stored.map((e) => e.bookSummary?.title).sort()).toEqual(books.map((b) => b.title).sort());
    for (const b of books) await expectEntryShowsBook(b._id, user);
    expect(await readingListBookSummaries.up(db)).toBe(0);
  });
});
