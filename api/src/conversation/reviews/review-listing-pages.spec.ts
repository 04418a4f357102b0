import { Types } from 'mongoose';
import { createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import { createUser, setUpApp } from '../../testing/fixtures';
import { recordQueries, type QueryShape } from '../../testing/index-coverage';
import { RECENT_WINDOWS_MS } from './review-listing';

const DAY = 24 * 3600 * 1000;
const COUNTS = new Set(['countDocuments', 'estimatedDocumentCount', 'count']);
/** The count commands among those sent. */
const counted = (sent: QueryShape[]) => sent.filter((s) => COUNTS.has(s.op));

/**
 * Pages of the listing: without a count for a "Load more" list (`total=none`), with one for a screen that shows a
 * total, and the site's newest reviews read from the recent ones first.
 */
describe('reviews API: pages of the listing', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  let shapes: QueryShape[];
  let book: string;
  // Newest first, as created.
  const titles = ['R3', 'R2', 'R1', 'R0'];

  beforeAll(async () => {
    book = (await createBook(t, admin))._id;
    for (let i = 0; i < 4; i++) await createReview(t, await createUser(t), book, { title: `R${i}` });
    shapes = recordQueries(t.connection);
  });
  afterAll(() => {
    t.connection.set('debug', false);
  });

  /** The answer to `query` (as `who`) and the commands it sent to the reviews collection. */
  async function list(query: string, who: Record<string, string> = {}) {
    const from = shapes.length;
    const { body } = await t.http.get(`/api/reviews?${query}`).set(who).expect(200);
    const sent = shapes.slice(from).filter((s) => s.collection === 'reviews');
    return { titles: body.data.map((r: { title: string }) => r.title), meta: body.meta, sent };
  }

  it('pages without a count: no total, and hasMore from one more review, exact at the page boundary', async () => {
    for (const [who, base] of [
      [{}, 'total=none&limit=2'],
      [admin.auth, 'total=none&limit=2'],
      [{}, `book=${book}&total=none&limit=2`],
      [admin.auth, 'rating=4&total=none&limit=2'],
    ] as const) {
      const first = await list(`${base}&page=1`, who);
      expect({ base, titles: first.titles, meta: first.meta }).toEqual({
        base,
        titles: titles.slice(0, 2),
        meta: { page: 1, limit: 2, hasMore: true },
      });
      // The last page is full: nothing follows it, which the extra row (absent) tells without a count.
      const last = await list(`${base}&page=2`, who);
      expect({ base, titles: last.titles, meta: last.meta }).toEqual({
        base,
        titles: titles.slice(2),
        meta: { page: 2, limit: 2, hasMore: false },
      });
      expect({ base, counts: counted([...first.sent, ...last.sent]) }).toEqual({ base, counts: [] });
    }
    const past = await list('total=none&limit=2&page=3');
    expect([past.titles, past.meta]).toEqual([[], { page: 3, limit: 2, hasMore: false }]);
    expect(counted(past.sent)).toEqual([]);
  });

  it('counts for a screen that shows a total (the default): told by the last page, counted before it', async () => {
    const first = await list('limit=2', admin.auth);
    expect(first.meta).toEqual({ total: 4, page: 1, limit: 2, hasMore: true });
    expect(counted(first.sent)).toHaveLength(1);
    const last = await list('limit=2&page=2');
    expect([last.titles, last.meta]).toEqual([titles.slice(2), { total: 4, page: 2, limit: 2, hasMore: false }]);
    expect(counted(last.sent)).toEqual([]);
    expect((await list('total=count&limit=3&rating=4')).meta).toEqual({ total: 4, page: 1, limit: 3, hasMore: true });
  });

  it("counts every review a visitor may see as the site's statistics do, without a scan of the reviews", async () => {
    const draft = (await createBook(t, admin))._id;
    const hidden = await createReview(t, await createUser(t), draft, { title: 'Of a draft' });
    await t.http.put(`/api/books/${draft}`).set(admin.auth).send({ status: 'draft' }).expect(200);
    try {
      for (const [who, total] of [
        [{}, 4],
        [admin.auth, 5],
      ] as const) {
        const { meta, sent } = await list('limit=2', who);
        expect({ total, meta, counts: counted(sent).map((s) => s.op) }).toEqual({
          total,
          meta: { total, page: 1, limit: 2, hasMore: true },
          counts: ['estimatedDocumentCount'],
        });
      }
    } finally {
      await t.http.delete(`/api/reviews/${hidden._id}`).set(admin.auth).expect(200);
    }
  });

  it("reads the site's newest reviews from the recent ones first, and every older one when they do not fill the page", async () => {
    // R1 written 20 days ago (in the month's window, not the day's), R0 200 days ago (in none).
    const reviews = t.connection.collection('reviews');
    for (const [title, daysAgo] of [
      ['R1', 20],
      ['R0', 200],
    ] as const)
      await reviews.updateOne({ title }, { $set: { createdAt: new Date(Date.now() - daysAgo * DAY) } });
    const finds = (sent: QueryShape[]) => sent.filter((s) => s.op === 'find');
    const windowOf = (shape: QueryShape) => (shape.filter.createdAt as { $gte?: Date } | undefined)?.$gte;
    /** The titles of page `page` (one review a page), whether more follow, and how far back each read looked. */
    const page = async (page: number) => {
      const { titles, meta, sent } = await list(`total=none&limit=1&page=${page}`, admin.auth);
      const since = finds(sent).map((s) => windowOf(s));
      return { titles, hasMore: meta.hasMore, daysBack: since.map((d) => d && Math.round((Date.now() - +d) / DAY)) };
    };
    expect(RECENT_WINDOWS_MS).toEqual([DAY, 30 * DAY]);
    // Page 1: the day's window holds it and one more, so that one read is the answer.
    expect(await page(1)).toEqual({ titles: ['R3'], hasMore: true, daysBack: [1] });
    // Page 2 (windows twice as far): the days hold R2 only, the month holds R2 and R1.
    expect(await page(2)).toEqual({ titles: ['R2'], hasMore: true, daysBack: [2, 60] });
    // Page 3: no window holds R1 and one more; the read without one finds R0 after it.
    expect(await page(3)).toEqual({ titles: ['R1'], hasMore: true, daysBack: [3, 90, undefined] });
    expect(await page(4)).toEqual({ titles: ['R0'], hasMore: false, daysBack: [4, 120, undefined] });

    // One page of all four, in order, old ones last, and the count of a screen that shows it.
    expect((await list('limit=50')).titles).toEqual(titles);
    expect((await list('limit=3')).meta).toEqual({ total: 4, page: 1, limit: 3, hasMore: true });
    // One reader's reviews and one book's are few: read at once, without a window.
    const mine = await list(`book=${book}&limit=1&total=none`);
    expect([mine.titles, finds(mine.sent).map((s) => !!windowOf(s))]).toEqual([['R3'], [false]]);
    const newest = await reviews.findOne({ title: 'R3' });
    const theirs = await list(`user=${String(newest!.user)}&limit=1`);
    expect([theirs.titles, finds(theirs.sent).map((s) => !!windowOf(s))]).toEqual([['R3'], [false]]);
    expect(newest!.book).toEqual(new Types.ObjectId(book));
  });
});

