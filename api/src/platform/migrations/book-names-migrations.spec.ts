import { Types } from 'mongoose';
import { AUTHORS_COLLECTION } from '../../catalogue/authors/author.schema';
import { BOOKS_COLLECTION } from '../../catalogue/books/book.schema';
import { Collections } from '../database/collections';
import {
  createAuthor,
  createBook,
  createGenre,
  bookPage,
  reviewedBook,
  searchBooks,
  storedBook,
} from '../../testing/books';
import { setUpApp } from '../../testing/fixtures';
import { createReview } from '../../testing/reviews';
import { bookNames } from './0003-book-names';
import { bookTitleSearchKeys } from './0004-book-title-search-keys';
import { authorNameSearchKeys } from './0005-author-name-search-keys';

/** Books and authors written before their names and keys were kept are given them by migrations, once. */
describe('migrations 0003 to 0005 (the names and search keys kept on books and authors)', () => {
  const { t, admin, reader } = setUpApp({ users: { admin: 'admin', reader: 'user' } });

  it('gives books written without names theirs by a migration, once', async () => {
    const author = await createAuthor(t, admin, { name: 'Older Author' });
    const genre = await createGenre(t, admin, { name: 'Older Genre' });
    const now = new Date();
    const old = (title: string, authorId: Types.ObjectId | null, _id = new Types.ObjectId()) => ({
      _id,
      work: _id,
      workPrimary: true,
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
    await t.connection.collection(BOOKS_COLLECTION).insertMany(written);
    const [withAuthor, withoutAuthor] = written.map((b) => String(b._id));

    const db = t.app.get(Collections);
    expect(await bookNames.up(db)).toBe(2);
    expect(await storedBook(t, withAuthor)).toMatchObject({
      authorName: 'Older Author',
      genreRefs: [{ _id: new Types.ObjectId(genre._id), name: 'Older Genre' }],
    });
    expect(await storedBook(t, withoutAuthor)).toMatchObject({
      authorName: null,
      genreRefs: [{ name: 'Older Genre' }],
    });
    expect(await bookPage(t, admin, withAuthor)).toMatchObject({
      author: { _id: author._id, name: 'Older Author' },
      genres: [{ _id: genre._id, name: 'Older Genre' }],
    });
    await createReview(t, reader, withAuthor);
    expect((await reviewedBook(t, withAuthor)).author).toEqual({ _id: author._id, name: 'Older Author' });
    expect((await bookPage(t, admin, withoutAuthor)).author).toBeNull();
    expect(await bookNames.up(db)).toBe(0);
    // Books that have their names are left as they are.
    const kept = await createBook(t, admin);
    await t.connection
      .collection(BOOKS_COLLECTION)
      .updateOne({ _id: new Types.ObjectId(kept._id) }, { $set: { authorName: 'Written by the API' } });
    await bookNames.up(db);
    expect((await storedBook(t, kept._id))?.authorName).toBe('Written by the API');
  });

  it('searches titles by their key, kept with the title and given by a migration to books written before it', async () => {
    const author = await createAuthor(t, admin, { name: 'Keyed Author' });
    const book = await createBook(t, admin, { title: 'Crème Brûlée Nights', author: author._id });
    expect((await searchBooks(t, 'creme brulee')).map((b: { _id: string }) => b._id)).toEqual([book._id]);
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ title: 'Café Society' }).expect(200);
    expect(await searchBooks(t, 'crème brûlée')).toEqual([]);
    expect((await searchBooks(t, 'CAFE SOC')).map((b: { _id: string }) => b._id)).toEqual([book._id]);
    // A book written before the key was kept (or by an older API process) is found by its title once given its key.
    const older = new Types.ObjectId();
    const now = new Date();
    await t.connection.collection(BOOKS_COLLECTION).insertOne({
      _id: older,
      work: older,
      workPrimary: true,
      title: 'Año Nuevo',
      coverImage: 'x',
      author: null,
      genres: [],
      authorName: null,
      genreRefs: [],
      status: 'published',
      averageRating: 0,
      reviewCount: 0,
      createdAt: now,
      updatedAt: now,
    });
    expect(await searchBooks(t, 'ano nuevo')).toEqual([]);
    // (This file's other books written raw are given theirs too.)
    expect(await bookTitleSearchKeys.up(t.app.get(Collections))).toBeGreaterThanOrEqual(1);
    expect((await storedBook(t, String(older)))?.titleSearchKey).toBe('ano nuevo');
    expect((await searchBooks(t, 'AÑO NUEVO')).map((b: { _id: string }) => b._id)).toEqual([String(older)]);
    expect(await bookTitleSearchKeys.up(t.app.get(Collections))).toBe(0);
  });

  it("searches authors by their name's key, kept with the name and given by a migration to authors written before it", async () => {
    const author = await createAuthor(t, admin, { name: 'Zoë Ångström' });
    const book = await createBook(t, admin, { title: 'A Title Without The Name', author: author._id });
    expect((await searchBooks(t, 'zoe angstrom')).map((b: { _id: string }) => b._id)).toEqual([book._id]);
    expect(
      (await t.connection.collection(AUTHORS_COLLECTION).findOne({ _id: new Types.ObjectId(author._id) }))
        ?.nameSearchKey,
    ).toBe('zoe angstrom');
    await t.http.put(`/api/authors/${author._id}`).set(admin.auth).send({ name: 'Renée Dubois' }).expect(200);
    expect(await searchBooks(t, 'angstrom')).toEqual([]);
    expect((await searchBooks(t, 'RENEE DUB')).map((b: { _id: string }) => b._id)).toEqual([book._id]);
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
    expect(await searchBooks(t, 'emile older')).toEqual([]);
    expect(await authorNameSearchKeys.up(t.app.get(Collections))).toBeGreaterThanOrEqual(1);
    expect((await searchBooks(t, 'EMILE OLDER')).map((b: { _id: string }) => b._id)).toEqual([olderBook._id]);
    expect(await authorNameSearchKeys.up(t.app.get(Collections))).toBe(0);
  });
});
