import { createBook } from '../../testing/books';
import { createUser, setUpApp, UNKNOWN_ID } from '../../testing/fixtures';
import { createSeries, suggestionQueue } from '../../testing/suggestions';

describe('suggestions of a book for a series ("Suggest for a series")', () => {
  const { t, admin, reader } = setUpApp({ users: { admin: 'admin', reader: 'user' } });
  const suggest = (who: { auth: { Authorization: string } }, body: Record<string, unknown>) =>
    t.http
      .post('/api/suggestions')
      .set(who.auth)
      .send({ kind: 'series', ...body });
  const queue = () => suggestionQueue(t, admin, 'series');
  const approve = (id: string) => t.http.post(`/api/suggestions/${id}/approve`).set(admin.auth).send({});
  const seriesPage = async (id: string) =>
    (await t.http.get(`/api/series/${id}`).expect(200)).body.data.entries.map(
      (e: { position: number; book: { _id: string } }) => [e.position, e.book._id],
    );

  it('reaches the queue once per book, series and position, and approving adds the entry', async () => {
    const first = await createBook(t, admin, { title: 'Leviathan Wakes' });
    const second = await createBook(t, admin, { title: "Caliban's War" });
    const series = await createSeries(t, admin, 'The Expanse', [[first._id, 1]]);
    expect(
      (await suggest(reader, { book: second._id, series: series._id, position: 2 }).expect(200)).body.data,
    ).toEqual({ suggested: 1 });
    expect(
      (await suggest(reader, { book: second._id, series: series._id, position: 2 }).expect(200)).body.data,
    ).toEqual({ suggested: 0 });
    await suggest(await createUser(t), { book: second._id, series: series._id, position: 2 }).expect(200);
    const [suggestion] = await queue();
    expect(suggestion).toMatchObject({
      kind: 'series',
      title: "Caliban's War",
      count: 2,
      seriesEntry: {
        book: { _id: second._id, title: "Caliban's War" },
        series: { _id: series._id, name: 'The Expanse' },
        position: 2,
      },
    });
    await approve(suggestion._id).expect(200, { success: true, data: { linked: 0 } });
    expect(await seriesPage(series._id)).toEqual([
      [1, first._id],
      [2, second._id],
    ]);
    expect(await queue()).toEqual([]);
    await approve(suggestion._id).expect(409);
  });

  it('creates a new series by name on approval', async () => {
    const book = await createBook(t, admin);
    await suggest(reader, { book: book._id, seriesName: 'Broken Earth', position: 1 }).expect(200);
    const [suggestion] = await queue();
    expect(suggestion.seriesEntry.series).toEqual({ _id: null, name: 'Broken Earth' });
    await approve(suggestion._id).expect(200);
    const found = (await t.http.get('/api/series?q=broken').expect(200)).body.data;
    expect(found.map((s: { name: string }) => s.name)).toEqual(['Broken Earth']);
    expect(await seriesPage(found[0]._id)).toEqual([[1, book._id]]);
  });

  it('refuses an approval whose position or book is taken in the series meanwhile (409), keeping it open', async () => {
    const [a, b] = [await createBook(t, admin), await createBook(t, admin)];
    const series = await createSeries(t, admin, 'Taken Saga', [[a._id, 1]]);
    await suggest(reader, { book: b._id, series: series._id, position: 1 }).expect(200);
    await suggest(reader, { book: a._id, series: series._id, position: 3 }).expect(200);
    const [samePosition, sameBook] = (await queue()).sort(
      (x: { seriesEntry: { position: number } }, y: { seriesEntry: { position: number } }) =>
        x.seriesEntry.position - y.seriesEntry.position,
    );
    expect((await approve(samePosition._id).expect(409)).body.message).toBe(
      'Book 1 of Taken Saga is another book already',
    );
    expect((await approve(sameBook._id).expect(409)).body.message).toBe('This book is already Book 1 of Taken Saga');
    expect(await queue()).toHaveLength(2);
    for (const s of await queue()) await t.http.post(`/api/suggestions/${s._id}/dismiss`).set(admin.auth).expect(200);
  });

  it('validates: a series or a name, a positive position, a book and series that exist and the reader can see', async () => {
    const book = await createBook(t, admin);
    const draft = await createBook(t, admin, { status: 'draft' });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ book: book._id, position: 1 }, 400, 'Choose a series or name a new one'],
      [{ book: book._id, seriesName: 'X' }, 400, 'Position must be a number'],
      [{ book: book._id, seriesName: 'X', position: 0 }, 400, 'Position must be greater than 0'],
      [{ book: book._id, seriesName: 'x'.repeat(201), position: 1 }, 400, 'Series name must be at most 200 characters'],
      [{ book: book._id, series: UNKNOWN_ID, position: 1 }, 404, 'Series not found'],
      [{ book: draft._id, seriesName: 'X', position: 1 }, 404, 'Book not found'],
      [{ book: UNKNOWN_ID, seriesName: 'X', position: 1 }, 404, 'Book not found'],
    ];
    for (const [body, status, message] of cases) {
      const res = await suggest(reader, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    await t.http
      .post('/api/suggestions')
      .send({ kind: 'series', book: book._id, seriesName: 'X', position: 1 })
      .expect(401);
  });
});
