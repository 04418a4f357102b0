import { Types } from 'mongoose';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImportsService } from '../reading/imports/imports.service';
import { createAuthor, createBook } from './books';
import { createReview } from './reviews';
import { createUser, type Created, type TestUser } from './fixtures';
import { GOODREADS_HEADER } from './goodreads-export';
import type { TestApp } from './test-app';
import { ImportWriter, type AppliedOutcome } from '../reading/imports/import-writer';

/*
 * Builders for the tests of importing a reader's export: the files of api/src/reading/imports/fixtures/, the catalogue they
 * are matched against, and the calls a reader makes (send a file, confirm its preview).
 */

/** The bytes of an export kept in api/src/reading/imports/fixtures/. */
export const exportFile = (name: string) => readFileSync(join(__dirname, '..', 'reading', 'imports', 'fixtures', name));
export const GOODREADS = 'goodreads_library_export.csv';
export const STORYGRAPH = 'storygraph_export.csv';

/** A row of a preview, as the API answers it. */
export type PreviewRow = {
  row: number;
  title: string;
  book?: { _id: string };
  candidates?: { _id: string }[];
  [k: string]: unknown;
};

/** Sends a file to POST /imports as `user`: its preview. */
export const upload = (t: TestApp, user: TestUser, content: Buffer | string, filename = 'export.csv') =>
  t.http.post('/api/imports').set(user.auth).attach('file', Buffer.from(content), filename);

/** Confirms and waits for the background job, then answers its final status. */
export async function confirm(t: TestApp, user: TestUser, id: string, choices?: Record<string, string | null>) {
  const started = await t.http
    .post(`/api/imports/${id}/confirm`)
    .set(user.auth)
    .send(choices ? { choices } : {})
    .expect(202);
  expect(started.body.data).toMatchObject({ id, status: 'running' });
  await t.app.get(ImportsService).idle();
  return (await t.http.get(`/api/imports/${id}`).set(user.auth).expect(200)).body.data;
}

/** The reading-list entries and the reviews of `user`, as stored. */
export const entriesOf = (t: TestApp, user: TestUser) =>
  t.connection
    .collection('readinglistentries')
    .find({ user: { $eq: new Types.ObjectId(user.id) } })
    .toArray();
export const reviewsOf = (t: TestApp, user: TestUser) =>
  t.connection
    .collection('reviews')
    .find({ user: new Types.ObjectId(user.id) })
    .toArray();

/**
 * The books the export fixtures name, by key: Dune (by ISBN), a title with a series suffix, one with diacritics, and
 * two books called Home (an ambiguous row). Dune has another reader's review, which an imported one must join.
 */
export async function importCatalogue(t: TestApp, admin: TestUser): Promise<Record<string, string>> {
  const herbert = await createAuthor(t, admin, { name: 'Frank Herbert' });
  const ellison = await createAuthor(t, admin, { name: 'Mara Ellison' });
  const duarte = await createAuthor(t, admin, { name: 'Inês Duarte' });
  const morrison = await createAuthor(t, admin, { name: 'Toni Morrison' });
  const robinson = await createAuthor(t, admin, { name: 'Marilynne Robinson' });
  const books: Record<string, string> = {};
  books.dune = (await createBook(t, admin, { title: 'Dune', author: herbert._id, isbn: '978-0-441-17271-9' }))._id;
  books.ledger = (await createBook(t, admin, { title: 'The Lighthouse Ledger', author: ellison._id }))._id;
  books.cafe = (await createBook(t, admin, { title: 'Café Stories', author: duarte._id }))._id;
  books.homeMorrison = (await createBook(t, admin, { title: 'Home', author: morrison._id }))._id;
  books.homeRobinson = (await createBook(t, admin, { title: 'Home', author: robinson._id }))._id;
  await createReview(t, await createUser(t), books.dune, { rating: 3 });
  return books;
}

/** A Goodreads library export of `rows` under its header line. */
export const goodreadsExport = (rows: string[]) => [GOODREADS_HEADER, ...rows].join('\n');

/** A Goodreads export row (the columns of the real export, most left empty). */
export const goodreadsRow = (o: {
  title: string;
  author: string;
  isbn10?: string;
  isbn13?: string;
  rating?: number;
  review?: string;
  shelf?: string;
  shelves?: string;
}) =>
  `1,"${o.title}",${o.author},,,"=""${o.isbn10 ?? ''}""","=""${o.isbn13 ?? ''}""",${o.rating ?? 0},0,Nowhere Press,Paperback,123,2001,1999,,2020/06/01,"${o.shelves ?? ''}",,${o.shelf ?? 'read'},"${o.review ?? ''}",,,1,0`;

/** Imports one row for this book through the one way rows become entries and reviews (ImportWriter): read, rated 4, reviewed. */
export function importReviewedRow(t: TestApp, user: TestUser, book: Created): Promise<AppliedOutcome[]> {
  const row = {
    row: 1,
    title: book.title as string,
    author: '',
    otherAuthors: [],
    isbns: [],
    status: 'completed' as const,
    rating: 4,
    reviewText: 'Imported thoughts.',
  };
  return t.app
    .get(ImportWriter)
    .apply(user.id, [{ row, book: book._id }])
    .then((rows) => rows.map((r) => r.outcome));
}
