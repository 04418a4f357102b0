import { addToReadingList, entryBook } from '../../testing/reading-list';
import { createBook } from '../../testing/books';
import { createUser, UNKNOWN_ID, setUpApp } from '../../testing/fixtures';
import { groupAndWait } from '../../testing/merges';

describe('reading list API', () => {
  const { t, admin, reader, other } = setUpApp({ users: { admin: 'admin', reader: 'user', other: 'user' } });

  it('requires a signed-in user for every call', async () => {
    await t.http.get('/api/reading-list').expect(401);
    await t.http.post('/api/reading-list').send({ bookId: UNKNOWN_ID }).expect(401);
    await t.http.put(`/api/reading-list/${UNKNOWN_ID}`).send({ status: 'reading' }).expect(401);
    await t.http.delete(`/api/reading-list/${UNKNOWN_ID}`).expect(401);
  });

  it("adds books and lists own entries newest first, each with its book's card", async () => {
    const first = await createBook(t, admin, { title: 'First' });
    const second = await createBook(t, admin, { title: 'Second', description: 'Not part of a card.' });
    const created = await addToReadingList(t, reader, first._id, 'reading').expect(201);
    expect(Object.keys(created.body.data).sort()).toEqual([
      '_id',
      'book',
      'createdAt',
      'finishedAt',
      'progress',
      'rating',
      'startedAt',
      'status',
      'updatedAt',
      'work',
    ]);
    expect(created.body.data).toMatchObject({
      status: 'reading',
      book: { _id: first._id, title: 'First', author: first.author },
    });
    await addToReadingList(t, reader, second._id).expect(201);
    await addToReadingList(t, other, first._id, 'completed').expect(201);

    const res = await t.http.get('/api/reading-list').set(reader.auth).expect(200);
    expect(res.body.data.map((e: { book: { title: string }; status: string }) => [e.book.title, e.status])).toEqual([
      ['Second', 'wishlist'],
      ['First', 'reading'],
    ]);
    // What the list shows of a book, and no more (the book's page has its description, genres and details).
    expect(res.body.data[0].book).toEqual(entryBook(second));
    expect(created.body.data.book).toEqual(entryBook(first));
  });

  it('validates the body and answers 404 for an unknown or unpublished book, 409 for a duplicate', async () => {
    const book = await createBook(t, admin);
    const bad = await t.http.post('/api/reading-list').set(reader.auth).send({ status: 'someday' }).expect(400);
    expect(bad.body.errors.bookId[0]).toBe('Book is required');
    expect(bad.body.errors.status).toEqual([
      'Status must be one of: wishlist, reading, completed, favourite, abandoned',
    ]);
    await t.http
      .post('/api/reading-list')
      .set(reader.auth)
      .send({ bookId: { $ne: null } })
      .expect(400);
    await addToReadingList(t, reader, UNKNOWN_ID).expect(404, { success: false, message: 'Book not found' });
    const draft = await createBook(t, admin, { status: 'draft' });
    await addToReadingList(t, reader, draft._id).expect(404);
    await addToReadingList(t, reader, book._id, 'favourite').expect(201);
    const dup = await addToReadingList(t, reader, book._id, 'reading').expect(409);
    expect(dup.body).toEqual({ success: false, message: 'Book is already in your reading list' });
  });

  it('stores one entry under concurrent adds of the same book', async () => {
    const book = await createBook(t, admin);
    const user = await createUser(t);
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => addToReadingList(t, user, book._id))))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
  });

  it('changes the status of an own entry to any of the five statuses', async () => {
    const book = await createBook(t, admin);
    const entry = (await addToReadingList(t, reader, book._id).expect(201)).body.data;
    for (const status of ['reading', 'completed', 'favourite', 'abandoned', 'wishlist']) {
      const res = await t.http.put(`/api/reading-list/${entry._id}`).set(reader.auth).send({ status }).expect(200);
      expect(res.body.data).toMatchObject({ _id: entry._id, status, book: { _id: book._id } });
    }
    const bad = await t.http
      .put(`/api/reading-list/${entry._id}`)
      .set(reader.auth)
      .send({ status: 'done' })
      .expect(400);
    expect(bad.body.errors.status).toBeDefined();
    await t.http.put(`/api/reading-list/${entry._id}`).set(reader.auth).send({}).expect(400);
    await t.http.put('/api/reading-list/abc').set(reader.auth).send({ status: 'reading' }).expect(400);
    await t.http.put(`/api/reading-list/${UNKNOWN_ID}`).set(reader.auth).send({ status: 'reading' }).expect(404);
  });

  it("answers 404 (not 403) for another user's entry, administrators included", async () => {
    const book = await createBook(t, admin);
    const entry = (await addToReadingList(t, reader, book._id).expect(201)).body.data;
    for (const intruder of [other, admin]) {
      await t.http
        .put(`/api/reading-list/${entry._id}`)
        .set(intruder.auth)
        .send({ status: 'abandoned' })
        .expect(404, { success: false, message: 'Reading list entry not found' });
      await t.http.delete(`/api/reading-list/${entry._id}`).set(intruder.auth).expect(404);
    }
    const mine = (await t.http.get('/api/reading-list').set(reader.auth).expect(200)).body.data.find(
      (e: { _id: string }) => e._id === entry._id,
    );
    expect(mine.status).toBe('wishlist');
  });

  it('switches an own entry to another edition of its work, never to another work or for another reader', async () => {
    const hard = await createBook(t, admin, { title: 'Salt Roads', format: 'hardcover' });
    const paper = await createBook(t, admin, { title: 'Salt Roads', format: 'paperback' });
    await groupAndWait(t, admin, hard._id, paper._id);
    const entry = (await addToReadingList(t, reader, paper._id, 'reading').expect(201)).body.data;
    const edition = (id: string) => `/api/reading-list/${id}/edition`;

    const switched = await t.http.put(edition(entry._id)).set(reader.auth).send({ book: hard._id }).expect(200);
    expect(switched.body.data).toMatchObject({
      _id: entry._id,
      status: 'reading',
      work: hard._id,
      book: { _id: hard._id, format: 'hardcover' },
    });
    const listed = (await t.http.get('/api/reading-list').set(reader.auth).expect(200)).body.data;
    expect(listed.find((e: { _id: string }) => e._id === entry._id).book._id).toBe(hard._id);

    const another = await createBook(t, admin, { title: 'Another Book' });
    const wrong = await t.http.put(edition(entry._id)).set(reader.auth).send({ book: another._id }).expect(400);
    expect(wrong.body.message).toBe('That edition belongs to another book');
    const missing = await t.http.put(edition(entry._id)).set(reader.auth).send({}).expect(400);
    expect(missing.body.errors.book).toBeDefined();
    await t.http.put(edition(entry._id)).set(reader.auth).send({ book: 'abc' }).expect(400);
    await t.http.put(edition('abc')).set(reader.auth).send({ book: hard._id }).expect(400);
    await t.http
      .put(edition(entry._id))
      .set(reader.auth)
      .send({ book: UNKNOWN_ID })
      .expect(404, { success: false, message: 'Book not found' });
    await t.http.put(edition(UNKNOWN_ID)).set(reader.auth).send({ book: hard._id }).expect(404);
    await t.http.put(edition(entry._id)).send({ book: paper._id }).expect(401);
    for (const intruder of [other, admin])
      await t.http
        .put(edition(entry._id))
        .set(intruder.auth)
        .send({ book: paper._id })
        .expect(404, { success: false, message: 'Reading list entry not found' });
  });

  it('removes an own entry', async () => {
    const book = await createBook(t, admin);
    const entry = (await addToReadingList(t, reader, book._id).expect(201)).body.data;
    await t.http.delete(`/api/reading-list/${entry._id}`).set(reader.auth).expect(200, { success: true, data: null });
    await t.http.delete(`/api/reading-list/${entry._id}`).set(reader.auth).expect(404);
    await t.http.delete('/api/reading-list/abc').set(reader.auth).expect(400);
    // The book can be added again afterwards.
    await addToReadingList(t, reader, book._id).expect(201);
  });
});
