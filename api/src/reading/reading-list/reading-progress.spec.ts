import { Types } from 'mongoose';
import { Collections } from '../../platform/database/collections';
import { addToReadingList } from '../../testing/reading-list';
import { createBook } from '../../testing/books';
import { UNKNOWN_ID, setUpApp } from '../../testing/fixtures';

describe('reading progress', () => {
  const { t, admin, reader, other, yearly } = setUpApp({
    users: { admin: 'admin', reader: 'user', other: 'user', yearly: 'user' },
  });
  let book: { _id: string };
  let entry: string;

  beforeAll(async () => {
    book = await createBook(t, admin, { title: 'Deadfall', pageCount: 400 });
    entry = (await addToReadingList(t, reader, book._id, 'reading').expect(201)).body.data._id;
  });

  const log = (body: Record<string, unknown>, id = entry, user = reader) =>
    t.http.put(`/api/reading-list/${id}/progress`).set(user.auth).send(body);

  it('has no progress until the reader logs one', async () => {
    const list = await t.http.get('/api/reading-list').set(reader.auth).expect(200);
    expect(list.body.data[0].progress).toBeNull();
  });

  it('logs a page of the edition as a fraction of the book, with a note, shown on the entry', async () => {
    const res = await log({ page: 120, note: 'The storm begins.' }).expect(200);
    expect(res.body.data.progress).toEqual({
      fraction: 0.3,
      page: 120,
      percent: null,
      pageCount: 400,
      note: 'The storm begins.',
      loggedAt: expect.any(String),
    });
    const list = await t.http.get('/api/reading-list').set(reader.auth).expect(200);
    expect(list.body.data[0].progress).toMatchObject({ fraction: 0.3, page: 120 });
  });

  it('logs a percentage instead, replacing the page', async () => {
    const res = await log({ percent: 55 }).expect(200);
    expect(res.body.data.progress).toMatchObject({ fraction: 0.55, page: null, percent: 55, note: '' });
  });

  it('refuses a page past the edition, both a page and a percentage, neither, or a long note', async () => {
    expect((await log({ page: 401 }).expect(400)).body.message).toBe('This edition has 400 pages');
    await log({ page: 10, percent: 10 }).expect(400);
    expect((await log({}).expect(400)).body.message).toBe('Send a page or a percentage');
    await log({ page: 0 }).expect(400);
    await log({ percent: 101 }).expect(400);
    await log({ page: 1.5 }).expect(400);
    await log({ page: 10, note: 'x'.repeat(501) }).expect(400);
  });

  it('asks for a percentage when the edition has no page count', async () => {
    const unpaged = await createBook(t, admin);
    const id = (await addToReadingList(t, reader, unpaged._id, 'reading').expect(201)).body.data._id;
    const res = await log({ page: 10 }, id).expect(400);
    expect(res.body.message).toBe('This edition has no page count: give a percentage');
    await log({ percent: 10 }, id).expect(200);
  });

  it('is logged on a book the reader is reading, in their own list only', async () => {
    const wished = await createBook(t, admin, { pageCount: 100 });
    const id = (await addToReadingList(t, reader, wished._id).expect(201)).body.data._id;
    expect((await log({ page: 10 }, id).expect(400)).body.message).toBe('Progress is logged on a book you are reading');
    await log({ page: 10 }, entry, other).expect(404);
    await log({ page: 10 }, UNKNOWN_ID).expect(404);
    await t.http.put(`/api/reading-list/${entry}/progress`).send({ page: 1 }).expect(401);
  });

  it("counts on the year page the pages logged that year, a finished book's rest when it is finished, never twice", async () => {
    const year = new Date().getUTCFullYear();
    const pagesRead = async () =>
      (await t.http.get(`/api/reading-list/years/${year}`).set(yearly.auth).expect(200)).body.data.pagesFinished;
    const start = async (pageCount: number) => {
      const book = await createBook(t, admin, { pageCount });
      return (await addToReadingList(t, yearly, book._id, 'reading').expect(201)).body.data._id as string;
    };
    const finish = (id: string) =>
      t.http.put(`/api/reading-list/${id}`).set(yearly.auth).send({ status: 'completed' }).expect(200);

    const first = await start(300);
    await log({ page: 100 }, first, yearly);
    expect(await pagesRead()).toBe(100);
    // Going back over pages already read adds nothing; going past them adds what is new.
    await log({ page: 50 }, first, yearly);
    await log({ percent: 50 }, first, yearly);
    expect(await pagesRead()).toBe(150);
    await finish(first);
    expect(await pagesRead()).toBe(300);
    // A finished book without progress counts whole.
    await finish(await start(200));
    expect(await pagesRead()).toBe(500);
    // Pages logged in an earlier year stay that year's: finishing adds the rest.
    const older = await start(400);
    await t.app
      .get(Collections)
      .readingList.updateOne(
        { _id: new Types.ObjectId(older) },
        { $set: { pagesByMonth: { [`${year - 1}-12`]: 100 }, pagesHighWater: 100 } },
      );
    await finish(older);
    expect(await pagesRead()).toBe(800);
    const months = (await t.http.get(`/api/reading-list/years/${year}`).set(yearly.auth).expect(200)).body.data.months;
    expect(months.reduce((sum: number, m: { pages: number }) => sum + m.pages, 0)).toBe(800);
  });
});
