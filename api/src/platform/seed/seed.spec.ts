import { isValidIsbn } from '@book/rules';
import bcrypt from 'bcryptjs';
import { setUpApp } from '../../testing/fixtures';
import { READING_STATUSES } from '../../reading/reading-list/reading-list-entry.schema';
import { seedDemoData } from './seed';
import { Collections } from '../database/collections';

const COLLECTIONS = ['users', 'authors', 'genres', 'books', 'reviews', 'readinglistentries'];

describe('seedDemoData', () => {
  const { t } = setUpApp();

  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(
        COLLECTIONS.map(async (c) => [c, await t.connection.collection(c).find().sort({ _id: 1 }).toArray()]),
      ),
    );

  it('seeds an empty database with a consistent demo catalogue, then never again', async () => {
    expect(await seedDemoData(t.app, t.config)).toBe(true);
    const db = (name: string) => t.connection.collection(name);

    const counts = Object.fromEntries(
      await Promise.all(COLLECTIONS.map(async (c) => [c, await db(c).countDocuments()])),
    );
    expect(counts.users).toBe(20);
    expect(counts.authors).toBeGreaterThanOrEqual(15);
    expect(counts.genres).toBeGreaterThanOrEqual(10);
    expect(counts.books).toBeGreaterThanOrEqual(40);
    expect(await db('books').countDocuments({ status: 'published' })).toBeGreaterThanOrEqual(40);
    expect(counts.reviews).toBeGreaterThan(counts.books * 2);

    // Demo accounts.
    const users = t.app.get(Collections).users;
    const admin = await users.findOne({ email: 'admin@example.com' }).select('+passwordHash').lean();
    const reader = await users.findOne({ email: 'user@example.com' }).select('+passwordHash').lean();
    expect(admin).toMatchObject({ username: 'admin', role: 'admin' });
    expect(reader).toMatchObject({ username: 'reader', role: 'user' });
    expect(await bcrypt.compare('admin123', admin!.passwordHash)).toBe(true);
    expect(await bcrypt.compare('user123', reader!.passwordHash)).toBe(true);
    // Every account has its look-alike key (the schema's hook), each its own.
    const skeletons = (await db('users').find().toArray()).map((u) => u.usernameSkeleton);
    expect(skeletons.every((k) => typeof k === 'string' && k.length > 0)).toBe(true);
    expect(new Set(skeletons).size).toBe(counts.users);

    // Aggregates equal what the reviews and books say.
    const books = await db('books').find().toArray();
    // Every demo book has a valid ISBN of its own (the import matches on it).
    expect(books.every((b) => typeof b.isbn === 'string' && isValidIsbn(b.isbn))).toBe(true);
    expect(new Set(books.map((b) => b.isbn)).size).toBe(books.length);
    const reviews = await db('reviews').find().toArray();
    // A work's reviews count on every edition of it.
    for (const book of books) {
      const own = reviews.filter((r) => r.work.equals(book.work));
      const mean = own.length ? Math.round((own.reduce((s, r) => s + r.rating, 0) / own.length) * 100) / 100 : 0;
      expect({ title: book.title, reviewCount: book.reviewCount, averageRating: book.averageRating }).toEqual({
        title: book.title,
        reviewCount: own.length,
        averageRating: mean,
      });
    }
    for (const author of await db('authors').find().toArray()) {
      expect(author.bookCount).toBe(books.filter((b) => b.author.equals(author._id)).length);
    }
    // Every book keeps the names of its author and genres (book-names.ts), as the API writes them.
    const names = new Map(
      [...(await db('authors').find().toArray()), ...(await db('genres').find().toArray())].map((d) => [
        String(d._id),
        d.name,
      ]),
    );
    for (const book of books) {
      expect({ authorName: book.authorName, genreRefs: book.genreRefs }).toEqual({
        authorName: names.get(String(book.author)),
        genreRefs: book.genres.map((id: unknown) => ({ _id: id, name: names.get(String(id)) })),
      });
    }
    for (const genre of await db('genres').find().toArray()) {
      expect(genre.bookCount).toBe(
        books.filter((b) => b.genres.some((g: { equals(o: unknown): boolean }) => g.equals(genre._id))).length,
      );
    }

    // One review per (user, work), every rating used, reading lists in all five statuses.
    expect(new Set(reviews.map((r) => `${r.user}:${r.work}`)).size).toBe(reviews.length);
    const distribution = [1, 2, 3, 4, 5].map((n) => reviews.filter((r) => r.rating === n).length);
    expect(distribution.every((n) => n > 0)).toBe(true);
    const readerEntries = await db('readinglistentries').find({ user: reader!._id }).toArray();
    expect(new Set(readerEntries.map((e) => e.status))).toEqual(new Set(READING_STATUSES));
    // Reading dates follow the statuses: finished books have both dates, in order and not in the future; each a
    // calendar day (its UTC midnight), as the API writes them.
    for (const e of await db('readinglistentries').find().toArray()) {
      expect(e.startedAt === null).toBe(e.status === 'wishlist');
      expect(e.finishedAt !== null).toBe(e.status === 'completed' || e.status === 'favourite');
      if (e.finishedAt) expect(e.finishedAt >= e.startedAt && e.finishedAt <= new Date()).toBe(true);
      for (const day of [e.startedAt, e.finishedAt]) if (day) expect(day.toISOString()).toMatch(/T00:00:00\.000Z$/);
    }

    // Distinct generated covers (one per work, its editions sharing it) and avatars exist where the documents point.
    const covers = books.map((b) => b.coverImage as string);
    expect(new Set(covers).size).toBe(new Set(books.map((b) => String(b.work))).size);
    const files = await Promise.all(covers.map(async (url) => String(await t.storedImage(url))));
    expect(new Set(files).size).toBe(new Set(covers).size);
    expect(files[0]).toMatch(/^<svg[^>]+viewBox="0 0 400 600"/);
    for (const author of await db('authors').find().toArray()) {
      expect(author.avatar).toMatch(/^\/api\/uploads\/seed\/avatars\/[a-z0-9-]+\.svg$/);
      expect(await t.storedImage(author.avatar)).not.toBeNull();
    }

    // The demo reader leaves at least ten published books unreviewed and off the reading list.
    const touched = new Set(
      [...reviews.filter((r) => r.user.equals(reader!._id)), ...readerEntries].map((d) => String(d.book)),
    );
    expect(books.filter((b) => b.status === 'published' && !touched.has(String(b._id))).length).toBeGreaterThanOrEqual(
      10,
    );

    // The two demo accounts log in through the API.
    for (const [email, password] of [
      ['admin@example.com', 'admin123'],
      ['user@example.com', 'user123'],
    ]) {
      const login = await t.http.post('/api/auth/login').send({ email, password }).expect(200);
      expect(login.body.data.token).toEqual(expect.any(String));
    }

    // Covers and avatars are served at their URLs as SVG.
    for (const url of [covers[0], covers[covers.length - 1], (await db('authors').findOne())!.avatar]) {
      const res = await t.http.get(url).expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }

    // A second run finds data and changes nothing.
    const before = await snapshot();
    expect(await seedDemoData(t.app, t.config)).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('ships two series of demo books, in reading order, each book saying which one it is', async () => {
    const list = (await t.http.get('/api/series').expect(200)).body.data;
    expect(list.map((s: { name: string }) => s.name)).toEqual(['The Auction House Mysteries', 'The Harbour Trilogy']);
    const harbour = (await t.http.get(`/api/series/${list[1]._id}`).expect(200)).body.data;
    expect(harbour.entries.map((e: { book: { title: string } }) => e.book.title)).toEqual([
      'The Long Dark',
      'Fjord Witness',
      'Cold Harbour',
    ]);
    const second = harbour.entries[1].book._id;
    expect((await t.http.get(`/api/books/${second}/series`).expect(200)).body.data).toEqual([
      { _id: list[1]._id, name: 'The Harbour Trilogy', position: 2 },
    ]);
  });

  it("shows a newcomer a living community: the demo reader's feed, and reviews with likes and comments", async () => {
    const login = await t.http
      .post('/api/auth/login')
      .send({ email: 'user@example.com', password: 'user123' })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.data.token}` };
    const feed = (await t.http.get('/api/feed?limit=50').set(auth).expect(200)).body.data as {
      type: string;
      actor: { username: string };
    }[];
    expect(feed.length).toBeGreaterThan(5);
    expect(new Set(feed.map((i) => i.actor.username)).size).toBeGreaterThanOrEqual(3);
    expect(feed.map((i) => i.type)).toEqual(expect.arrayContaining(['reviewed', 'progress']));
    const profile = (await t.http.get('/api/readers/reader').expect(200)).body.data;
    expect(profile.counts.following).toBeGreaterThanOrEqual(3);

    // Some review has likes and comments, and the comments are there to read.
    const reviews = (await t.http.get('/api/reviews?limit=50&sort=-likeCount').expect(200)).body.data as {
      _id: string;
      likeCount: number;
      commentCount: number;
    }[];
    const talked = reviews.find((r) => r.likeCount > 0 && r.commentCount > 0);
    expect(talked).toBeDefined();
    const comments = await t.http.get(`/api/reviews/${talked!._id}/comments`).expect(200);
    expect(comments.body.data).toHaveLength(talked!.commentCount);
    // The demo reader is told of what others did on their reviews.
    const bell = (await t.http.get('/api/notifications').set(auth).expect(200)).body.data as { type: string }[];
    expect(bell.map((n) => n.type)).toEqual(expect.arrayContaining(['follow', 'like', 'comment']));
  });

  it('has works of several editions, with reviews of different editions counted on each and a reader on one', async () => {
    const db = (name: string) => t.connection.collection(name);
    const books = await db('books').find({ status: 'published' }).toArray();
    const editionsOf = new Map<string, typeof books>();
    for (const b of books) editionsOf.set(String(b.work), [...(editionsOf.get(String(b.work)) ?? []), b]);
    const works = [...editionsOf.values()].filter((editions) => editions.length > 1);
    expect(works.length).toBeGreaterThanOrEqual(2);
    const reader = await db('users').findOne({ username: 'reader' });
    const readerEntries = await db('readinglistentries').find({ user: reader!._id }).toArray();
    expect(readerEntries.some((e) => books.some((b) => b._id.equals(e.book) && !b.workPrimary))).toBe(true);

    const [work] = works.sort((a, b) => b.length - a.length);
    expect(work.length).toBeGreaterThanOrEqual(3);
    expect(new Set(work.map((b) => b.format)).size).toBe(work.length);
    expect(new Set(work.map((b) => b.isbn)).size).toBe(work.length);
    expect(work.filter((b) => b.workPrimary)).toHaveLength(1);
    const reviews = await db('reviews').find({ work: work[0].work }).toArray();
    expect(new Set(reviews.map((r) => String(r.book))).size).toBeGreaterThanOrEqual(2);
    for (const edition of work) {
      const page = (await t.http.get(`/api/books/${String(edition._id)}`).expect(200)).body.data;
      expect(page.reviewCount).toBe(reviews.length);
      const listed = (await t.http.get(`/api/reviews?book=${String(edition._id)}&limit=50`).expect(200)).body.data;
      expect(listed).toHaveLength(reviews.length);
      const others = (await t.http.get(`/api/books/${String(edition._id)}/editions`).expect(200)).body.data;
      expect(others.map((o: { _id: string }) => o._id).sort()).toEqual(
        work
          .filter((b) => !b._id.equals(edition._id))
          .map((b) => String(b._id))
          .sort(),
      );
    }
  });

  it('serves the seeded catalogue through the API', async () => {
    const res = await t.http.get('/api/books?limit=6').expect(200);
    expect(res.body.data).toHaveLength(6);
    expect(res.body.data[0].author).toEqual({ _id: expect.any(String), name: expect.any(String) });
    const ratings = res.body.data.map((b: { averageRating: number }) => b.averageRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const authors = await t.http.get('/api/authors?sort=-bookCount&limit=6').expect(200);
    expect(authors.body.data).toHaveLength(6);
  });
});
