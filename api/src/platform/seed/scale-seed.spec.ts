import { isValidIsbn } from '@book/rules';
import { bookViewOf } from '../../reading/reading-list/entry-book-summary';
import { entryBook } from '../../testing/reading-list';
import { setUpApp } from '../../testing/fixtures';
import { seedScale } from './scale-seed';

describe('seedScale', () => {
  const { t } = setUpApp();

  it('fills an empty database with n books, ~5 reviews each and reading lists, every aggregate consistent', async () => {
    expect(await seedScale(t.app, 300, 4, t.config.jobWriteTimeoutMs)).toBe(true);
    const db = (name: string) => t.connection.collection(name);
    expect(await db('books').countDocuments()).toBe(300);
    const reviews = await db('reviews').find().toArray();
    expect(reviews.length).toBeGreaterThan(900);
    expect(reviews.length).toBeLessThan(2100);
    expect(new Set(reviews.map((r) => r.rating)).size).toBe(5);

    // Each edition's rating aggregates (its work's reviews), and each author's and genre's counts (every status,
    // published), match the documents.
    const byWork = new Map<string, number[]>();
    for (const r of reviews) byWork.set(String(r.work), [...(byWork.get(String(r.work)) ?? []), r.rating]);
    const books = await db('books').find().toArray();
    expect(books.every((b) => isValidIsbn(b.isbn))).toBe(true);
    expect(new Set(books.map((b) => b.isbn)).size).toBe(books.length);
    // Works of one to five editions, each with one primary edition; one review per reader and work.
    const editionsOf = new Map<string, typeof books>();
    for (const b of books) editionsOf.set(String(b.work), [...(editionsOf.get(String(b.work)) ?? []), b]);
    expect(new Set([...editionsOf.values()].map((e) => e.length))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const editions of editionsOf.values()) expect(editions.filter((e) => e.workPrimary)).toHaveLength(1);
    expect(new Set(reviews.map((r) => `${r.user} ${r.work}`)).size).toBe(reviews.length);
    const reviewed = new Set(reviews.map((r) => String(r.book)));
    for (const b of books) {
      const ratings = byWork.get(String(b.work)) ?? [];
      expect({ id: b._id, reviewCount: b.reviewCount }).toEqual({ id: b._id, reviewCount: ratings.length });
      if (ratings.length) expect(b.averageRating).toBeCloseTo(ratings.reduce((a, n) => a + n, 0) / ratings.length, 2);
      expect(b.ratingHistogram).toEqual([1, 2, 3, 4, 5].map((star) => ratings.filter((r) => r === star).length));
      if (b.status !== 'published') expect(reviewed.has(String(b._id))).toBe(false);
    }
    const counts = (mine: typeof books) => ({
      bookCount: mine.length,
      publishedBookCount: mine.filter((b) => b.status === 'published').length,
    });
    for (const a of await db('authors').find().toArray()) {
      expect({ bookCount: a.bookCount, publishedBookCount: a.publishedBookCount }).toEqual(
        counts(books.filter((b) => String(b.author) === String(a._id))),
      );
    }
    for (const g of await db('genres').find().toArray()) {
      expect({ bookCount: g.bookCount, publishedBookCount: g.publishedBookCount }).toEqual(
        counts(books.filter((b) => b.genres.some((id: unknown) => String(id) === String(g._id)))),
      );
    }
    // Every book keeps the names of its author and genres (book-names.ts), as the API writes them.
    const names = new Map(
      [...(await db('authors').find().toArray()), ...(await db('genres').find().toArray())].map((d) => [
        String(d._id),
        d.name,
      ]),
    );
    for (const b of books) {
      expect({ authorName: b.authorName, genreRefs: b.genreRefs }).toEqual({
        authorName: names.get(String(b.author)),
        genreRefs: b.genres.map((id: unknown) => ({ _id: id, name: names.get(String(id)) })),
      });
    }

    const entries = await db('readinglistentries').find().toArray();
    expect(new Set(entries.map((e) => `${e.user} ${e.work}`)).size).toBe(entries.length);
    const perUser = new Map<string, number>();
    for (const e of entries) perUser.set(String(e.user), (perUser.get(String(e.user)) ?? 0) + 1);
    expect(Math.max(...perUser.values())).toBe(200);
    expect(perUser.size).toBeGreaterThanOrEqual(100);
    // Signing in works with the documented password.
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: 'reader1@example.test', password: 'password123' })
      .expect(200);
    // Every entry keeps its book's summary, as the API shows the book; the list shows the book's card.
    expect(entries.every((e) => e.bookSummary?.title)).toBe(true);
    const list = (
      await t.http
        .get('/api/reading-list')
        .set({ Authorization: `Bearer ${login.body.data.token}` })
        .expect(200)
    ).body.data;
    expect(list).toHaveLength(200);
    for (const { _id, book } of list.slice(0, 5)) {
      // The work and whether the edition stands for it are the book's own, not kept by its entries.
      const {
        ratingHistogram: _histogram,
        work: _work,
        workPrimary: _primary,
        ...shown
      } = (await t.http.get(`/api/books/${book._id}`).expect(200)).body.data;
      expect(book).toEqual(entryBook(shown));
      const stored = entries.find((e) => String(e._id) === _id);
      expect(stored && bookViewOf(stored.book, stored.bookSummary)).toEqual(shown);
    }
    expect(await seedScale(t.app, 300, 4, t.config.jobWriteTimeoutMs)).toBe(false);
  });

  it("makes series of three to five of an author's published books, in order", async () => {
    const series = await t.connection.collection('series').find().toArray();
    expect(series.length).toBeGreaterThan(0);
    const books = new Map((await t.connection.collection('books').find().toArray()).map((b) => [String(b._id), b]));
    for (const s of series) {
      expect(s.entries.length).toBeGreaterThanOrEqual(3);
      expect(s.entries.length).toBeLessThanOrEqual(5);
      expect(s.entries.map((e: { position: number }) => e.position)).toEqual(
        s.entries.map((_: unknown, i: number) => i + 1),
      );
      const authors = new Set(s.entries.map((e: { work: unknown }) => String(books.get(String(e.work))?.author)));
      expect(authors.size).toBe(1);
    }
    const page = (await t.http.get(`/api/series/${series[0]._id}`).expect(200)).body.data;
    expect(page.entries).toHaveLength(series[0].entries.length);
  });

  it('adds clubs, one for about every five readers, of skewed sizes, with schedules and posts, their counts kept', async () => {
    const db = (name: string) => t.connection.collection(name);
    const clubs = await db('clubs').find().toArray();
    const users = await db('users').countDocuments();
    expect(clubs.length).toBe(Math.round(users / 5));
    const members = await db('clubmembers').find().toArray();
    const sizes = clubs.map((c) => members.filter((m) => String(m.club) === String(c._id)).length);
    expect(clubs.map((c) => c.memberCount)).toEqual(sizes);
    expect(members.every((m) => m.state === 'member')).toBe(true);
    const sorted = [...sizes].sort((a, b) => b - a);
    // Skewed: the median club is less than half the largest, the smallest a third of it at most.
    expect(2 * sorted[Math.floor(sorted.length / 2)]).toBeLessThan(sorted[0]);
    expect(3 * sorted[sorted.length - 1]).toBeLessThanOrEqual(sorted[0]);
    expect(sorted[0]).toBeLessThanOrEqual(500);
    expect(clubs.every((c) => members.some((m) => String(m.club) === String(c._id) && m.role === 'owner'))).toBe(true);
    const sections = await db('clubsections').find().toArray();
    const posts = await db('clubposts').find().toArray();
    expect(posts.length).toBeGreaterThan(clubs.length);
    for (const s of sections)
      expect({ section: s._id, postCount: s.postCount }).toEqual({
        section: s._id,
        postCount: posts.filter((p) => String(p.section) === String(s._id)).length,
      });
    // The directory and a thread answer from the seeded data.
    const directory = (await t.http.get('/api/clubs?limit=5').expect(200)).body.data;
    expect(directory[0].memberCount).toBe(sorted[0]);
    const club = clubs.find((c) => c.visibility === 'public' && c.currentBook)!;
    const section = sections.find((s) => String(s.club) === String(club._id))!;
    const thread = (await t.http.get(`/api/clubs/${club._id}/sections/${section._id}/posts`).expect(200)).body.data;
    expect(thread.waiting).toBe(section.postCount);
  });
});
