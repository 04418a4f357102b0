import { Types } from 'mongoose';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAdmin, createAuthor, createBook, createReview, createUser, type TestUser } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ReviewCascades } from '../reviews/review.cascades';
import type { ParsedRow } from './import-file';
import { ImportWriter } from './import-writer';
import { PREVIEW_TTL_SECONDS } from './import.schema';
import { ImportsService } from './imports.service';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));
const GOODREADS = 'goodreads_library_export.csv';
const STORYGRAPH = 'storygraph_export.csv';

type Row = { row: number; title: string; book?: { _id: string }; candidates?: { _id: string }[]; [k: string]: unknown };

describe('imports API', () => {
  let t: TestApp;
  let admin: TestUser;
  const books: Record<string, string> = {};

  const upload = (user: TestUser, content: Buffer | string, filename = 'export.csv') =>
    t.http.post('/api/imports').set(user.auth).attach('file', Buffer.from(content), filename);

  /** Confirms and waits for the background job, then answers its final status. */
  async function confirm(user: TestUser, id: string, choices?: Record<string, string | null>) {
    const started = await t.http
      .post(`/api/imports/${id}/confirm`)
      .set(user.auth)
      .send(choices ? { choices } : {})
      .expect(202);
    expect(started.body.data).toMatchObject({ id, status: 'running' });
    await t.app.get(ImportsService).idle();
    return (await t.http.get(`/api/imports/${id}`).set(user.auth).expect(200)).body.data;
  }

  const entriesOf = (user: TestUser) =>
    t.connection
      .collection('readinglistentries')
      .find({ user: { $eq: new Types.ObjectId(user.id) } })
      .toArray();
  const reviewsOf = (user: TestUser) =>
    t.connection
      .collection('reviews')
      .find({ user: new Types.ObjectId(user.id) })
      .toArray();
  const bookDoc = (id: string) => t.http.get(`/api/books/${id}`).then((r) => r.body.data);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    const herbert = await createAuthor(t, admin, { name: 'Frank Herbert' });
    const ellison = await createAuthor(t, admin, { name: 'Mara Ellison' });
    const duarte = await createAuthor(t, admin, { name: 'Inês Duarte' });
    const morrison = await createAuthor(t, admin, { name: 'Toni Morrison' });
    const robinson = await createAuthor(t, admin, { name: 'Marilynne Robinson' });
    books.dune = (await createBook(t, admin, { title: 'Dune', author: herbert._id, isbn: '978-0-441-17271-9' }))._id;
    books.ledger = (await createBook(t, admin, { title: 'The Lighthouse Ledger', author: ellison._id }))._id;
    books.cafe = (await createBook(t, admin, { title: 'Café Stories', author: duarte._id }))._id;
    books.homeMorrison = (await createBook(t, admin, { title: 'Home', author: morrison._id }))._id;
    books.homeRobinson = (await createBook(t, admin, { title: 'Home', author: robinson._id }))._id;
    // Another reader's review: the imported one must join it in the book's aggregates.
    await createReview(t, await createUser(t), books.dune, { rating: 3 });
  });
  afterAll(() => t.close());

  describe('a Goodreads library export', () => {
    let reader: TestUser;
    let preview: { id: string; format: string; total: number; matched: Row[]; ambiguous: Row[]; unmatched: Row[] };

    beforeAll(async () => {
      reader = await createUser(t);
      const res = await upload(reader, fixture(GOODREADS), GOODREADS);
      expect(res.status).toBe(201);
      preview = res.body.data;
    });

    it('previews each row with its match (ISBN-10, title with series suffix, diacritics) and writes nothing yet', async () => {
      expect(preview.format).toBe('goodreads');
      expect(preview.total).toBe(5);
      expect(preview.matched.map((r) => [r.row, r.book?._id])).toEqual([
        [1, books.dune],
        [2, books.ledger],
        [3, books.cafe],
      ]);
      expect(preview.matched[0]).toEqual({
        row: 1,
        title: 'Dune (Dune, #1)',
        author: 'Frank Herbert',
        isbn: '9780441172719',
        status: 'favourite',
        rating: 5,
        hasReview: true,
        spoiler: true,
        dateRead: '2023-05-14',
        dateAdded: '2023-01-02',
        year: 1965,
        pages: 688,
        publisher: 'Ace Books',
        book: {
          _id: books.dune,
          title: 'Dune',
          author: 'Frank Herbert',
          coverImage: '/api/uploads/cover.png',
          isbn: '9780441172719',
        },
      });
      expect(preview.matched[1]).toMatchObject({ status: 'wishlist', hasReview: false });
      expect(preview.matched[1]).not.toHaveProperty('rating');
      expect(preview.matched[1]).not.toHaveProperty('isbn');
      expect(preview.matched[2]).toMatchObject({ status: 'reading', rating: 4 });
      expect(preview.ambiguous).toHaveLength(1);
      expect(preview.ambiguous[0].candidates?.map((b) => b._id).sort()).toEqual(
        [books.homeMorrison, books.homeRobinson].sort(),
      );
      expect(preview.unmatched).toEqual([
        expect.objectContaining({
          row: 5,
          title: 'An Unknown Book',
          status: 'abandoned',
          isbn: '9780306406157',
          year: 1999,
          pages: 123,
          publisher: 'Nowhere Press',
        }),
      ]);
      expect(await entriesOf(reader)).toEqual([]);
      expect(await reviewsOf(reader)).toEqual([]);
    });

    it('imports in the background: entries with their dates and own rating, the review, exact aggregates, a report', async () => {
      const done = await confirm(reader, preview.id, { '4': books.homeMorrison });
      expect(done).toEqual({
        id: preview.id,
        status: 'done',
        processed: 5,
        total: 5,
        report: {
          added: 4,
          updated: 0,
          skipped: 0,
          unmatched: 1,
          unmatchedRows: [expect.objectContaining({ row: 5, title: 'An Unknown Book' })],
          skippedRows: [],
        },
      });
      const entries = new Map((await entriesOf(reader)).map((e) => [String(e.book), e]));
      expect(entries.size).toBe(4);
      expect(entries.get(books.dune)).toMatchObject({
        status: 'favourite',
        finishedAt: new Date('2023-05-14'),
        createdAt: new Date('2023-01-02'),
        rating: null,
      });
      expect(entries.get(books.ledger)).toMatchObject({
        status: 'wishlist',
        finishedAt: null,
        createdAt: new Date('2024-02-10'),
      });
      expect(entries.get(books.cafe)).toMatchObject({ status: 'reading', rating: 4 });
      expect(entries.get(books.homeMorrison)).toMatchObject({
        status: 'completed',
        rating: 3,
        finishedAt: new Date('2021-03-01'),
      });

      const [review, ...others] = await reviewsOf(reader);
      expect(others).toEqual([]);
      expect(review).toMatchObject({
        rating: 5,
        spoiler: true,
        title: 'The spice must flow.',
        content:
          'The spice must flow. Paul\'s journey, told "slowly", pays off.\n\nSecond paragraph,\nwith a line break.\nAnd a real newline.',
      });
      expect(await bookDoc(books.dune)).toMatchObject({ reviewCount: 2, averageRating: 4 });
      // The reader's list shows the imported books through the usual endpoint.
      const list = await t.http.get('/api/reading-list').set(reader.auth).expect(200);
      expect(list.body.data).toHaveLength(4);
    });

    it('downloads the report as a CSV attachment', async () => {
      const res = await t.http.get(`/api/imports/${preview.id}/report.csv`).set(reader.auth).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="import-report-${preview.id}.csv"`);
      const lines = res.text.trim().split('\n');
      expect(lines[0]).toBe('Row,Title,Author,ISBN,Status,Outcome,Reason');
      expect(lines).toContain('1,"Dune (Dune, #1)",Frank Herbert,9780441172719,favourite,added,');
      expect(lines).toContain('5,An Unknown Book,Nobody Known,9780306406157,abandoned,unmatched,');
    });

    it('changes nothing when the same file is imported again', async () => {
      const before = {
        entries: await entriesOf(reader),
        reviews: await reviewsOf(reader),
        dune: await bookDoc(books.dune),
      };
      const again = (await upload(reader, fixture(GOODREADS)).expect(201)).body.data;
      const done = await confirm(reader, again.id, { '4': books.homeMorrison });
      expect(done.report).toMatchObject({ added: 0, updated: 0, skipped: 4, unmatched: 1 });
      expect(await entriesOf(reader)).toEqual(before.entries);
      expect(await reviewsOf(reader)).toEqual(before.reviews);
      expect(await bookDoc(books.dune)).toEqual(before.dune);
    });

    it('updates what a newer file changed (status, rating, review), keeping the aggregates exact', async () => {
      const newer = fixture(GOODREADS)
        .toString()
        .replace(
          'Frank Herbert,"Herbert, Frank",,"=""0441172717""","=""9780441172719""",5',
          'Frank Herbert,"Herbert, Frank",,"=""0441172717""","=""9780441172719""",1',
        )
        .replace(',to-read,', ',read,');
      const id = (await upload(reader, newer).expect(201)).body.data.id;
      const done = await confirm(reader, id, { '4': null });
      expect(done.report).toMatchObject({ added: 0, updated: 2, skipped: 2, unmatched: 1 });
      expect(await bookDoc(books.dune)).toMatchObject({ reviewCount: 2, averageRating: 2 });
      const entries = new Map((await entriesOf(reader)).map((e) => [String(e.book), e]));
      expect(entries.get(books.ledger)?.status).toBe('completed');
      expect((await reviewsOf(reader))[0]).toMatchObject({ rating: 1 });
    });

    it('keeps imports private and runs each one once', async () => {
      const other = await createUser(t);
      await t.http.get(`/api/imports/${preview.id}`).set(other.auth).expect(404);
      await t.http.post(`/api/imports/${preview.id}/confirm`).set(other.auth).send({}).expect(404);
      const again = await t.http.post(`/api/imports/${preview.id}/confirm`).set(reader.auth).send({});
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, message: 'This import has already been confirmed' });
      await t.http.post('/api/imports').attach('file', fixture(GOODREADS), GOODREADS).expect(401);
    });

    it('refuses choices for rows that are not ambiguous or books that are not candidates', async () => {
      const id = (await upload(reader, fixture(GOODREADS)).expect(201)).body.data.id;
      const notAmbiguous = await t.http
        .post(`/api/imports/${id}/confirm`)
        .set(reader.auth)
        .send({ choices: { '1': books.dune } });
      expect(notAmbiguous.status).toBe(400);
      expect(notAmbiguous.body.message).toBe('Row 1 is not an ambiguous row of this import');
      const notCandidate = await t.http
        .post(`/api/imports/${id}/confirm`)
        .set(reader.auth)
        .send({ choices: { '4': books.dune } });
      expect(notCandidate.status).toBe(400);
      const malformed = await t.http
        .post(`/api/imports/${id}/confirm`)
        .set(reader.auth)
        .send({ choices: { x: 'nope' } });
      expect(malformed.status).toBe(400);
      expect((await t.http.get(`/api/imports/${id}`).set(reader.auth).expect(200)).body.data.status).toBe('preview');
    });
  });

  it('writes a book named twice in one batch once, with the later row applied (one entry, one review)', async () => {
    const reader = await createUser(t);
    const row = (n: number, extra: Partial<ParsedRow>) => ({
      row: {
        row: n,
        title: 'The Lighthouse Ledger',
        author: 'Mara Ellison',
        otherAuthors: [],
        isbns: [],
        status: 'wishlist' as const,
        ...extra,
      },
      book: books.ledger,
    });
    const outcomes = await t.app
      .get(ImportWriter)
      .apply(reader.id, [
        row(1, {}),
        row(2, { status: 'completed', dateRead: '2024-03-01', rating: 4, reviewText: 'Good.' }),
        row(3, { status: 'completed', dateRead: '2024-03-01', rating: 5, reviewText: 'Better on a second read.' }),
      ]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['added', 'updated', 'updated']);
    expect(await entriesOf(reader)).toEqual([
      expect.objectContaining({ status: 'completed', finishedAt: new Date('2024-03-01') }),
    ]);
    expect(await reviewsOf(reader)).toEqual([
      expect.objectContaining({ rating: 5, content: 'Better on a second read.' }),
    ]);
    await t.connection.collection('reviews').deleteMany({ user: new Types.ObjectId(reader.id) });
    await t.app.get(ReviewCascades).ratingsChanged([books.ledger]);
  });

  it('imports a StoryGraph export (BOM, quarter stars, HTML review, did-not-finish, its own ids instead of ISBNs)', async () => {
    const reader = await createUser(t);
    const preview = (await upload(reader, fixture(STORYGRAPH), STORYGRAPH).expect(201)).body.data;
    expect(preview.format).toBe('storygraph');
    expect(preview.matched.map((r: Row) => [r.row, r.book?._id, r.status])).toEqual([
      [1, books.dune, 'favourite'],
      [2, books.ledger, 'abandoned'],
    ]);
    expect(preview.matched[0]).toMatchObject({
      rating: 5,
      dateRead: '2023-05-20',
      dateAdded: '2023-01-02',
      hasReview: true,
    });
    expect(preview.unmatched).toEqual([
      expect.objectContaining({
        row: 3,
        title: 'Unlisted Novel',
        author: 'Ana Author',
        isbn: '9781861972712',
        status: 'wishlist',
      }),
    ]);
    const done = await confirm(reader, preview.id);
    expect(done.report).toMatchObject({ added: 2, updated: 0, skipped: 0, unmatched: 1 });
    expect((await reviewsOf(reader))[0]).toMatchObject({
      rating: 5,
      content: 'Sand, spice & "politics".\n\nWorth it.',
      title: 'Sand, spice & "politics".',
    });
  });

  describe('the catalogue and the clock between preview and confirm', () => {
    const header = fixture(GOODREADS).toString().split('\n')[0];
    /** A Goodreads file of read books by Vera Lind, each rated 4 with a review (matched by title and author). */
    const readBooks = (...titles: string[]) =>
      [
        header,
        ...titles.map(
          (title, i) =>
            `${i + 1},${title},Vera Lind,,,"=""""","=""""",4,0,,,,,,2024/01/05,2024/01/01,,,read,Worth it.,,,1,0`,
        ),
      ].join('\n');
    const importsCollection = () => t.connection.collection('imports');

    it('skips a book unpublished after the preview (no entry, no review) and imports the others; an administrator keeps it', async () => {
      const lind = await createAuthor(t, admin, { name: 'Vera Lind' });
      const hidden = (await createBook(t, admin, { title: 'Hidden Since Preview', author: lind._id }))._id;
      const kept = (await createBook(t, admin, { title: 'Still Published', author: lind._id }))._id;
      const file = readBooks('Hidden Since Preview', 'Still Published');
      const reader = await createUser(t);
      const readerPreview = (await upload(reader, file).expect(201)).body.data;
      const adminPreview = (await upload(admin, file).expect(201)).body.data;
      expect(readerPreview.matched.map((r: Row) => r.book?._id)).toEqual([hidden, kept]);
      await t.http.put(`/api/books/${hidden}`).set(admin.auth).send({ status: 'draft' }).expect(200);

      const done = await confirm(reader, readerPreview.id);
      expect(done.report).toMatchObject({ added: 1, updated: 0, skipped: 1, unmatched: 0 });
      expect((await entriesOf(reader)).map((e) => String(e.book))).toEqual([kept]);
      expect((await reviewsOf(reader)).map((r) => String(r.book))).toEqual([kept]);
      const csv = (await t.http.get(`/api/imports/${readerPreview.id}/report.csv`).set(reader.auth).expect(200)).text;
      expect(csv).toContain('1,Hidden Since Preview,Vera Lind,,completed,skipped');

      expect((await confirm(admin, adminPreview.id)).report).toMatchObject({ added: 2, skipped: 0 });
      expect((await entriesOf(admin)).map((e) => String(e.book)).sort()).toEqual([hidden, kept].sort());
    });

    it('forgets a preview left unconfirmed past its TTL (the database drops it; reads ignore it meanwhile), never a confirmed import', async () => {
      const reader = await createUser(t);
      const expired = (await upload(reader, fixture(STORYGRAPH), STORYGRAPH).expect(201)).body.data.id;
      const fresh = (await upload(reader, fixture(STORYGRAPH), STORYGRAPH).expect(201)).body.data.id;
      const ageBy = (id: string, seconds: number) =>
        importsCollection().updateOne(
          { _id: new Types.ObjectId(id) },
          { $set: { createdAt: new Date(Date.now() - seconds * 1000) } },
        );
      await ageBy(expired, PREVIEW_TTL_SECONDS + 1);
      await ageBy(fresh, PREVIEW_TTL_SECONDS - 60);

      const refused = await t.http.post(`/api/imports/${expired}/confirm`).set(reader.auth).send({});
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ success: false, message: 'Import not found' });
      await t.http.get(`/api/imports/${expired}`).set(reader.auth).expect(404);
      expect((await confirm(reader, fresh)).status).toBe('done');

      // A confirmed import stays, however old: the index deletes only previews.
      await ageBy(fresh, PREVIEW_TTL_SECONDS * 10);
      expect((await t.http.get(`/api/imports/${fresh}`).set(reader.auth).expect(200)).body.data.status).toBe('done');
      expect(await importsCollection().indexes()).toContainEqual(
        expect.objectContaining({
          name: 'imports_preview_expiry',
          key: { createdAt: 1 },
          expireAfterSeconds: PREVIEW_TTL_SECONDS,
          partialFilterExpression: { status: 'preview' },
        }),
      );
    });
  });

  describe('bad files: a clear 400 and nothing written', () => {
    let reader: TestUser;
    beforeAll(async () => {
      reader = await createUser(t);
    });
    afterEach(async () => {
      expect(await t.connection.collection('imports').countDocuments({ user: new Types.ObjectId(reader.id) })).toBe(0);
    });

    const expect400 = async (content: Buffer | string, message: string | RegExp) => {
      const res = await upload(reader, content);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(message);
    };

    it('not a CSV', () =>
      expect400(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
        'The file is not a CSV file',
      ));
    it('unknown headers, naming the expected formats', () =>
      expect400(
        'Name,Score\nA,1\n',
        /^Unknown columns: expected a Goodreads library export .* or a StoryGraph export/,
      ));
    it('a broken quote, naming the row', () => {
      // Row 1 spans two lines (a newline in its review): the row number counts rows, not lines.
      return expect400(
        fixture(GOODREADS).toString().replace('100002,Cafe Stories', '100002,"Cafe Stories'),
        /quote .* on row 3$/,
      );
    });
    it('more than 20,000 rows', () => {
      const header = fixture(GOODREADS).toString().split('\n')[0];
      const row = '1,T,A,"A, B",,"=""""","=""""",0,0,,,,,,,,,,to-read,,,,0,0\n';
      return expect400(header + '\n' + row.repeat(20_001), 'The file has more than 20,000 rows');
    });
    it('no file', async () => {
      const res = await t.http.post('/api/imports').set(reader.auth).field('other', 'x');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Send one CSV file in the "file" field');
    });
    it('over 10 MB: 413 with a message', async () => {
      const res = await upload(reader, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: 'The file must be at most 10 MB' });
    });
  });
});

describe('import rate limit (UPLOAD_RATE_LIMIT=2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  // Each preview stores the file's rows: a user sending files in a loop would fill the database.
  it('answers 429 to the 3rd file of one user within a minute, before reading it, and counts each user apart', async () => {
    const upload = (user: TestUser) =>
      t.http.post('/api/imports').set(user.auth).attach('file', fixture(GOODREADS), GOODREADS);
    const user = await createUser(t);
    await upload(user).expect(201);
    await upload(user).expect(201);
    const res = await upload(user).expect(429);
    expect(res.body).toEqual({ success: false, message: 'Too many uploads, please try again later' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await upload(await createUser(t)).expect(201);
  });
});
