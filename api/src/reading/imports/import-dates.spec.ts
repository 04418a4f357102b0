import { Types } from 'mongoose';
import { createAuthor, createBook } from '../../testing/books';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import { ImportsService } from './imports.service';
import { addToReadingList } from '../../testing/reading-list';

const HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,' +
  'Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
const row = (
  n: number,
  title: string,
  cells: { rating?: number; dateRead?: string; dateAdded?: string; review?: string },
) =>
  `${n},"${title}",Nadia Ferreira,,,,,${cells.rating ?? 0},0,,,,,,${cells.dateRead ?? ''},${cells.dateAdded ?? ''},,,read,"${cells.review ?? ''}",,,1,0`;

/** Imported rows obey the reading list's date rules (reading-dates.ts): a row that breaks one is skipped, with the reason. */
describe('imported rows and the reading dates', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  let reader: TestUser;
  const books: Record<string, string> = {};

  beforeAll(async () => {
    const author = await createAuthor(t, admin, { name: 'Nadia Ferreira' });
    for (const title of ['Future Read', 'Future Added', 'Early Finish', 'Fine Read'])
      books[title] = (await createBook(t, admin, { title, author: author._id }))._id;
    reader = await createUser(t);
    // An entry the reader started on 1 June 2024: the file's finish of 1 January 2024 would come before it.
    const entry = await addToReadingList(t, reader, books['Early Finish'], 'reading').expect(201);
    await t.http
      .put(`/api/reading-list/${entry.body.data._id}`)
      .set(reader.auth)
      .send({ startedAt: '2024-06-01' })
      .expect(200);
  });

  it("skips a row with a date in the future or a finish before its entry's start, says why, and writes nothing of it", async () => {
    const file = [
      HEADER,
      row(1, 'Future Read', { rating: 5, dateRead: '2999/01/01', review: 'A review from the future.' }),
      row(2, 'Future Added', { dateAdded: '2999/02/02' }),
      row(3, 'Early Finish', { dateRead: '2024/01/01' }),
      row(4, 'Fine Read', { rating: 4, dateRead: '2024/05/01', dateAdded: '2024/04/01', review: 'Worth it.' }),
    ].join('\n');
    const preview = (
      await t.http.post('/api/imports').set(reader.auth).attach('file', Buffer.from(file), 'export.csv').expect(201)
    ).body.data;
    // What a row breaks on its own shows in the preview; the start of an entry is known to the job.
    expect(preview.matched.map((r: { row: number; skipReason?: string }) => [r.row, r.skipReason])).toEqual([
      [1, 'Finish date cannot be in the future'],
      [2, 'Date added cannot be in the future'],
      [3, undefined],
      [4, undefined],
    ]);

    await t.http.post(`/api/imports/${preview.id}/confirm`).set(reader.auth).send({}).expect(202);
    await t.app.get(ImportsService).idle();
    const status = (await t.http.get(`/api/imports/${preview.id}`).set(reader.auth).expect(200)).body.data;
    expect(status.report).toMatchObject({ added: 1, updated: 0, skipped: 3, unmatched: 0 });
    expect(status.report.skippedRows.map((r: { row: number; skipReason: string }) => [r.row, r.skipReason])).toEqual([
      [1, 'Finish date cannot be in the future'],
      [2, 'Date added cannot be in the future'],
      [3, 'Finish date cannot be before the start date'],
    ]);
    const csv = (await t.http.get(`/api/imports/${preview.id}/report.csv`).set(reader.auth).expect(200)).text;
    expect(csv.split('\n')[0]).toBe('Row,Title,Author,ISBN,Status,Outcome,Reason');
    expect(csv).toContain('1,Future Read,Nadia Ferreira,,completed,skipped,Finish date cannot be in the future');

    const user = new Types.ObjectId(reader.id);
    const entries = await t.connection.collection('readinglistentries').find({ user }).toArray();
    const byBook = new Map(entries.map((e) => [String(e.book), e]));
    expect([...byBook.keys()].sort()).toEqual([books['Early Finish'], books['Fine Read']].sort());
    expect(byBook.get(books['Early Finish'])).toMatchObject({
      status: 'reading',
      startedAt: new Date('2024-06-01'),
      finishedAt: null,
    });
    expect(byBook.get(books['Fine Read'])).toMatchObject({
      status: 'completed',
      finishedAt: new Date('2024-05-01'),
      createdAt: new Date('2024-04-01'),
    });
    const reviews = await t.connection.collection('reviews').find({ user }).toArray();
    expect(reviews.map((r) => [String(r.book), r.createdAt])).toEqual([[books['Fine Read'], new Date('2024-05-01')]]);
    // The book of the skipped review keeps no rating from it.
    expect((await t.http.get(`/api/books/${books['Future Read']}`).expect(200)).body.data).toMatchObject({
      reviewCount: 0,
    });
  });
});
