import { createAuthor, createBook } from '../../testing/books';
import { createUser, setUpApp, type TestUser } from '../../testing/fixtures';
import { confirm, entriesOf, goodreadsExport, goodreadsRow, type PreviewRow, upload } from '../../testing/imports';
import { groupAndWait } from '../../testing/merges';

type Preview = { id: string; matched: PreviewRow[]; ambiguous: PreviewRow[]; unmatched: PreviewRow[] };

const STORYGRAPH_HEADER =
  'Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Moods,Pace,' +
  'Character- or Plot-Driven?,Strong Character Development?,Loveable Characters?,Diverse Characters?,Flawed Characters?,' +
  'Star Rating,Review,Content Warnings,Content Warning Description,Tags,Owned?';
const storygraphExport = (rows: { title: string; author: string; isbn: string }[]) =>
  [
    STORYGRAPH_HEADER,
    ...rows.map((r) => `${r.title},${r.author},,${r.isbn},paperback,to-read,2024/03/03,,,0,,,,,,,,,,,,,No`),
  ].join('\n');

const UNKNOWN_ISBN = '9780679783275';

describe('imports of works with several editions', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  const group = (keep: string, add: string) => groupAndWait(t, admin, keep, add);
  /** The editions by key; each work's hardcover, created first, is its primary edition. */
  const books: Record<string, string> = {};

  beforeAll(async () => {
    const marchetti = await createAuthor(t, admin, { name: 'Odile Marchetti' });
    const edition = async (key: string, title: string, body: Record<string, unknown>) => {
      books[key] = (await createBook(t, admin, { title, author: marchetti._id, ...body }))._id;
    };
    // Kept with its ISBN-10; another with its ISBN-13; an edition without one.
    await edition('saltHard', 'The Salt Road', { isbn: '185326041X', format: 'hardcover' });
    await edition('saltPaper', 'The Salt Road', { isbn: '9780140449136', format: 'paperback' });
    await edition('saltEbook', 'The Salt Road', { format: 'ebook' });
    await edition('orchardHard', 'Winter Orchard', { isbn: '9780385490818', format: 'hardcover' });
    await edition('orchardPaper', 'Winter Orchard', { isbn: '9781573225342', format: 'paperback' });
    await group(books.saltHard, books.saltPaper);
    await group(books.saltHard, books.saltEbook);
    await group(books.orchardHard, books.orchardPaper);
  });

  const preview = async (reader: TestUser, file: string, name: string): Promise<Preview> =>
    (await upload(t, reader, file, name).expect(201)).body.data;
  const matches = (p: Preview) => p.matched.map((r) => [r.row, r.book?._id, r.note]);

  it('matches a Goodreads row by ISBN-13 or ISBN-10 to its edition, then by title and author to the work', async () => {
    const reader = await createUser(t);
    const file = goodreadsExport([
      // The ISBN-13 of an edition kept with its ISBN-10.
      goodreadsRow({ title: 'The Salt Road', author: 'Odile Marchetti', isbn13: '9781853260414', shelf: 'to-read' }),
      // The ISBN-10 of an edition kept with its ISBN-13.
      goodreadsRow({ title: 'Winter Orchard', author: 'Odile Marchetti', isbn10: '1573225347', shelf: 'to-read' }),
      goodreadsRow({ title: 'Nothing Like It', author: 'Nobody Known', isbn13: '9780306406157' }),
    ]);
    const p = await preview(reader, file, 'goodreads_library_export.csv');
    expect(matches(p)).toEqual([
      [1, books.saltHard, undefined],
      [2, books.orchardPaper, undefined],
    ]);
    expect(p.ambiguous).toEqual([]);
    expect(p.unmatched.map((r) => r.row)).toEqual([3]);
  });

  it('puts a row whose ISBN names no edition of ours on the work it matches by title, and the report says so', async () => {
    const reader = await createUser(t);
    const file = goodreadsExport([
      // A title that several editions of one work share names that work, not several books.
      goodreadsRow({ title: 'The Salt Road (Salt, #1)', author: 'Odile Marchetti', isbn13: UNKNOWN_ISBN, rating: 4 }),
      goodreadsRow({ title: 'Winter Orchard', author: 'Odile Marchetti', shelf: 'currently-reading' }),
    ]);
    const p = await preview(reader, file, 'goodreads_library_export.csv');
    const note = `Imported as the hardcover edition: we don't have the edition with ISBN ${UNKNOWN_ISBN}`;
    expect(matches(p)).toEqual([
      [1, books.saltHard, note],
      [2, books.orchardHard, undefined],
    ]);
    expect(p.ambiguous).toEqual([]);

    const done = await confirm(t, reader, p.id);
    expect(done.report).toMatchObject({ added: 2, unmatched: 0 });
    expect(done.report.notedRows).toEqual([
      expect.objectContaining({ row: 1, title: 'The Salt Road (Salt, #1)', note }),
    ]);
    const entries = await entriesOf(t, reader);
    expect(entries.map((e) => [String(e.book), String(e.work)]).sort()).toEqual(
      [
        [books.saltHard, books.saltHard],
        [books.orchardHard, books.orchardHard],
      ].sort(),
    );
    const csv = await t.http.get(`/api/imports/${p.id}/report.csv`).set(reader.auth).expect(200);
    expect(csv.text).toContain(note);
  });

  it('matches StoryGraph rows the same way', async () => {
    const reader = await createUser(t);
    const file = storygraphExport([
      { title: 'The Salt Road', author: 'Odile Marchetti', isbn: '9780140449136' },
      { title: 'Winter Orchard', author: 'Odile Marchetti', isbn: '1573225347' },
      { title: 'Winter Orchard', author: 'Odile Marchetti', isbn: UNKNOWN_ISBN },
      { title: 'Nothing Like It', author: 'Nobody Known', isbn: '9780306406157' },
    ]);
    const p = await preview(reader, file, 'storygraph_export.csv');
    expect(matches(p)).toEqual([
      [1, books.saltPaper, undefined],
      [2, books.orchardPaper, undefined],
      [3, books.orchardHard, `Imported as the hardcover edition: we don't have the edition with ISBN ${UNKNOWN_ISBN}`],
    ]);
    expect(p.unmatched.map((r) => r.row)).toEqual([4]);
  });
});
