import { Types } from 'mongoose';
import { generatedIsbn } from '../../catalogue/books/isbn';
import { jobWriteOptions } from '../../platform/database/job-write';
import { createUser, setUpApp } from '../../testing/fixtures';
import { GOODREADS_HEADER, goodreadsRow } from '../../testing/goodreads-export';
import { BatchSizer, FIRST_BATCH, MAX_BATCH } from './import-batches';
import { ImportWriter } from './import-writer';
import { ImportsService } from './imports.service';

describe('BatchSizer: batches sized by the database answer time', () => {
  const sizer = (first: number, budgetMs = 500) => Object.assign(new BatchSizer(budgetMs), { size: first });

  it('fits the last pace into the budget, at most doubling or halving per batch', () => {
    expect(sizer(100).next(100, 1000)).toBe(50); // 10 ms a row: 50 rows fit in 500 ms
    expect(sizer(100).next(100, 400)).toBe(125);
    expect(sizer(100).next(100, 10_000)).toBe(50); // far too slow: halved, not cut to 5
    expect(sizer(100).next(100, 1)).toBe(200); // far too fast: doubled
    expect(sizer(100).next(100, 0)).toBe(200); // nothing written
  });

  it('stays between one row and MAX_BATCH', () => {
    expect(new BatchSizer(1).next(1, 60_000)).toBe(1);
    expect(new BatchSizer(60_000).next(MAX_BATCH, 1)).toBe(MAX_BATCH);
  });

  it('keeps shrinking while smaller batches are faster (time per row)', () => {
    const s = new BatchSizer(100);
    expect(s.next(FIRST_BATCH, 1000)).toBe(13);
    expect(s.next(13, 520)).toBe(7);
  });

  it('grows instead once a halved batch was no faster (time per write, as on the embedded database)', () => {
    const s = new BatchSizer(100);
    expect(s.next(FIRST_BATCH, 1000)).toBe(13);
    expect(s.next(13, 990)).toBe(26);
    expect(s.next(26, 1000)).toBe(52); // over the budget, but halving does not help: fewer writes do
  });
});

// A database slower than the connection allows: the socket timeout is 100 ms, and every write into the reviews
// collection (filled with 5,000 reviews) costs the embedded engine more than that. The import's writes wait for it.
describe('an import on a slow database', () => {
  const { t } = setUpApp({ env: { DB_SOCKET_TIMEOUT_MS: '100', IMPORT_BATCH_BUDGET_MS: '1' } });
  const ROWS = 70;
  const bookIds: Types.ObjectId[] = [];

  beforeAll(async () => {
    const db = t.connection.db!;
    const author = new Types.ObjectId();
    await db.collection('authors').insertOne({ _id: author, name: 'Slow Author', biography: '', bookCount: ROWS });
    for (let i = 0; i < ROWS; i++) {
      const _id = new Types.ObjectId();
      bookIds.push(_id);
      await db.collection('books').insertOne({
        _id,
        work: _id,
        workPrimary: true,
        title: `Slow Book ${i}`,
        author,
        authorName: 'Slow Author',
        genres: [],
        genreRefs: [],
        status: 'published',
        isbn: generatedIsbn(9100, i),
        averageRating: 0,
        reviewCount: 0,
        coverImage: '',
      });
    }
    for (let i = 0; i < 5; i++) {
      const filler = Array.from({ length: 1000 }, () => ({
        user: new Types.ObjectId(),
        book: new Types.ObjectId(),
        work: new Types.ObjectId(),
        rating: 3,
        title: 'Filler',
        content: 'Filler',
        createdAt: new Date(),
      }));
      await db.collection('reviews').insertMany(filler, jobWriteOptions(60_000));
    }
  }, 60_000);

  it('completes in several batches instead of failing on its first one', async () => {
    const rows = bookIds.map((_, i) =>
      goodreadsRow(i + 1, {
        title: `Slow Book ${i}`,
        author: 'Slow Author',
        isbn13: generatedIsbn(9100, i),
        rating: 4,
        review: `Review ${i}.`,
        shelf: 'read',
      }),
    );
    const reader = await createUser(t);
    const preview = await t.http
      .post('/api/imports')
      .set(reader.auth)
      .attach('file', Buffer.from([GOODREADS_HEADER, ...rows].join('\n') + '\n'), 'export.csv')
      .expect(201);
    expect(preview.body.data.matched).toHaveLength(ROWS);

    // Records the batches the job writes, then lets them through unchanged.
    const writer = t.app.get(ImportWriter);
    const apply = writer.apply.bind(writer);
    const batches: number[] = [];
    jest.spyOn(writer, 'apply').mockImplementation((user, toWrite, onBatch) =>
      apply(user, toWrite, async (done) => {
        batches.push(done);
        await onBatch?.(done);
      }),
    );

    await t.http.post(`/api/imports/${preview.body.data.id}/confirm`).set(reader.auth).send({}).expect(202);
    await t.app.get(ImportsService).idle();
    const status = await t.http.get(`/api/imports/${preview.body.data.id}`).set(reader.auth).expect(200);

    expect(status.body.data).toMatchObject({
      status: 'done',
      processed: ROWS,
      report: { added: ROWS, updated: 0, skipped: 0, unmatched: 0 },
    });
    // Several batches (rows done after each), the first one FIRST_BATCH rows, sized by the database's answers after it.
    expect(batches.length).toBeGreaterThan(2);
    expect(batches[0]).toBe(FIRST_BATCH);
    expect(batches.at(-1)).toBe(ROWS);
    const reviews = await t.connection.collection('reviews').countDocuments({ user: new Types.ObjectId(reader.id) });
    expect(reviews).toBe(ROWS);
    expect(await t.http.get(`/api/books/${bookIds[0]}`).then((r) => r.body.data)).toMatchObject({
      reviewCount: 1,
      averageRating: 4,
    });

    // The same write without the job's timeout: the database is indeed slower than the connection allows.
    await expect(
      t.connection
        .collection('reviews')
        .insertOne({ user: new Types.ObjectId(), book: new Types.ObjectId(), rating: 1, title: 'x', content: 'x' }),
    ).rejects.toThrow(/timed out/);
  }, 120_000);
});
