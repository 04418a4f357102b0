import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import {
  confirm,
  entriesOf,
  exportFile,
  GOODREADS,
  importCatalogue,
  type PreviewRow,
  reviewsOf,
  upload,
} from '../../testing/imports';

describe('imports API', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  let books: Record<string, string>;
  const bookDoc = (id: string) => t.http.get(`/api/books/${id}`).then((r) => r.body.data);

  beforeAll(async () => {
    books = await importCatalogue(t, admin);
  });

  describe('a Goodreads library export', () => {
    let reader: TestUser;
    let preview: {
      id: string;
      format: string;
      total: number;
      matched: PreviewRow[];
      ambiguous: PreviewRow[];
      unmatched: PreviewRow[];
    };

    beforeAll(async () => {
      reader = await createUser(t);
      const res = await upload(t, reader, exportFile(GOODREADS), GOODREADS);
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
      expect(await entriesOf(t, reader)).toEqual([]);
      expect(await reviewsOf(t, reader)).toEqual([]);
    });

    it('imports in the background: entries with their dates and own rating, the review, exact aggregates, a report', async () => {
      const done = await confirm(t, reader, preview.id, { '4': books.homeMorrison });
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
          notedRows: [],
        },
      });
      const entries = new Map((await entriesOf(t, reader)).map((e) => [String(e.book), e]));
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

      const [review, ...others] = await reviewsOf(t, reader);
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
        entries: await entriesOf(t, reader),
        reviews: await reviewsOf(t, reader),
        dune: await bookDoc(books.dune),
      };
      const again = (await upload(t, reader, exportFile(GOODREADS)).expect(201)).body.data;
      const done = await confirm(t, reader, again.id, { '4': books.homeMorrison });
      expect(done.report).toMatchObject({ added: 0, updated: 0, skipped: 4, unmatched: 1 });
      expect(await entriesOf(t, reader)).toEqual(before.entries);
      expect(await reviewsOf(t, reader)).toEqual(before.reviews);
      expect(await bookDoc(books.dune)).toEqual(before.dune);
    });

    it('updates what a newer file changed (status, rating, review), keeping the aggregates exact', async () => {
      const newer = exportFile(GOODREADS)
        .toString()
        .replace(
          'Frank Herbert,"Herbert, Frank",,"=""0441172717""","=""9780441172719""",5',
          'Frank Herbert,"Herbert, Frank",,"=""0441172717""","=""9780441172719""",1',
        )
        .replace(',to-read,', ',read,');
      const id = (await upload(t, reader, newer).expect(201)).body.data.id;
      const done = await confirm(t, reader, id, { '4': null });
      expect(done.report).toMatchObject({ added: 0, updated: 2, skipped: 2, unmatched: 1 });
      expect(await bookDoc(books.dune)).toMatchObject({ reviewCount: 2, averageRating: 2 });
      const entries = new Map((await entriesOf(t, reader)).map((e) => [String(e.book), e]));
      expect(entries.get(books.ledger)?.status).toBe('completed');
      expect((await reviewsOf(t, reader))[0]).toMatchObject({ rating: 1 });
    });

    it('keeps imports private and runs each one once', async () => {
      const other = await createUser(t);
      await t.http.get(`/api/imports/${preview.id}`).set(other.auth).expect(404);
      await t.http.post(`/api/imports/${preview.id}/confirm`).set(other.auth).send({}).expect(404);
      const again = await t.http.post(`/api/imports/${preview.id}/confirm`).set(reader.auth).send({});
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, message: 'This import has already been confirmed' });
      await t.http.post('/api/imports').attach('file', exportFile(GOODREADS), GOODREADS).expect(401);
    });

    it('refuses choices for rows that are not ambiguous or books that are not candidates', async () => {
      const id = (await upload(t, reader, exportFile(GOODREADS)).expect(201)).body.data.id;
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
});
