import { Types } from 'mongoose';
import { AUTHORS_COLLECTION } from '../authors/author.schema';
import { GENRES_COLLECTION } from '../genres/genre.schema';
import {
  bookPage,
  reviewedBook,
  searchBooks,
  storedBook,
  createAuthor,
  createBook,
  createGenre,
} from '../../testing/books';
import { beforeNextCall, createUser, setUpApp } from '../../testing/fixtures';
import { createReview } from '../../testing/reviews';
import { queriesDuring } from '../../testing/index-coverage';
import { BOOKS_COLLECTION } from './book.schema';
import { Collections } from '../../platform/database/collections';
import { addToReadingList } from '../../testing/reading-list';

type Ref = { _id: string; name: string };

/** A book keeps its author's and genres' names (book-names.ts): written with the book, kept current by the cascades. */
describe('books: the author and genre names kept on each book', () => {
  const { t, admin, reader } = setUpApp({ users: { admin: 'admin', reader: 'user' } });
  /** The collections read while `fn` runs. */
  const collectionsRead = async (fn: () => Promise<unknown>) =>
    new Set((await queriesDuring(t.connection, fn)).map((s) => s.collection));

  it('writes the names with the book, and shows them without reading authors or genres', async () => {
    const author = await createAuthor(t, admin, { name: 'Ursula Kept' });
    const [first, second] = [
      await createGenre(t, admin, { name: 'Kept Fantasy' }),
      await createGenre(t, admin, { name: 'Kept Essays' }),
    ];
    const book = await createBook(t, admin, {
      title: 'The Kept Names',
      author: author._id,
      genres: [second._id, first._id],
    });
    await createReview(t, reader, book._id);
    expect(await storedBook(t, book._id)).toMatchObject({
      authorName: 'Ursula Kept',
      genreRefs: [
        { _id: new Types.ObjectId(second._id), name: 'Kept Essays' },
        { _id: new Types.ObjectId(first._id), name: 'Kept Fantasy' },
      ],
    });

    const expected = {
      author: { _id: author._id, name: 'Ursula Kept' },
      genres: [
        { _id: second._id, name: 'Kept Essays' },
        { _id: first._id, name: 'Kept Fantasy' },
      ],
    };
    const reads = await collectionsRead(async () => {
      expect(await bookPage(t, admin, book._id)).toMatchObject(expected);
      expect((await searchBooks(t, 'kept names'))[0]).toMatchObject({ _id: book._id, ...expected });
      expect((await t.http.get(`/api/books?genre=${first._id}`).expect(200)).body.data[0]).toMatchObject(expected);
      expect(await reviewedBook(t, book._id)).toMatchObject({ _id: book._id, author: expected.author });
    });
    expect(reads.has(GENRES_COLLECTION)).toBe(false);
    // The search reads the authors once, for the books of a matching author (not for the names it shows): on a
    // catalogue of thousands, an $in of ids beside the title's regex costs less than a second regex per book.
    expect(reads.has(AUTHORS_COLLECTION)).toBe(true);
    const pageReads = await collectionsRead(() => t.http.get(`/api/books/${book._id}`).expect(200));
    expect([...pageReads]).toEqual([BOOKS_COLLECTION]);
  });

  it("gives an import's matching and a reader's export the kept author name, reading no author (read only for a book without it)", async () => {
    const author = await createAuthor(t, admin, { name: 'Kept For Export' });
    const book = await createBook(t, admin, { title: 'Exported Kept Name', author: author._id });
    const exporter = await createUser(t);
    await addToReadingList(t, exporter, book._id).expect(201);
    const exported = async () =>
      JSON.parse((await t.http.get('/api/users/me/export.json').set(exporter.auth).expect(200)).text).readingList[0]
        .book;
    const header = 'Book Id,Title,Author,ISBN,ISBN13,My Rating,Date Read,Date Added,Exclusive Shelf';
    const previewAuthor = async () => {
      const file = Buffer.from(`${header}\n1,Exported Kept Name,Kept For Export,,,0,,2024/01/02,to-read\n`);
      const preview = (
        await t.http.post('/api/imports').set(exporter.auth).attach('file', file, 'export.csv').expect(201)
      ).body.data;
      return preview.matched.map((r: { book: { _id: string; author: string | null } }) => r.book);
    };

    const reads = await collectionsRead(async () => {
      expect(await exported()).toMatchObject({ _id: book._id, author: 'Kept For Export' });
      expect(await previewAuthor()).toEqual([expect.objectContaining({ _id: book._id, author: 'Kept For Export' })]);
    });
    expect(reads.has(BOOKS_COLLECTION)).toBe(true);
    expect(reads.has(AUTHORS_COLLECTION)).toBe(false);
  });

  it('keeps the names of a new author and new genres given to the book', async () => {
    const book = await createBook(t, admin, { genres: [(await createGenre(t, admin))._id] });
    const author = await createAuthor(t, admin, { name: 'Second Hand' });
    const genre = await createGenre(t, admin, { name: 'Moved Genre' });
    await t.http
      .put(`/api/books/${book._id}`)
      .set(admin.auth)
      .send({ author: author._id, genres: [genre._id] })
      .expect(200);
    expect(await bookPage(t, admin, book._id)).toMatchObject({
      author: { _id: author._id, name: 'Second Hand' },
      genres: [{ _id: genre._id, name: 'Moved Genre' }],
    });
    // A change of other fields leaves the names.
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ title: 'Retitled' }).expect(200);
    expect(await storedBook(t, book._id)).toMatchObject({
      title: 'Retitled',
      authorName: 'Second Hand',
      genreRefs: [{ name: 'Moved Genre' }],
    });
  });

  it("shows an author's new name on the book, its search and its reviews, and no author once deleted", async () => {
    const author = await createAuthor(t, admin, { name: 'Before Rename' });
    const book = await createBook(t, admin, { title: 'Renamed Author Book', author: author._id });
    const untouched = await createBook(t, admin);
    await createReview(t, reader, book._id);
    const updatedAt = (await storedBook(t, book._id))?.updatedAt;
    await t.http.put(`/api/authors/${author._id}`).set(admin.auth).send({ name: 'After Rename' }).expect(200);
    const renamed: Ref = { _id: author._id, name: 'After Rename' };
    expect((await bookPage(t, admin, book._id)).author).toEqual(renamed);
    expect((await searchBooks(t, 'renamed author book'))[0].author).toEqual(renamed);
    // Searched by the author's new name, not the old one.
    expect((await searchBooks(t, 'after rename')).map((b: { _id: string }) => b._id)).toEqual([book._id]);
    expect(await searchBooks(t, 'before rename')).toEqual([]);
    expect((await reviewedBook(t, book._id)).author).toEqual(renamed);
    // The book itself did not change.
    expect((await storedBook(t, book._id))?.updatedAt).toEqual(updatedAt);
    expect((await bookPage(t, admin, untouched._id)).author.name).not.toBe('After Rename');

    await t.http.delete(`/api/authors/${author._id}`).set(admin.auth).expect(200);
    expect((await bookPage(t, admin, book._id)).author).toBeNull();
    expect((await reviewedBook(t, book._id)).author).toBeNull();
    expect(await storedBook(t, book._id)).toMatchObject({ author: null, authorName: null });
  });

  it('gives a book written while its author is renamed the new name (the rename updated books before this one had it)', async () => {
    const author = await createAuthor(t, admin, { name: 'Name Before' });
    beforeNextCall(t.app.get(Collections).books, 'create', () =>
      t.http.put(`/api/authors/${author._id}`).set(admin.auth).send({ name: 'Name Meanwhile' }).expect(200),
    );
    const book = await createBook(t, admin, { author: author._id });
    expect(book.author).toEqual({ _id: author._id, name: 'Name Meanwhile' });
    expect((await storedBook(t, book._id))?.authorName).toBe('Name Meanwhile');
  });

  it("shows a genre's new name in the book's order, and the book without a deleted genre", async () => {
    const [kept, renamed, deleted] = [
      await createGenre(t, admin),
      await createGenre(t, admin),
      await createGenre(t, admin),
    ];
    const book = await createBook(t, admin, { genres: [deleted._id, renamed._id, kept._id] });
    const other = await createBook(t, admin, { genres: [kept._id] });
    await t.http.put(`/api/genres/${renamed._id}`).set(admin.auth).send({ name: 'Renamed Kept Genre' }).expect(200);
    expect((await bookPage(t, admin, book._id)).genres).toEqual([
      { _id: deleted._id, name: deleted.name },
      { _id: renamed._id, name: 'Renamed Kept Genre' },
      { _id: kept._id, name: kept.name },
    ]);
    await t.http.delete(`/api/genres/${deleted._id}`).set(admin.auth).expect(200);
    expect((await bookPage(t, admin, book._id)).genres).toEqual([
      { _id: renamed._id, name: 'Renamed Kept Genre' },
      { _id: kept._id, name: kept.name },
    ]);
    expect((await storedBook(t, book._id))?.genres.map(String)).toEqual([renamed._id, kept._id]);
    expect((await bookPage(t, admin, other._id)).genres).toEqual([{ _id: kept._id, name: kept.name }]);
  });
});
