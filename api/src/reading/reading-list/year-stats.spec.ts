import { Types } from 'mongoose';
import { createAuthor, createBook, createGenre } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { goalProgress } from './goal-schedule';
import { calendarDay } from './reading-dates';
import { addToReadingList } from '../../testing/reading-list';

/** "My year" figures against fixed data, computed by hand in the comments. */
describe('year statistics API', () => {
  const { t, admin, reader, other } = setUpApp({ users: { admin: 'admin', reader: 'user', other: 'user' } });
  const ids: Record<string, string> = {};

  /** Adds a book to the reader's list and gives the entry its status and dates. */
  async function read(
    user: TestUser,
    book: string,
    status: string,
    dates: { startedAt?: string; finishedAt?: string } = {},
  ) {
    const entry = (await addToReadingList(t, user, book).expect(201)).body.data;
    await t.http.put(`/api/reading-list/${entry._id}`).set(user.auth).send(dates).expect(200);
    await t.http.put(`/api/reading-list/${entry._id}`).set(user.auth).send({ status }).expect(200);
    return entry._id as string;
  }

  beforeAll(async () => {
    const ann = await createAuthor(t, admin, { name: 'Ann Author' });
    const ben = await createAuthor(t, admin, { name: 'Ben Writer' });
    const fantasy = await createGenre(t, admin, { name: 'Fantasy' });
    const history = await createGenre(t, admin, { name: 'History' });
    const book = async (title: string, author: { _id: string }, pageCount: number | null, genres: { _id: string }[]) =>
      (ids[title] = (
        await createBook(t, admin, { title, author: author._id, pageCount, genres: genres.map((g) => g._id) })
      )._id);

    await book('Alpha', ann, 300, [fantasy]);
    await book('Beta', ann, 120, [fantasy, history]);
    await book('Gamma', ben, 450, [history]);
    await book('Delta', ben, null, []);
    await book('Epsilon', ann, 999, [fantasy]);
    await book('Zeta', ben, 50, [history]);
    await book('Eta', ben, 10, [history]);

    // Finished in 2025 (listed here out of finish order on purpose).
    await read(reader, ids.Gamma, 'completed', { startedAt: '2025-02-01', finishedAt: '2025-03-02' });
    await read(reader, ids.Delta, 'completed', { finishedAt: '2025-12-31T23:00:00.000Z' });
    await read(reader, ids.Alpha, 'completed', { finishedAt: '2025-01-15' });
    await read(reader, ids.Beta, 'favourite', { finishedAt: '2025-01-20' });
    // Not counted in 2025: finished in 2024, abandoned, still reading.
    await read(reader, ids.Epsilon, 'completed', { finishedAt: '2024-06-01' });
    await read(reader, ids.Zeta, 'abandoned', { finishedAt: '2025-02-01' });
    await read(reader, ids.Eta, 'reading', { startedAt: '2025-04-01' });
    // Another reader's book finished in 2025.
    await read(other, ids.Eta, 'completed', { finishedAt: '2025-05-05' });

    // Ratings the reader gave: reviews of Alpha (5) and Beta (3), an own rating without review on Gamma (4)
    // (written directly: only the import sets it), a review of Eta (1) which was not finished.
    await createReview(t, reader, ids.Alpha, { rating: 5 });
    await createReview(t, reader, ids.Beta, { rating: 3 });
    await createReview(t, reader, ids.Eta, { rating: 1 });
    await createReview(t, other, ids.Gamma, { rating: 1 });
    await t.connection
      .collection('readinglistentries')
      .updateOne({ user: new Types.ObjectId(reader.id), book: new Types.ObjectId(ids.Gamma) }, { $set: { rating: 4 } });
    await t.http.put('/api/goals/2025').set(reader.auth).send({ target: 5 }).expect(200);
  });

  it('requires a signed-in reader and a well-formed year', async () => {
    await t.http.get('/api/reading-list/years/2025').expect(401);
    const bad = await t.http.get('/api/reading-list/years/25').set(reader.auth).expect(400);
    expect(bad.body).toEqual({ success: false, message: 'Year must be a whole year from 1900 to 2100' });
  });

  it("computes the year's figures from the reader's own finished books", async () => {
    const { data } = (await t.http.get('/api/reading-list/years/2025').set(reader.auth).expect(200)).body;
    // Alpha 15 Jan, Beta 20 Jan, Gamma 2 Mar, Delta 31 Dec (no page count).
    expect(data.books.map((b: { title: string }) => b.title)).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
    expect(data.books[0]).toEqual({
      _id: ids.Alpha,
      title: 'Alpha',
      available: true,
      coverImage: '/api/uploads/cover.png',
      author: { _id: expect.any(String), name: 'Ann Author' },
      pageCount: 300,
      finishedAt: '2025-01-15T00:00:00.000Z',
    });
    expect(data.booksFinished).toBe(4);
    expect(data.pagesFinished).toBe(870); // 300 + 120 + 450
    const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, books: 0, pages: 0 }));
    months[0] = { month: 1, books: 2, pages: 420 };
    months[2] = { month: 3, books: 1, pages: 450 };
    months[11] = { month: 12, books: 1, pages: 0 };
    expect(data.months).toEqual(months);
    // Fantasy: Alpha, Beta; History: Beta, Gamma; of 4 books each. A tie is ordered by name.
    expect(
      data.genres.map(({ name, books, share }: { name: string; books: number; share: number }) => [name, books, share]),
    ).toEqual([
      ['Fantasy', 2, 0.5],
      ['History', 2, 0.5],
    ]);
    expect(data.averageRating).toBe(4); // (5 + 3 + 4) / 3
    expect(data.ratedBooks).toBe(3);
    expect(data.longestBook).toMatchObject({ title: 'Gamma', pageCount: 450 });
    expect(data.shortestBook).toMatchObject({ title: 'Beta', pageCount: 120 });
    // Ann and Ben both have 2; Ann reached 2 first (Beta, 20 Jan).
    expect(data.topAuthor).toEqual({ _id: expect.any(String), name: 'Ann Author', books: 2 });
    // A past year expects the whole goal.
    expect(data.goal).toMatchObject({
      goal: { year: 2025, target: 5 },
      finished: 4,
      expectedByNow: 5,
      aheadBy: -1,
      percent: 80,
    });
    const thisYear = new Date().getUTCFullYear();
    expect(data.years).toEqual([...new Set([thisYear, 2025, 2024])].sort((a, b) => b - a));
  });

  it("counts the goal's schedule up to the reader's today (timeZone)", async () => {
    // These two zones are 25 hours apart: at any hour at least one of them is not on UTC's date, and with a goal of
    // 1,000 books a day is 2 or 3 books of the schedule.
    const year = new Date().getUTCFullYear();
    const planner = await createUser(t);
    await t.http.put(`/api/goals/${year}`).set(planner.auth).send({ target: 1000 }).expect(200);
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const { goal } = (
        await t.http.get(`/api/reading-list/years/${year}?timeZone=${zone}`).set(planner.auth).expect(200)
      ).body.data;
      expect({ zone, expectedByNow: goal.expectedByNow }).toEqual({
        zone,
        expectedByNow: goalProgress(1000, 0, year, calendarDay(new Date(), zone)).expectedByNow,
      });
    }
    const refused = await t.http
      .get(`/api/reading-list/years/${year}?timeZone=Nowhere/Land`)
      .set(planner.auth)
      .expect(400);
    expect(refused.body.message).toMatch(/Time zone must be a valid IANA time zone/);
  });

  it('is private to the reader', async () => {
    const { data } = (await t.http.get('/api/reading-list/years/2025').set(other.auth).expect(200)).body;
    expect(data.books.map((b: { title: string }) => b.title)).toEqual(['Eta']);
    expect(data).toMatchObject({ booksFinished: 1, pagesFinished: 10, averageRating: null, ratedBooks: 0, goal: null });
  });

  it('says an empty year plainly: zeros and nulls, no goal', async () => {
    const { data } = (await t.http.get('/api/reading-list/years/2019').set(reader.auth).expect(200)).body;
    expect(data).toMatchObject({
      year: 2019,
      booksFinished: 0,
      pagesFinished: 0,
      genres: [],
      averageRating: null,
      ratedBooks: 0,
      longestBook: null,
      shortestBook: null,
      topAuthor: null,
      books: [],
      goal: null,
    });
    expect(data.months.every((m: { books: number; pages: number }) => m.books === 0 && m.pages === 0)).toBe(true);
    expect(data.years).toContain(2019);
  });
});
