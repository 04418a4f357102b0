import { isValidIsbn, normalizeIsbn } from '@book/rules';
import { isISBN } from 'class-validator';
import fc from 'fast-check';
import { createAuthor, createBook } from '../../testing/books';
import { setUpApp } from '../../testing/fixtures';
import { isbnKey, withIsbn13CheckDigit } from './isbn';
import { Collections } from '../../platform/database/collections';

describe('ISBN helpers', () => {
  it("check ISBNs as class-validator's isISBN did before the rule moved to @book/rules", () => {
    // Digits with the odd X, hyphen or space (X anywhere), ISBN-10s with any check character, valid ISBN-13s.
    const isbnLike = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789Xx- '), minLength: 8, maxLength: 16 }),
      fc
        .tuple(fc.integer({ min: 0, max: 999_999_999 }), fc.constantFrom(...'0123456789Xx'))
        .map(([n, check]) => `${String(n).padStart(9, '0')}${check}`),
      fc.integer({ min: 0, max: 999_999_999 }).map((n) => withIsbn13CheckDigit(`978${String(n).padStart(9, '0')}`)),
    );
    fc.assert(
      fc.property(isbnLike, (raw) => {
        const isbn = normalizeIsbn(raw);
        expect(isValidIsbn(isbn)).toBe(/^(\d{9}[\dX]|\d{13})$/.test(isbn) && isISBN(isbn));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives an ISBN-10 and its ISBN-13 the same key', () => {
    expect(isbnKey('0-441-17271-7')).toBe('9780441172719');
    expect(isbnKey('9780441172719')).toBe('9780441172719');
    expect(isbnKey('not an isbn')).toBeNull();
    expect(isbnKey('')).toBeNull();
  });
});

describe('book ISBN (API)', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  let authorId: string;
  beforeAll(async () => {
    authorId = (await createAuthor(t, admin))._id;
  });

  it('stores the ISBN normalised and shows it in the list and the detail', async () => {
    const book = await createBook(t, admin, { isbn: '978-0-441-17271-9' });
    expect(book.isbn).toBe('9780441172719');
    const detail = await t.http.get(`/api/books/${book._id}`).expect(200);
    expect(detail.body.data.isbn).toBe('9780441172719');
    const list = await t.http.get('/api/books').expect(200);
    expect(list.body.data.find((b: { _id: string }) => b._id === book._id).isbn).toBe('9780441172719');
  });

  it('accepts an ISBN-10 ending in X and leaves books without an ISBN without the field', async () => {
    expect((await createBook(t, admin, { isbn: '0-8044-2957-x' })).isbn).toBe('080442957X');
    const plain = await createBook(t, admin);
    expect(plain).not.toHaveProperty('isbn');
    // Several books without an ISBN do not collide on the unique index.
    expect(await createBook(t, admin, { isbn: '' })).not.toHaveProperty('isbn');
  });

  it.each(['12345', '9780441172718', '0441172718', 'ISBN 978'])('rejects %s with 400 and the message', async (isbn) => {
    const res = await t.http
      .post('/api/books')
      .set(admin.auth)
      .send({ title: 'X', author: authorId, coverImage: '/api/uploads/c.png', isbn });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors.isbn).toEqual(['ISBN must be a valid ISBN-10 or ISBN-13']);
  });

  it('answers 409 for an ISBN another book has, on create and on update, in any spelling', async () => {
    await createBook(t, admin, { isbn: '9780306406157' });
    const dup = await t.http
      .post('/api/books')
      .set(admin.auth)
      .send({ title: 'Dup', author: authorId, coverImage: '/api/uploads/c.png', isbn: '978-0-306-40615-7' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ success: false, message: 'A book with this ISBN already exists' });
    const other = await createBook(t, admin);
    const upd = await t.http.put(`/api/books/${other._id}`).set(admin.auth).send({ isbn: '9780306406157' });
    expect(upd.status).toBe(409);
  });

  it('keeps its own ISBN on update, and clears it with null so that another book may take it', async () => {
    const book = await createBook(t, admin, { isbn: '9781861972712' });
    await t.http
      .put(`/api/books/${book._id}`)
      .set(admin.auth)
      .send({ isbn: '978-1-86197-271-2', title: 'Renamed' })
      .expect(200);
    const cleared = await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ isbn: null }).expect(200);
    expect(cleared.body.data).not.toHaveProperty('isbn');
    expect((await createBook(t, admin, { isbn: '9781861972712' })).isbn).toBe('9781861972712');
  });

  it('has a unique index that holds even when the service check is bypassed', async () => {
    const books = t.app.get(Collections).books;
    await createBook(t, admin, { isbn: '9780131103627' });
    const base = { title: 'Raw', coverImage: '/api/uploads/c.png' };
    await expect(books.create({ ...base, isbn: '9780131103627' })).rejects.toMatchObject({ code: 11000 });
    // Sparse: documents without the field never collide.
    await books.create(base);
    await books.create(base);
  });
});
