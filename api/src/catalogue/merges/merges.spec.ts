import { Types } from 'mongoose';
import { addToReadingList } from '../../testing/reading-list';
import { createAuthor, createBook } from '../../testing/books';
import { createReview } from '../../testing/reviews';
import {
  createUser,
  createUsers,
  expectAdministratorsOnly,
  setUpApp,
  UNKNOWN_ID,
  type TestUser,
} from '../../testing/fixtures';
import { queriesDuring } from '../../testing/index-coverage';
import { groupAndWait, mergeAndWait } from '../../testing/merges';
import { CATALOGUE_JOBS_COLLECTION } from './catalogue-job.schema';
import { CatalogueJobs } from './catalogue-jobs';

type Body = Record<string, unknown>;

describe('merges API', () => {
  const { t, admin, user } = setUpApp({ users: { admin: 'admin', user: 'user' } });

  const preview = (kind: string, keep: string, merge: string) =>
    t.http.get(`/api/merges/preview?kind=${kind}&keep=${keep}&merge=${merge}`).set(admin.auth);
  const merge = (body: Body) => t.http.post('/api/merges').set(admin.auth).send(body);
  const entryOf = async (reader: TestUser, book: string) =>
    (await t.http.get('/api/reading-list').set(reader.auth).expect(200)).body.data.filter(
      (e: { book: { _id: string } }) => e.book._id === book,
    );

  it('is for administrators only', async () => {
    const [a, b] = [await createBook(t, admin), await createBook(t, admin)];
    await expectAdministratorsOnly(
      [
        () => t.http.get(`/api/merges/preview?kind=books&keep=${a._id}&merge=${b._id}`),
        () => t.http.post('/api/merges').send({ kind: 'books', keep: a._id, merge: b._id }),
        () => t.http.get('/api/merges'),
      ],
      user,
    );
  });

  it('refuses the same record twice, an unknown kind, a malformed id (400) and a missing record (404)', async () => {
    const book = await createBook(t, admin);
    const same = await preview('books', book._id, book._id).expect(400);
    expect(same.body.message).toBe('Choose two different records: a record cannot be merged into itself');
    expect((await preview('series', book._id, UNKNOWN_ID).expect(400)).body.message).toBe(
      'Kind must be books or authors',
    );
    expect((await preview('books', 'nope', book._id).expect(400)).body.message).toBe('Keep must be a valid id');
    expect((await preview('books', book._id, UNKNOWN_ID).expect(404)).body.message).toBe('Book not found');
    expect(
      (await preview('authors', UNKNOWN_ID, String(book.author && (book.author as Body)._id)).expect(404)).body.message,
    ).toBe('Author not found');
    const other = await createBook(t, admin);
    const unknownField = await merge({ kind: 'books', keep: book._id, merge: other._id, fields: { colour: 'merge' } });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.message).toBe('Unknown field: colour');
    const badChoice = await merge({ kind: 'books', keep: book._id, merge: other._id, fields: { title: 'both' } });
    expect(badChoice.status).toBe(400);
    // Nothing was merged by the refused requests.
    await t.http.get(`/api/books/${other._id}`).expect(200);
  });

  describe('two records of one book', () => {
    let keep: Body;
    let dup: Body;
    let early: TestUser; // reviewed the kept book, then the duplicate
    let only: TestUser; // reviewed the duplicate only
    let late: TestUser; // reviewed the duplicate, then the kept book
    let archivedOfEarly: string;
    let archivedOfLate: string;
    let movedReview: string;

    beforeAll(async () => {
      keep = await createBook(t, admin, { title: 'The Lantern Keeper' });
      dup = await createBook(t, admin, {
        title: 'The Lantern Keeper (paperback)',
        isbn: '9780306406157',
        coverImage: 'https://images.example.com/lantern.jpg',
      });
      [early, only, late] = await createUsers(t, 3);
      archivedOfEarly = (await createReview(t, early, keep._id as string, { rating: 2, title: 'First go' }))._id;
      await createReview(t, early, dup._id as string, { rating: 5, title: 'Second go' });
      movedReview = (await createReview(t, only, dup._id as string, { rating: 3 }))._id;
      archivedOfLate = (await createReview(t, late, dup._id as string, { rating: 1, title: 'Old take' }))._id;
      await createReview(t, late, keep._id as string, { rating: 4, title: 'New take' });
      await t.http.post(`/api/reviews/${movedReview}/like`).set(late.auth).expect(200);
      await t.http.post(`/api/reviews/${movedReview}/comments`).set(late.auth).send({ body: 'Agreed' }).expect(201);

      // Reading lists: early has the kept book as a wish and finished the duplicate; late is reading the kept book
      // since March and had abandoned the duplicate, started in January; only has the duplicate as a favourite.
      await addToReadingList(t, early, keep._id, 'wishlist').expect(201);
      await addToReadingList(t, early, dup._id, 'completed').expect(201);
      const lateKept = (await addToReadingList(t, late, keep._id, 'reading').expect(201)).body.data._id;
      await t.http.put(`/api/reading-list/${lateKept}`).set(late.auth).send({ startedAt: '2026-03-01' }).expect(200);
      const lateDup = (await addToReadingList(t, late, dup._id, 'reading').expect(201)).body.data._id;
      await t.http
        .put(`/api/reading-list/${lateDup}`)
        .set(late.auth)
        .send({ status: 'abandoned', startedAt: '2026-01-10' })
        .expect(200);
      await addToReadingList(t, only, dup._id, 'favourite').expect(201);
    });

    it('previews every field side by side, what moves, the readers concerned twice and the rules', async () => {
      const res = await preview('books', keep._id as string, dup._id as string).expect(200);
      const data = res.body.data;
      expect(data.kind).toBe('books');
      expect(data.keep).toMatchObject({ _id: keep._id, title: 'The Lantern Keeper', reviewCount: 2 });
      expect(data.merge).toMatchObject({ _id: dup._id, isbn: '9780306406157', reviewCount: 3 });
      const field = (name: string) => data.fields.find((f: { name: string }) => f.name === name);
      expect(field('title')).toEqual({
        name: 'title',
        label: 'Title',
        keep: 'The Lantern Keeper',
        merge: 'The Lantern Keeper (paperback)',
        differs: true,
      });
      expect(field('isbn')).toMatchObject({ keep: null, merge: '9780306406157', differs: true });
      expect(field('status')).toMatchObject({ keep: 'published', merge: 'published', differs: false });
      expect(data.moves).toEqual({
        reviews: 3,
        listEntries: 3,
        likes: 1,
        comments: 1,
        activity: expect.any(Number),
        suggestions: 0,
        reports: 0,
      });
      expect(data.moves.activity).toBeGreaterThan(0);
      const names = (readers: { username: string }[]) => readers.map((r) => r.username).sort();
      expect(names(data.conflicts.reviews)).toEqual([early.username, late.username].sort());
      expect(names(data.conflicts.listEntries)).toEqual([early.username, late.username].sort());
      expect(data.rules.length).toBeGreaterThanOrEqual(3);
      expect(data.rules.join(' ')).toContain('keeps their newer review');
    });

    it('merges: the chosen fields, every review, like, comment and entry on the kept book, its ratings recounted', async () => {
      const res = await mergeAndWait(t, admin, {
        kind: 'books',
        keep: keep._id,
        merge: dup._id,
        fields: { isbn: 'merge', coverImage: 'merge', title: 'keep' },
      });
      // Kept: its title, the duplicate's ISBN and cover; reviews 5 (early, newer), 3 (only) and 4 (late, newer).
      expect(res.body.data).toMatchObject({
        _id: keep._id,
        title: 'The Lantern Keeper',
        isbn: '9780306406157',
        coverImage: 'https://images.example.com/lantern.jpg',
        reviewCount: 3,
        averageRating: 4,
      });
      const reviews = (await t.http.get(`/api/reviews?book=${keep._id}`).expect(200)).body.data;
      expect(reviews.map((r: { title: string }) => r.title).sort()).toEqual(['Good read', 'New take', 'Second go']);
      const moved = reviews.find((r: { _id: string }) => r._id === movedReview);
      expect(moved).toMatchObject({ likeCount: 1, commentCount: 1, book: { _id: keep._id } });
      expect((await t.http.get(`/api/reviews/${movedReview}/comments`).expect(200)).body.data).toHaveLength(1);
      // The archived reviews are in no listing.
      const all = (await t.http.get('/api/reviews?limit=100').expect(200)).body.data.map((r: { _id: string }) => r._id);
      expect(all).not.toContain(archivedOfEarly);
      expect(all).not.toContain(archivedOfLate);
      const byEarly = (await t.http.get(`/api/reviews?user=${early.id}`).expect(200)).body.data;
      expect(byEarly.map((r: { title: string }) => r.title)).toEqual(['Second go']);
      const stored = await t.connection.collection('users').findOne({ _id: new Types.ObjectId(early.id) });
      expect(stored?.reviewCount).toBe(1);
    });

    it('keeps one entry per reader: the status furthest along, favourite kept, the earliest dates', async () => {
      expect(await entryOf(early, dup._id as string)).toEqual([]);
      const [earlyEntry] = await entryOf(early, keep._id as string);
      expect(earlyEntry.status).toBe('completed');
      const [lateEntry] = await entryOf(late, keep._id as string);
      expect(lateEntry).toMatchObject({ status: 'reading' });
      expect(lateEntry.startedAt.slice(0, 10)).toBe('2026-01-10');
      const [onlyEntry] = await entryOf(only, keep._id as string);
      expect(onlyEntry.status).toBe('favourite');
      expect(
        await t.connection
          .collection('readinglistentries')
          .countDocuments({ book: new Types.ObjectId(keep._id as string) }),
      ).toBe(3);
    });

    it('tells each reader whose older review was archived, and gives it back in their export', async () => {
      for (const [reader, archivedId] of [
        [early, archivedOfEarly],
        [late, archivedOfLate],
      ] as const) {
        const notes = (await t.http.get('/api/notifications').set(reader.auth).expect(200)).body.data;
        const told = notes.find((n: { type: string }) => n.type === 'review-archived');
        expect(told).toMatchObject({ actor: null, review: { book: { _id: keep._id, title: 'The Lantern Keeper' } } });
        expect(told.message).toContain('your newer review stays, and the older one is archived');
        const exported = JSON.parse((await t.http.get('/api/users/me/export.json').set(reader.auth).expect(200)).text);
        expect(exported.archivedReviews).toEqual([
          expect.objectContaining({ _id: archivedId, book: expect.objectContaining({ _id: keep._id }) }),
        ]);
        expect(exported.reviews.map((r: { _id: string }) => r._id)).not.toContain(archivedId);
      }
      const notes = (await t.http.get('/api/notifications').set(only.auth).expect(200)).body.data;
      expect(notes.some((n: { type: string }) => n.type === 'review-archived')).toBe(false);
    });

    it("answers the merged book's address with 301 to the kept one, and its writes with 410", async () => {
      const read = await t.http.get(`/api/books/${dup._id}`).expect(301);
      expect(read.headers.location).toBe(`/api/books/${keep._id}`);
      const gone = { success: false, message: 'This book was merged into another', keptId: keep._id };
      expect((await t.http.put(`/api/books/${dup._id}`).set(admin.auth).send({ title: 'X' }).expect(410)).body).toEqual(
        gone,
      );
      expect((await t.http.delete(`/api/books/${dup._id}`).set(admin.auth).expect(410)).body).toEqual(gone);
      const review = await t.http
        .post('/api/reviews')
        .set(user.auth)
        .send({ book: dup._id, rating: 4, title: 'T', content: 'C' })
        .expect(410);
      expect(review.body).toEqual(gone);
      expect((await addToReadingList(t, user, dup._id).expect(410)).body).toEqual(gone);
    });

    it('takes the merged book out of the catalogue, the search, the sitemap and the counts', async () => {
      const search = await t.http.get('/api/books?search=lantern').expect(200);
      expect(search.body.data.map((b: { _id: string }) => b._id)).toEqual([keep._id]);
      const everything = await t.http.get('/api/books?status=all&limit=100').set(admin.auth).expect(200);
      expect(everything.body.data.map((b: { _id: string }) => b._id)).not.toContain(dup._id);
      const sitemap = (await t.http.get('/api/sitemap/books').expect(200)).body.data.map((e: { id: string }) => e.id);
      expect(sitemap).toContain(keep._id);
      expect(sitemap).not.toContain(dup._id);
      const stats = (await t.http.get('/api/stats?counts=all').set(admin.auth).expect(200)).body.data;
      expect(stats.totalBooks).toBe(
        await t.connection.collection('books').countDocuments({ status: { $ne: 'merged' } }),
      );
      const author = (await t.http.get(`/api/authors/${(dup.author as Body)._id}?counts=all`).set(admin.auth)).body
        .data;
      expect(author.bookCount).toBe(0);
    });

    it('refuses to merge a book merged already (409)', async () => {
      const other = await createBook(t, admin);
      expect((await preview('books', other._id, dup._id as string).expect(409)).body.message).toBe(
        'This book was already merged into another',
      );
      await merge({ kind: 'books', keep: dup._id, merge: other._id }).expect(409);
    });

    it('logs who merged what into what, and when, newest first', async () => {
      const log = await t.http.get('/api/merges').set(admin.auth).expect(200);
      expect(log.body.data[0]).toMatchObject({
        kind: 'books',
        keep: { _id: keep._id, name: 'The Lantern Keeper' },
        merge: { _id: dup._id, name: 'The Lantern Keeper (paperback)' },
        by: { _id: admin.id, username: admin.username },
        fieldsFromMerged: ['isbn', 'coverImage'],
      });
      expect(Date.now() - Date.parse(log.body.data[0].createdAt)).toBeLessThan(60_000);
      expect(log.body.meta).toMatchObject({ page: 1, limit: 20 });
    });
  });

  describe('two records of one author', () => {
    it("moves the merged author's books to the kept one, recounted, and answers the old address with 301", async () => {
      const kept = await createAuthor(t, admin, { name: 'Ada Quill' });
      const dupe = await createAuthor(t, admin, { name: 'A. Quill', nationality: 'Irish' });
      const keptBook = await createBook(t, admin, { author: kept._id });
      const movedBook = await createBook(t, admin, { author: dupe._id });
      const reader = await createUser(t);
      await createReview(t, reader, movedBook._id);
      const shown = await preview('authors', kept._id, dupe._id).expect(200);
      expect(shown.body.data.moves).toMatchObject({ books: 1, reviews: 0 });
      expect(shown.body.data.fields.find((f: { name: string }) => f.name === 'nationality')).toMatchObject({
        keep: null,
        merge: 'Irish',
        differs: true,
      });

      const res = await mergeAndWait(t, admin, {
        kind: 'authors',
        keep: kept._id,
        merge: dupe._id,
        fields: { nationality: 'merge' },
      });
      expect(res.body.data).toMatchObject({ _id: kept._id, name: 'Ada Quill', nationality: 'Irish', bookCount: 2 });
      const book = (await t.http.get(`/api/books/${movedBook._id}`).expect(200)).body.data;
      expect(book.author).toEqual({ _id: kept._id, name: 'Ada Quill' });
      const review = (await t.http.get(`/api/reviews?book=${movedBook._id}`).expect(200)).body.data[0];
      expect(review.book.author).toEqual({ _id: kept._id, name: 'Ada Quill' });
      const books = await t.http.get(`/api/books?author=${kept._id}`).expect(200);
      expect(books.body.data.map((b: { _id: string }) => b._id).sort()).toEqual([keptBook._id, movedBook._id].sort());

      const old = await t.http.get(`/api/authors/${dupe._id}`).expect(301);
      expect(old.headers.location).toBe(`/api/authors/${kept._id}`);
      expect(
        (await t.http.put(`/api/authors/${dupe._id}`).set(admin.auth).send({ name: 'X' }).expect(410)).body,
      ).toEqual({
        success: false,
        message: 'This author was merged into another',
        keptId: kept._id,
      });
      await t.http.delete(`/api/authors/${dupe._id}`).set(admin.auth).expect(410);
      const list = (await t.http.get('/api/authors?search=quill').expect(200)).body;
      expect(list.data.map((a: { _id: string }) => a._id)).toEqual([kept._id]);
      expect(list.meta.total).toBe(1);
      const sitemap = (await t.http.get('/api/sitemap/authors').expect(200)).body.data.map((e: { id: string }) => e.id);
      expect(sitemap).not.toContain(dupe._id);
      await preview('authors', kept._id, dupe._id).expect(409);
    });
  });

  describe('scale', () => {
    /** A book with `reviews` reviews and list entries by made-up readers, two of whom have both books: written in bulk. */
    async function reviewedPair(reviews: number): Promise<[string, string]> {
      const [keep, dup] = [await createBook(t, admin), await createBook(t, admin)];
      const [keepId, dupId] = [new Types.ObjectId(keep._id), new Types.ObjectId(dup._id)];
      const readers = Array.from({ length: reviews }, () => new Types.ObjectId());
      const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i));
      // Each book is its own work.
      const review = (user: Types.ObjectId, book: Types.ObjectId, i: number) => ({
        user,
        book,
        work: book,
        rating: 1 + (i % 5),
        title: `Review ${i}`,
        content: 'Bulk.',
        spoiler: false,
        likeCount: 0,
        commentCount: 0,
        createdAt: at(i),
        updatedAt: at(i),
      });
      const entry = (user: Types.ObjectId, book: Types.ObjectId, i: number) => ({
        user,
        book,
        work: book,
        status: 'completed',
        startedAt: null,
        finishedAt: at(i),
        rating: null,
        progress: null,
        createdAt: at(i),
        updatedAt: at(i),
      });
      await t.connection
        .collection('reviews')
        .insertMany([
          ...readers.map((u, i) => review(u, dupId, i)),
          review(readers[0], keepId, reviews + 1),
          review(readers[1], keepId, reviews + 2),
        ]);
      await t.connection
        .collection('readinglistentries')
        .insertMany([
          ...readers.map((u, i) => entry(u, dupId, i)),
          entry(readers[0], keepId, reviews + 1),
          entry(readers[1], keepId, reviews + 2),
        ]);
      return [keep._id, dup._id];
    }

    it('sends the same commands whatever the number of reviews and entries, within the request deadline', async () => {
      const commandsOf = async ([keep, dup]: [string, string]) => {
        let ms = 0;
        const sent = await queriesDuring(t.connection, async () => {
          const started = Date.now();
          await merge({ kind: 'books', keep, merge: dup }).expect(202);
          ms = Date.now() - started;
          await t.app.get(CatalogueJobs).idle();
        });
        // The job's own record is written once per step (and every few seconds while it runs): left out.
        const commands = sent.filter((c) => c.collection !== CATALOGUE_JOBS_COLLECTION);
        return { commands: commands.map((c) => `${c.collection}.${c.op}`).sort(), ms };
      };
      const small = await commandsOf(await reviewedPair(3));
      const large = await commandsOf(await reviewedPair(300));
      expect(large.commands).toEqual(small.commands);
      expect(large.ms).toBeLessThan(1800);
      const [keep] = (await t.http.get('/api/merges?limit=1').set(admin.auth).expect(200)).body.data;
      const kept = (await t.http.get(`/api/books/${keep.keep._id}`).expect(200)).body.data;
      expect(kept.reviewCount).toBe(300);
    }, 30_000);
  });

  it("counts the readers concerned twice by the kept book's work, as the merge settles them", async () => {
    const hard = await createBook(t, admin, { title: 'Glass Harbour', format: 'hardcover' });
    const paper = await createBook(t, admin, { title: 'Glass Harbour', format: 'paperback' });
    await groupAndWait(t, admin, hard._id, paper._id);
    const dup = await createBook(t, admin, { title: 'Glass Harbour (hardcover)' });
    // Both readers have the kept work through its other edition, and the duplicate.
    const [reviewer, lister] = await createUsers(t, 2);
    await createReview(t, reviewer, paper._id, { rating: 2 });
    await createReview(t, reviewer, dup._id, { rating: 5 });
    await addToReadingList(t, lister, paper._id, 'completed').expect(201);
    await addToReadingList(t, lister, dup._id, 'wishlist').expect(201);

    const data = (await preview('books', hard._id, dup._id).expect(200)).body.data;
    expect(data.moves).toMatchObject({ reviews: 1, listEntries: 1 });
    expect(data.conflicts.reviews.map((r: { username: string }) => r.username)).toEqual([reviewer.username]);
    expect(data.conflicts.listEntries.map((r: { username: string }) => r.username)).toEqual([lister.username]);

    await mergeAndWait(t, admin, { kind: 'books', keep: hard._id, merge: dup._id });
    const reviews = (await t.http.get(`/api/reviews?book=${hard._id}`).expect(200)).body.data;
    expect(reviews.map((r: { rating: number }) => r.rating)).toEqual([5]);
    const entries = (await t.http.get('/api/reading-list').set(lister.auth).expect(200)).body.data;
    expect(entries.map((e: { status: string }) => e.status)).toEqual(['completed']);
  });
});