describe("readers API: a reader's reviews, a page at a time", () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  let shapes: QueryShape[];
  beforeAll(() => {
    shapes = recordQueries(t.connection);
  });
  afterAll(() => {
    t.connection.set('debug', false);
  });

  it('pages a reader\'s reviews (their profile\'s "Load more") without a count when asked, as the listing does', async () => {
    const reader = await createUser(t);
    for (const title of ['Q0', 'Q1', 'Q2']) await createReview(t, reader, (await createBook(t, admin))._id, { title });
    const readerPage = async (query: string) => {
      const from = shapes.length;
      const { body } = await t.http.get(`/api/readers/${reader.username}/reviews?${query}`).expect(200);
      const sent = shapes.slice(from).filter((s) => s.collection === 'reviews');
      return { titles: body.data.map((r: { title: string }) => r.title), meta: body.meta, counts: counted(sent) };
    };
    expect(await readerPage('total=none&limit=2')).toEqual({
      titles: ['Q2', 'Q1'],
      meta: { page: 1, limit: 2, hasMore: true },
      counts: [],
    });
    expect(await readerPage('total=none&limit=2&page=2')).toEqual({
      titles: ['Q0'],
      meta: { page: 2, limit: 2, hasMore: false },
      counts: [],
    });
    const counting = await readerPage('limit=2');
    expect([counting.meta, counting.counts.length]).toEqual([{ total: 3, page: 1, limit: 2, hasMore: true }, 1]);
    await t.http.get(`/api/readers/${reader.username}/reviews?total=all`).expect(400);
  });
});
