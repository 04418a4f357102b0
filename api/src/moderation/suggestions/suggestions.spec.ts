import { createAdmin, createUser, createUsers, UNKNOWN_ID, type TestUser, setUpApp } from '../../testing/fixtures';
import { createAuthor, createBook } from '../../testing/books';
import { confirm, goodreadsExport, goodreadsRow as row, upload } from '../../testing/imports';
import { Types } from 'mongoose';
import { PREVIEW_TTL_SECONDS } from '../../reading/imports/import.schema';
import { recordQueries, type QueryShape, uncoveredQueries } from '../../testing/index-coverage';

describe('suggestions API', () => {
  const { t } = setUpApp();
  let admin: TestUser;
  let readers: TestUser[];
  let authorId: string;
  const importIds: string[] = [];
  let shapes: QueryShape[];

  async function importFile(reader: TestUser, rows: string[]) {
    const id = (await upload(t, reader, goodreadsExport(rows), 'e.csv').expect(201)).body.data.id as string;
    await confirm(t, reader, id);
    return id;
  }
  const suggest = (reader: TestUser, id: string, rows: number[]) =>
    t.http.post(`/api/imports/${id}/suggestions`).set(reader.auth).send({ rows });
  const openList = (query = '') => t.http.get(`/api/suggestions${query}`).set(admin.auth).expect(200);
  const approve = (suggestion: string, bookId: string) =>
    t.http.post(`/api/suggestions/${suggestion}/approve`).set(admin.auth).send({ bookId });
  /** A book of the unknown author, by the catalogue's administrator. */
  const addBook = (title: string, extra: Record<string, unknown> = {}) =>
    createBook(t, admin, { title, author: authorId, coverImage: '/api/uploads/c.png', ...extra });

  beforeAll(async () => {
    shapes = recordQueries(t.connection);
    admin = await createAdmin(t);
    authorId = (await createAuthor(t, admin, { name: 'Nobody Known' }))._id;
    readers = await createUsers(t, 3);
    // The same unknown book three times (ISBN-13, ISBN-10, and both), plus a book without ISBN and one the catalogue has.
    await addBook('Known Book');
    const unknown = { title: 'An Unknown Book', author: 'Nobody Known' };
    importIds.push(
      await importFile(readers[0], [
        row({ ...unknown, isbn13: '9780306406157', rating: 4, review: 'Loved it. Truly.', shelf: 'read' }),
        row({ title: 'Lonely Title', author: 'Solo Writer', shelf: 'to-read' }),
        row({ title: 'Known Book', author: 'Nobody Known' }),
      ]),
    );
    importIds.push(
      await importFile(readers[1], [row({ ...unknown, isbn10: '0306406152', rating: 2, shelves: 'dnf' })]),
    );
    importIds.push(
      await importFile(readers[2], [
        row({ ...unknown, isbn10: '0-306-40615-2', isbn13: '978-0-306-40615-7', shelf: 'to-read' }),
      ]),
    );
  });

  it('merges the same book suggested by several readers into one suggestion with a count', async () => {
    expect((await suggest(readers[0], importIds[0], [1, 2]).expect(200)).body.data).toEqual({ suggested: 2 });
    expect((await suggest(readers[1], importIds[1], [1]).expect(200)).body.data).toEqual({ suggested: 1 });
    expect((await suggest(readers[2], importIds[2], [1]).expect(200)).body.data).toEqual({ suggested: 1 });
    // Suggesting again counts nothing twice.
    expect((await suggest(readers[0], importIds[0], [1]).expect(200)).body.data).toEqual({ suggested: 0 });

    const res = await openList('?sort=-count');
    expect(res.body.meta).toEqual({ total: 2, page: 1, limit: 50, hasMore: false });
    expect(res.body.data).toEqual([
      {
        _id: expect.any(String),
        title: 'An Unknown Book',
        author: 'Nobody Known',
        isbn: '9780306406157',
        year: 1999,
        pages: 123,
        publisher: 'Nowhere Press',
        kind: 'book',
        count: 3,
        createdAt: expect.any(String),
      },
      expect.objectContaining({ title: 'Lonely Title', author: 'Solo Writer', count: 1 }),
    ]);
    expect((await openList('?sort=-createdAt')).body.data.map((s: { title: string }) => s.title)).toEqual([
      'Lonely Title',
      'An Unknown Book',
    ]);
    expect((await openList('?limit=1&page=2')).body).toMatchObject({
      data: [{ title: 'An Unknown Book' }],
      meta: { total: 2, page: 2, limit: 1, hasMore: false },
    });
  });

  it('accepts only unmatched rows of the caller’s own import', async () => {
    const matched = await suggest(readers[0], importIds[0], [3]);
    expect(matched.status).toBe(400);
    expect(matched.body).toEqual({ success: false, message: 'Row 3 is not an unmatched row of this import' });
    await suggest(readers[1], importIds[0], [1]).expect(404);
    await suggest(readers[0], importIds[0], []).expect(400);
  });

  it('takes no row of a preview past its expiry, and approving links no row of one', async () => {
    const reader = await createUser(t);
    const preview = async () =>
      (
        await upload(
          t,
          reader,
          goodreadsExport([row({ title: 'Expiring Find', author: 'Late Writer' })]),
          'e.csv',
        ).expect(201)
      ).body.data.id as string;
    const ageBy = (id: string, seconds: number) =>
      t.connection
        .collection('imports')
        .updateOne({ _id: new Types.ObjectId(id) }, { $set: { createdAt: new Date(Date.now() - seconds * 1000) } });
    const [expired, suggestedThenExpired] = [await preview(), await preview()];
    await ageBy(expired, PREVIEW_TTL_SECONDS + 1);
    expect((await suggest(reader, expired, [1])).body).toEqual({ success: false, message: 'Import not found' });

    expect((await suggest(reader, suggestedThenExpired, [1]).expect(200)).body.data).toEqual({ suggested: 1 });
    await ageBy(suggestedThenExpired, PREVIEW_TTL_SECONDS + 1);
    const suggestion = (await openList()).body.data.find((s: { title: string }) => s.title === 'Expiring Find');
    const book = await addBook('Expiring Find');
    expect((await approve(suggestion._id, book._id).expect(200)).body.data).toEqual({ linked: 0 });
    expect((await t.http.get('/api/reading-list').set(reader.auth).expect(200)).body.data).toEqual([]);
  });

  it('is for administrators only', async () => {
    await t.http.get('/api/suggestions').set(readers[0].auth).expect(403);
    await t.http.get('/api/suggestions').expect(401);
    await t.http.post(`/api/suggestions/${UNKNOWN_ID}/dismiss`).set(readers[0].auth).expect(403);
  });

  it("approving links every suggesting reader's imported row to the new book (entry, review or rating)", async () => {
    const [suggestion] = (await openList('?sort=-count')).body.data;
    const book = await addBook(suggestion.title, { isbn: suggestion.isbn });
    const bad = await approve(suggestion._id, UNKNOWN_ID);
    expect(bad.status).toBe(400);
    // A book the readers cannot see yet: refused, and the suggestion stays open for when it is published.
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ status: 'draft' }).expect(200);
    const draft = await approve(suggestion._id, book._id);
    expect(draft.status).toBe(400);
    expect(draft.body).toEqual({
      success: false,
      message: 'Publish the book first: readers cannot see a draft or archived book',
    });
    await t.http.put(`/api/books/${book._id}`).set(admin.auth).send({ status: 'published' }).expect(200);
    expect((await approve(suggestion._id, book._id).expect(200)).body.data).toEqual({ linked: 3 });

    const statusOf = async (reader: TestUser) =>
      (await t.http.get('/api/reading-list').set(reader.auth).expect(200)).body.data.find(
        (e: { book: { _id: string } }) => e.book._id === book._id,
      )?.status;
    expect(await Promise.all(readers.map(statusOf))).toEqual(['completed', 'abandoned', 'wishlist']);
    const reviews = (await t.http.get(`/api/reviews?book=${book._id}`).expect(200)).body.data;
    expect(reviews).toEqual([expect.objectContaining({ rating: 4, title: 'Loved it.', content: 'Loved it. Truly.' })]);
    expect((await t.http.get(`/api/books/${book._id}`).expect(200)).body.data).toMatchObject({
      reviewCount: 1,
      averageRating: 4,
    });

    expect((await openList()).body.data.map((s: { title: string }) => s.title)).toEqual(['Lonely Title']);
    await approve(suggestion._id, book._id).expect(409);
    // A later suggestion of the same book opens a new one.
    expect((await suggest(readers[1], importIds[1], [1]).expect(200)).body.data).toEqual({ suggested: 1 });
    expect((await openList()).body.meta.total).toBe(2);
  });

  it('dismisses a suggestion', async () => {
    const lonely = (await openList()).body.data.find((s: { title: string }) => s.title === 'Lonely Title');
    await t.http.post(`/api/suggestions/${lonely._id}/dismiss`).set(admin.auth).expect(200);
    expect((await openList()).body.data.map((s: { title: string }) => s.title)).toEqual(['An Unknown Book']);
    await t.http.post(`/api/suggestions/${lonely._id}/dismiss`).set(admin.auth).expect(409);
    await t.http.post(`/api/suggestions/${UNKNOWN_ID}/dismiss`).set(admin.auth).expect(404);
  });

  // The embedded database uses no index: this checks, as api/src/index-coverage.spec.ts does for the other
  // endpoints, that a real MongoDB would serve every query of the import, export and suggestion flows by an index.
  it('serves every query of imports, exports and suggestions with a declared index', async () => {
    await t.http.get(`/api/imports/${importIds[0]}`).set(readers[0].auth).expect(200);
    await t.http.get(`/api/imports/${importIds[0]}/report.csv`).set(readers[0].auth).expect(200);
    await t.http.get('/api/users/me/export.csv').set(readers[0].auth).expect(200);
    await t.http.get('/api/users/me/export.json').set(readers[0].auth).expect(200);
    await addBook('Indexed', { isbn: '9781861972712' });
    expect(shapes.length).toBeGreaterThan(20);
    expect(uncoveredQueries(t.connection, shapes)).toEqual([]);
  });
});
