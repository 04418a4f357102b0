import { addToReadingList } from '../../testing/reading-list';
import { bookCard, createAuthor, createBook } from '../../testing/books';
import { expectAdministratorsOnly, setUpApp, UNKNOWN_ID } from '../../testing/fixtures';
import { groupAndWait, mergeAndWait } from '../../testing/merges';

describe('series API', () => {
  const { t, admin, reader } = setUpApp({ users: { admin: 'admin', reader: 'user' } });
  let names = 0;
  const newSeries = (body: Record<string, unknown> = {}) =>
    t.http
      .post('/api/series')
      .set(admin.auth)
      .send({ name: `Series ${++names}`, ...body });
  const entry = (work: string, position: number) => ({ work, position });
  const positionsOf = (data: { entries: { position: number; book: { _id: string } }[] }) =>
    data.entries.map((e) => [e.position, e.book._id]);

  it('lists the works in reading order with their catalogue cards, whatever order they were given in', async () => {
    const [one, two, novella] = [await createBook(t, admin), await createBook(t, admin), await createBook(t, admin)];
    const created = await newSeries({
      name: 'The Expanse',
      description: 'Space opera.',
      entries: [entry(two._id, 2), entry(novella._id, 2.5), entry(one._id, 1)],
    }).expect(201);
    const res = await t.http.get(`/api/series/${created.body.data._id}`).expect(200);
    expect(res.body.data).toMatchObject({ name: 'The Expanse', description: 'Space opera.' });
    expect(positionsOf(res.body.data)).toEqual([
      [1, one._id],
      [2, two._id],
      [2.5, novella._id],
    ]);
    expect(res.body.data.entries[0].book).toEqual(bookCard(one));
    expect(res.body.data.entries[0]).not.toHaveProperty('status');
  });

  it('shows a signed-in reader their reading-list status of each work, and only theirs', async () => {
    const [a, b] = [await createBook(t, admin), await createBook(t, admin)];
    const s = (await newSeries({ entries: [entry(a._id, 1), entry(b._id, 2)] }).expect(201)).body.data;
    await addToReadingList(t, reader, a._id, 'completed').expect(201);
    const mine = await t.http.get(`/api/series/${s._id}`).set(reader.auth).expect(200);
    expect(mine.body.data.entries.map((e: { status?: string }) => e.status ?? null)).toEqual(['completed', null]);
    const theirs = await t.http.get(`/api/series/${s._id}`).set(admin.auth).expect(200);
    expect(theirs.body.data.entries.map((e: { status?: string }) => e.status ?? null)).toEqual([null, null]);
    expect(res(await t.http.get(`/api/series/${s._id}`).expect(200))).toEqual([undefined, undefined]);
  });
  const res = (r: { body: { data: { entries: { status?: string }[] } } }) => r.body.data.entries.map((e) => e.status);

  it('leaves unpublished books out except for administrators', async () => {
    const [shown, draft] = [await createBook(t, admin), await createBook(t, admin, { status: 'draft' })];
    const s = (await newSeries({ entries: [entry(shown._id, 1), entry(draft._id, 2)] }).expect(201)).body.data;
    const anonymous = await t.http.get(`/api/series/${s._id}`).expect(200);
    expect(positionsOf(anonymous.body.data)).toEqual([[1, shown._id]]);
    const asReader = await t.http.get(`/api/series/${s._id}`).set(reader.auth).expect(200);
    expect(positionsOf(asReader.body.data)).toEqual([[1, shown._id]]);
    const asAdmin = await t.http.get(`/api/series/${s._id}`).set(admin.auth).expect(200);
    expect(positionsOf(asAdmin.body.data)).toEqual([
      [1, shown._id],
      [2, draft._id],
    ]);
    expect(asAdmin.body.data.entries[1].bookStatus).toBe('draft');
  });

  it('validates name, description and entries (400 with a message)', async () => {
    const book = await createBook(t, admin);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Series name is required'],
      [{ name: 'x'.repeat(201) }, 'Series name must be at most 200 characters'],
      [{ description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters'],
      [{ entries: [entry(book._id, 0)] }, 'Each position must be greater than 0'],
      [{ entries: [entry(book._id, -1)] }, 'Each position must be greater than 0'],
      [{ entries: [{ work: book._id, position: 'two' }] }, 'Each position must be a number'],
      [{ entries: [entry('nope', 1)] }, 'Each entry must name a book by a valid id'],
      [{ entries: 'all' }, 'Entries must be a list'],
      [{ entries: [entry(UNKNOWN_ID, 1)] }, 'Book not found: each entry must name a book of the catalogue'],
    ];
    for (const [body, message] of cases) {
      const r = await newSeries(body).expect(400);
      expect({ body, message: r.body.message }).toEqual({ body, message });
    }
    const other = await createBook(t, admin);
    const samePosition = await newSeries({ entries: [entry(book._id, 2), entry(other._id, 2)] }).expect(400);
    expect(samePosition.body.message).toBe('Two entries cannot share position 2');
    const sameBook = await newSeries({ entries: [entry(book._id, 1), entry(book._id, 2)] }).expect(400);
    expect(sameBook.body.message).toBe('A book can be in a series only once');
  });

  it('keeps names unique regardless of case (409), 404 for an unknown series, 400 for a malformed id', async () => {
    await newSeries({ name: 'Discworld' }).expect(201);
    const dup = await newSeries({ name: ' DISCWORLD ' }).expect(409);
    expect(dup.body).toEqual({ success: false, message: 'A series with this name already exists' });
    await t.http.get(`/api/series/${UNKNOWN_ID}`).expect(404, { success: false, message: 'Series not found' });
    await t.http.get('/api/series/x').expect(400);
    await t.http.put(`/api/series/${UNKNOWN_ID}`).set(admin.auth).send({ name: 'Zzz' }).expect(404);
    await t.http.delete(`/api/series/${UNKNOWN_ID}`).set(admin.auth).expect(404);
  });

  it('updates only the fields sent; entries replace the whole list (reordered, removed, added)', async () => {
    const [a, b, c] = [await createBook(t, admin), await createBook(t, admin), await createBook(t, admin)];
    const s = (
      await newSeries({ name: 'Earthsea', description: 'Wizards.', entries: [entry(a._id, 1), entry(b._id, 2)] })
    ).body.data;
    const renamed = await t.http
      .put(`/api/series/${s._id}`)
      .set(admin.auth)
      .send({ name: 'Earthsea Cycle' })
      .expect(200);
    expect(renamed.body.data).toMatchObject({ name: 'Earthsea Cycle', description: 'Wizards.' });
    expect(positionsOf(renamed.body.data)).toEqual([
      [1, a._id],
      [2, b._id],
    ]);
    const reordered = await t.http
      .put(`/api/series/${s._id}`)
      .set(admin.auth)
      .send({ entries: [entry(b._id, 1), entry(c._id, 3)] })
      .expect(200);
    expect(positionsOf(reordered.body.data)).toEqual([
      [1, b._id],
      [3, c._id],
    ]);
    await t.http.put(`/api/series/${s._id}`).set(admin.auth).send({ name: null }).expect(400);
  });

  it('lists series by name, searched by q, paged', async () => {
    await newSeries({ name: 'Zebra Chronicles' }).expect(201);
    await newSeries({ name: 'Ánimal Farmers' }).expect(201);
    const found = await t.http.get('/api/series?q=animal').expect(200);
    expect(found.body.data.map((s: { name: string }) => s.name)).toEqual(['Ánimal Farmers']);
    expect(Object.keys(found.body.data[0]).sort()).toEqual(['_id', 'description', 'entryCount', 'name', 'updatedAt']);
    const page = await t.http.get('/api/series?limit=1&page=2').expect(200);
    expect(page.body.meta).toMatchObject({ page: 2, limit: 1, hasMore: true });
    await t.http.get('/api/series?limit=0').expect(400);
  });

  it("answers a book's series with its position, and an author's series", async () => {
    const author = await createAuthor(t, admin);
    const [first, second] = [await createBook(t, admin, { author: author._id }), await createBook(t, admin)];
    const s = (await newSeries({ name: 'Alpha Saga', entries: [entry(first._id, 1), entry(second._id, 2)] })).body.data;
    const other = (await newSeries({ name: 'Beta Omnibus', entries: [entry(second._id, 4)] })).body.data;
    const ofSecond = await t.http.get(`/api/books/${second._id}/series`).expect(200);
    expect(ofSecond.body.data).toEqual([
      { _id: s._id, name: 'Alpha Saga', position: 2 },
      { _id: other._id, name: 'Beta Omnibus', position: 4 },
    ]);
    await t.http.get(`/api/books/${UNKNOWN_ID}/series`).expect(200, { success: true, data: [] });
    const ofAuthor = await t.http.get(`/api/authors/${author._id}/series`).expect(200);
    expect(ofAuthor.body.data.map((x: { name: string }) => x.name)).toEqual(['Alpha Saga']);
    await t.http.get(`/api/authors/${UNKNOWN_ID}/series`).expect(200, { success: true, data: [] });
  });

  it('takes a deleted book out of its series, and deletes a series without its books', async () => {
    const [a, b] = [await createBook(t, admin), await createBook(t, admin)];
    const s = (await newSeries({ entries: [entry(a._id, 1), entry(b._id, 2)] })).body.data;
    await t.http.delete(`/api/books/${a._id}`).set(admin.auth).expect(200);
    const after = await t.http.get(`/api/series/${s._id}`).set(admin.auth).expect(200);
    expect(positionsOf(after.body.data)).toEqual([[2, b._id]]);
    expect((await t.connection.collection('series').findOne({ name: s.name }))?.entries).toHaveLength(1);
    await t.http.delete(`/api/series/${s._id}`).set(admin.auth).expect(200, { success: true, data: null });
    await t.http.get(`/api/series/${s._id}`).expect(404);
    await t.http.get(`/api/books/${b._id}`).expect(200);
  });

  it('points the entries of a merged book at the kept one; a series with both keeps the kept one once', async () => {
    const [keep, dup, other] = [await createBook(t, admin), await createBook(t, admin), await createBook(t, admin)];
    const onlyDup = (await newSeries({ entries: [entry(dup._id, 3)] })).body.data;
    const both = (await newSeries({ entries: [entry(keep._id, 1), entry(dup._id, 2), entry(other._id, 4)] })).body.data;
    await mergeAndWait(t, admin, { kind: 'books', keep: keep._id, merge: dup._id });
    const moved = await t.http.get(`/api/series/${onlyDup._id}`).expect(200);
    expect(positionsOf(moved.body.data)).toEqual([[3, keep._id]]);
    const kept = await t.http.get(`/api/series/${both._id}`).expect(200);
    expect(positionsOf(kept.body.data)).toEqual([
      [1, keep._id],
      [4, other._id],
    ]);
  });

  it("follows works, not editions: grouped works' entries join the kept work; an edition deleted or merged away leaves its work's entry while another edition remains", async () => {
    const [first, second, paperback, ebook] = [
      await createBook(t, admin),
      await createBook(t, admin),
      await createBook(t, admin),
      await createBook(t, admin),
    ];
    const group = (keep: string, add: string) => groupAndWait(t, admin, keep, add);
    const s = (await newSeries({ entries: [entry(first._id, 1), entry(paperback._id, 2)] })).body.data;
    const other = (await newSeries({ entries: [entry(second._id, 7)] })).body.data;
    await group(first._id, paperback._id);
    await group(first._id, ebook._id);
    await group(first._id, second._id);
    // One work now: the series that had two of its works keeps the kept work's entry, the other's moves to it.
    const work = (await t.http.get(`/api/books/${first._id}`).expect(200)).body.data.work;
    const read = async (id: string) =>
      (await t.http.get(`/api/series/${id}`).expect(200)).body.data.entries.map(
        (e: { position: number; work: string }) => [e.position, e.work],
      );
    expect(await read(s._id)).toEqual([[1, work]]);
    expect(await read(other._id)).toEqual([[7, work]]);
    // An edition deleted, or merged into another edition of the work, leaves the work in its series.
    await t.http.delete(`/api/books/${ebook._id}`).set(admin.auth).expect(200);
    await mergeAndWait(t, admin, { kind: 'books', keep: first._id, merge: second._id });
    expect(await read(s._id)).toEqual([[1, work]]);
    expect((await t.http.get(`/api/books/${paperback._id}/series`).expect(200)).body.data).toEqual([
      { _id: s._id, name: s.name, position: 1 },
      { _id: other._id, name: other.name, position: 7 },
    ]);
  });

  it('is admin-only for writes: 401 visitors, 403 users', async () => {
    const s = (await newSeries()).body.data;
    await expectAdministratorsOnly(
      [
        () => t.http.post('/api/series').send({ name: 'New one' }),
        () => t.http.put(`/api/series/${s._id}`).send({ name: 'Changed' }),
        () => t.http.delete(`/api/series/${s._id}`),
      ],
      reader,
    );
  });
});
