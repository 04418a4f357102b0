import { getModelToken } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { AUTHORS_COLLECTION } from '../authors/author.schema';
import { AuthorsService } from '../authors/authors.service';
import { GENRES_COLLECTION } from '../genres/genre.schema';
import {
  beforeNextCall,
  createAdmin,
  createAuthor,
  createBook,
  createGenre,
  createReview,
  createUser,
  type TestUser,
} from '../testing/fixtures';
import { recordQueries } from '../testing/index-coverage';
import { createTestApp, type TestApp } from '../testing/test-app';
import { Book, BOOKS_COLLECTION } from './book.schema';
import { BooksService } from './books.service';

type Ref = { _id: string; name: string };

/** A book keeps its author's and genres' names (book-names.ts): written with the book, kept current by the cascades. */
describe('books: the author and genre names kept on each book', () => {
  let t: TestApp;
  let admin: TestUser;
  let reader: TestUser;

  const books = () => t.connection.collection(BOOKS_COLLECTION);
  const stored = (id: string) => books().findOne({ _id: new Types.ObjectId(id) });
  const bookPage = async (id: string) => (await t.http.get(`/api/books/${id}`).set(admin.auth).expect(200)).body.data;
  const search = async (text: string) =>
    (await t.http.get(`/api/books?search=${encodeURIComponent(text)}`).expect(200)).body.data;
  const reviewBook = async (id: string) => (await t.http.get(`/api/reviews?book=${id}`).expect(200)).body.data[0].book;
  /** The collections read while `fn` runs. */
  const collectionsRead = async (fn: () => Promise<unknown>) => {
    const shapes = recordQueries(t.connection);
    try {
      await fn();
    } finally {
      t.connection.set('debug', false);
    }
    return new Set(shapes.map((s) => s.collection));
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    reader = await createUser(t);
  });
  afterAll(() => t.close());

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
    expect(await stored(book._id)).toMatchObject({
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
      expect(await bookPage(book._id)).toMatchObject(expected);
      expect((await search('kept names'))[0]).toMatchObject({ _id: book._id, ...expected });
      expect((await t.http.get(`/api/books?genre=${first._id}`).expect(200)).body.data[0]).toMatchObject(expected);
      expect(await reviewBook(book._id)).toMatchObject({ _id: book._id, author: expected.author });
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
    await t.http.post('/api/reading-list').set(exporter.auth).send({ bookId: book._id }).expect(201);
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

    // A book written before names were kept has its author read.
    await books().updateOne({ _id: new Types.ObjectId(book._id) }, { $unset: { authorName: '', genreRefs: '' } });
    const readsWithout = await collectionsRead(async () => {
      expect(await exported()).toMatchObject({ author: 'Kept For Export' });
      expect(await previewAuthor()).toEqual([expect.objectContaining({ author: 'Kept For Export' })]);
    });
    expect(readsWithout.has(AUTHORS_COLLECTION)).toBe(true);
    await t.app.get(BooksService).backfillNames();
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
    expect(await bookPage(book._id)).toMatchObject({
      author: { _id: author._id, name: 'Second Hand' },
      genres: [{ _id: genre._id, name: 'Moved Genre' }],
    });
    // A change of other fields leaves the names.
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ title: 'Retitled' }).expect(200);
    expect(await stored(book._id)).toMatchObject({
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
    const updatedAt = (await stored(book._id))?.updatedAt;
    await t.http.put(`/api/authors/${author._id}`).set(admin.auth).send({ name: 'After Rename' }).expect(200);
    const renamed: Ref = { _id: author._id, name: 'After Rename' };
    expect((await bookPage(book._id)).author).toEqual(renamed);
    expect((await search('renamed author book'))[0].author).toEqual(renamed);
    // Searched by the author's new name, not the old one.
    expect((await search('after rename')).map((b: { _id: string }) => b._id)).toEqual([book._id]);
    expect(await search('before rename')).toEqual([]);
    expect((await reviewBook(book._id)).author).toEqual(renamed);
    // The book itself did not change.
    expect((await stored(book._id))?.updatedAt).toEqual(updatedAt);
    expect((await bookPage(untouched._id)).author.name).not.toBe('After Rename');

    await t.http.delete(`/api/authors/${author._id}`).set(admin.auth).expect(200);
    expect((await bookPage(book._id)).author).toBeNull();
    expect((await reviewBook(book._id)).author).toBeNull();
    expect(await stored(book._id)).toMatchObject({ author: null, authorName: null });
  });

  it('gives a book written while its author is renamed the new name (the rename updated books before this one had it)', async () => {
    const author = await createAuthor(t, admin, { name: 'Name Before' });
    beforeNextCall(t.app.get<Model<Book>>(getModelToken(Book.name)), 'create', () =>
      t.http.put(`/api/authors/${author._id}`).set(admin.auth).send({ name: 'Name Meanwhile' }).expect(200),
    );
    const book = await createBook(t, admin, { author: author._id });
    expect(book.author).toEqual({ _id: author._id, name: 'Name Meanwhile' });
    expect((await stored(book._id))?.authorName).toBe('Name Meanwhile');
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
    expect((await bookPage(book._id)).genres).toEqual([
      { _id: deleted._id, name: deleted.name },
      { _id: renamed._id, name: 'Renamed Kept Genre' },
      { _id: kept._id, name: kept.name },
    ]);
    await t.http.delete(`/api/genres/${deleted._id}`).set(admin.auth).expect(200);
    expect((await bookPage(book._id)).genres).toEqual([
      { _id: renamed._id, name: 'Renamed Kept Genre' },
      { _id: kept._id, name: kept.name },
    ]);
    expect((await stored(book._id))?.genres.map(String)).toEqual([renamed._id, kept._id]);
    expect((await bookPage(other._id)).genres).toEqual([{ _id: kept._id, name: kept.name }]);
  });

  it('renames and deletes a genre of a book not yet given its names (shown from the genres meanwhile)', async () => {
    const genre = await createGenre(t, admin);
    const book = await createBook(t, admin, { genres: [genre._id] });
    // As a book written before names were kept.
    await books().updateOne({ _id: new Types.ObjectId(book._id) }, { $unset: { authorName: 1, genreRefs: 1 } });
    await t.http.put(`/api/genres/${genre._id}`).set(admin.auth).send({ name: 'Renamed Unkept Genre' }).expect(200);
    expect((await bookPage(book._id)).genres).toEqual([{ _id: genre._id, name: 'Renamed Unkept Genre' }]);
    expect(await stored(book._id)).not.toHaveProperty('genreRefs');
    await t.http.delete(`/api/genres/${genre._id}`).set(admin.auth).expect(200);
    expect((await bookPage(book._id)).genres).toEqual([]);
    expect(await t.app.get(BooksService).backfillNames()).toBe(1);
    expect(await stored(book._id)).toMatchObject({ genreRefs: [] });
  });

  it('backfills books written without names, once (shown meanwhile from their author and genres)', async () => {
    const author = await createAuthor(t, admin, { name: 'Older Author' });
    const genre = await createGenre(t, admin, { name: 'Older Genre' });
    const now = new Date();
    const old = (title: string, authorId: Types.ObjectId | null) => ({
      _id: new Types.ObjectId(),
      title,
      coverImage: '/api/uploads/cover.png',
      author: authorId,
      genres: [new Types.ObjectId(genre._id)],
      status: 'published',
      averageRating: 0,
      reviewCount: 0,
      createdAt: now,
      updatedAt: now,
    });
    const written = [
      old('Written Before Names', new Types.ObjectId(author._id)),
      old('Written Before Names, No Author', null),
    ];
    await books().insertMany(written);
    const [withAuthor, withoutAuthor] = written.map((b) => String(b._id));
    // Before the backfill: read from the authors and genres.
    expect(await bookPage(withAuthor)).toMatchObject({
      author: { _id: author._id, name: 'Older Author' },
      genres: [{ _id: genre._id, name: 'Older Genre' }],
    });
    await createReview(t, reader, withAuthor);
    expect((await reviewBook(withAuthor)).author).toEqual({ _id: author._id, name: 'Older Author' });

    const service = t.app.get(BooksService);
    expect(await service.backfillNames()).toBe(2);
    expect(await stored(withAuthor)).toMatchObject({
      authorName: 'Older Author',
      genreRefs: [{ _id: new Types.ObjectId(genre._id), name: 'Older Genre' }],
    });
    expect(await stored(withoutAuthor)).toMatchObject({ authorName: null, genreRefs: [{ name: 'Older Genre' }] });
    expect((await bookPage(withoutAuthor)).author).toBeNull();
    expect(await service.backfillNames()).toBe(0);
    // Books that have their names are left as they are.
    const kept = await createBook(t, admin);
    await books().updateOne({ _id: new Types.ObjectId(kept._id) }, { $set: { authorName: 'Written by the API' } });
    await service.backfillNames();
    expect((await stored(kept._id))?.authorName).toBe('Written by the API');
  });

  it('searches titles by their key, kept with the title and given at start to books written before it', async () => {
    const author = await createAuthor(t, admin, { name: 'Keyed Author' });
    const book = await createBook(t, admin, { title: 'Crème Brûlée Nights', author: author._id });
    expect((await search('creme brulee')).map((b: { _id: string }) => b._id)).toEqual([book._id]);
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ title: 'Café Society' }).expect(200);
    expect(await search('crème brûlée')).toEqual([]);
    expect((await search('CAFE SOC')).map((b: { _id: string }) => b._id)).toEqual([book._id]);
    // A book written before the key was kept (or by an older API process) is found by its title once given its key.
    const older = new Types.ObjectId();
    const now = new Date();
    await books().insertOne({
      _id: older,
      title: 'Año Nuevo',
      coverImage: 'x',
      author: null,
      genres: [],
      status: 'published',
      averageRating: 0,
      reviewCount: 0,
      createdAt: now,
      updatedAt: now,
    });
    expect(await search('ano nuevo')).toEqual([]);
    // (This file's other books written raw are given theirs too.)
    expect(await t.app.get(BooksService).backfillTitleSearchKeys()).toBeGreaterThanOrEqual(1);
    expect((await stored(String(older)))?.titleSearchKey).toBe('ano nuevo');
    expect((await search('AÑO NUEVO')).map((b: { _id: string }) => b._id)).toEqual([String(older)]);
    expect(await t.app.get(BooksService).backfillTitleSearchKeys()).toBe(0);
  });

  it("searches authors by their name's key, kept with the name and given at start to authors written before it", async () => {
    const author = await createAuthor(t, admin, { name: 'Zoë Ångström' });
    const book = await createBook(t, admin, { title: 'A Title Without The Name', author: author._id });
    expect((await search('zoe angstrom')).map((b: { _id: string }) => b._id)).toEqual([book._id]);
    expect(
      (await t.connection.collection(AUTHORS_COLLECTION).findOne({ _id: new Types.ObjectId(author._id) }))
        ?.nameSearchKey,
    ).toBe('zoe angstrom');
    await t.http.put(`/api/authors/${author._id}`).set(admin.auth).send({ name: 'Renée Dubois' }).expect(200);
    expect(await search('angstrom')).toEqual([]);
    expect((await search('RENEE DUB')).map((b: { _id: string }) => b._id)).toEqual([book._id]);
    // An author written before the key was kept (or by an older API process) is found once given its key.
    const older = new Types.ObjectId();
    const now = new Date();
    await t.connection.collection(AUTHORS_COLLECTION).insertOne({
      _id: older,
      name: 'Émile Older',
      nationality: '',
      biography: '',
      avatar: '',
      bookCount: 0,
      createdAt: now,
      updatedAt: now,
    });
    const olderBook = await createBook(t, admin, { title: 'Another Untitled Match', author: String(older) });
    expect(await search('emile older')).toEqual([]);
    expect(await t.app.get(AuthorsService).backfillNameSearchKeys()).toBeGreaterThanOrEqual(1);
    expect((await search('EMILE OLDER')).map((b: { _id: string }) => b._id)).toEqual([olderBook._id]);
    expect(await t.app.get(AuthorsService).backfillNameSearchKeys()).toBe(0);
  });
});
