import { BadRequestException } from '@nestjs/common';
import { GOODREADS_HEADER } from '../../testing/goodreads-export';
import { parseImportFile, reviewTitleFrom } from './import-file';
import { MAX_CELL_LENGTH, MAX_LIST_ENTRIES, MAX_REVIEW_CELL_LENGTH, reviewText } from './import-formats';
import { authorKey, titleKey } from './match-keys';

const parse = (text: string) => parseImportFile(Buffer.from(text));
const message = async (fn: () => Promise<unknown>) => {
  try {
    await fn();
  } catch (err) {
    return err instanceof BadRequestException ? err.message : `not a 400: ${String(err)}`;
  }
  return 'no error';
};

describe('parseImportFile', () => {
  it('unwraps Goodreads\' ="..." ISBNs, keeps empty ones empty, and maps custom shelves', async () => {
    const { format, rows } = await parse(
      `\ufeff${GOODREADS_HEADER}\n` +
        '1,A,X,,"Y, Z","=""080442957x""","=""""",0,0,,,,,,,,"abandoned",,read,,,,0,0\n' +
        '2,B,X,,,"=""""","=""9780441172719""",0,0,,,,,,,,"favourites, owned",,read,,,,0,0\n' +
        '3,C,X,,,,,0,0,,,,,,,,,,some-custom-shelf,,,,0,0\n',
    );
    expect(format).toBe('goodreads');
    expect(rows.map((r) => [r.isbns, r.status, r.otherAuthors])).toEqual([
      [['080442957X'], 'abandoned', ['Y', 'Z']],
      [['9780441172719'], 'favourite', []],
      [[], null, []],
    ]);
  });

  it('reads StoryGraph dates (the end of a "Dates Read" range) and ignores its own ids in the ISBN column', async () => {
    const header =
      'Title,Authors,Contributors,ISBN/UID,Format,Read Status,Date Added,Last Date Read,Dates Read,Read Count,Star Rating,Review,Tags';
    const { rows } = await parse(`${header}\nT,"A, B",,sg-123,ebook,paused,2024/1/5,,2024/01/01-2024/02/03,1,3.25,,\n`);
    expect(rows[0]).toMatchObject({
      isbns: [],
      status: 'reading',
      dateAdded: '2024-01-05',
      dateRead: '2024-02-03',
      rating: 3,
      author: 'A',
      otherAuthors: ['B'],
    });
  });

  it('keeps the line breaks of a review and drops its other markup', async () => {
    const { rows } = await parse(
      `${GOODREADS_HEADER}\n1,T,X,,,,,5,0,,,,,,,,,,read,"Loved it.<br/>Truly.</p> <p class=""x"">A <b>gem</b> &amp; more.",,,0,0\n`,
    );
    expect(rows[0].reviewText).toBe('Loved it.\nTruly.\n\nA gem & more.');
  });

  // Each cell here took over 7 s with the former patterns (their time grew with the square of the cell); a bound
  // many times what the linear ones need, so that only that kind of growth fails it. (The file's cells are now bounded,
  // so the patterns are tried on longer text directly.)
  it('reads cells crafted to make markup and series patterns backtrack in time that grows with the cell', () => {
    const n = 100_000;
    const start = performance.now();
    const key = titleKey(`a${' '.repeat(n)}b`);
    const texts = [reviewText('<'.repeat(n)), reviewText('</p><p'.repeat(n / 6))];
    expect(performance.now() - start).toBeLessThan(1000);
    expect(key).toBe('a b');
    expect(texts[0]).toHaveLength(n);
  });

  it('refuses a cell longer than its limit or a list of too many names, naming the row and column', async () => {
    const row = (cells: { authors?: string; title?: string; review?: string; shelves?: string }) =>
      `1,"${cells.title ?? 'T'}",X,,"${cells.authors ?? ''}",,,5,0,,,,,,,,"${cells.shelves ?? ''}",,read,"${cells.review ?? ''}",,,0,0`;
    const file = (...rows: string[]) => `${GOODREADS_HEADER}\n${rows.join('\n')}\n`;
    const ok = row({
      title: 't'.repeat(MAX_CELL_LENGTH),
      review: 'r'.repeat(MAX_REVIEW_CELL_LENGTH),
      authors: Array(MAX_LIST_ENTRIES).fill('a').join(','),
    });
    expect((await parse(file(ok))).rows[0].otherAuthors).toHaveLength(MAX_LIST_ENTRIES);
    expect(await message(() => parse(file(ok, row({ title: 't'.repeat(MAX_CELL_LENGTH + 1) }))))).toBe(
      'Row 2, column "Title": at most 1,000 characters',
    );
    expect(await message(() => parse(file(ok, ok, row({ review: 'r'.repeat(MAX_REVIEW_CELL_LENGTH + 1) }))))).toBe(
      'Row 3, column "My Review": at most 20,000 characters',
    );
    expect(await message(() => parse(file(row({ shelves: 'a,'.repeat(MAX_LIST_ENTRIES + 1) }))))).toBe(
      'Row 1, column "Bookshelves": at most 50 names',
    );
    const storygraph = 'Title,Authors,ISBN/UID,Read Status,Star Rating';
    expect(await message(() => parse(`${storygraph}\nT,"${'a,'.repeat(MAX_LIST_ENTRIES + 1)}",,read,\n`))).toBe(
      'Row 1, column "Authors": at most 50 names',
    );
  });

  it('answers 400 with the reason', async () => {
    expect(await message(() => parse(''))).toMatch(/^Unknown columns/);
    expect(await message(() => parse(`${GOODREADS_HEADER}\n`))).toBe('The file has no rows to import');
    expect(await message(() => parse(`${GOODREADS_HEADER}\n1,,X,,,,,0,0,,,,,,,,,,read,,,,0,0\n`))).toBe(
      'Row 1 has no title',
    );
    expect(await message(() => parseImportFile(Buffer.from([0xff, 0xfe, 0x00, 0x41])))).toMatch(
      /^The file is not a CSV file/,
    );
  });
});

describe('match keys and review titles', () => {
  it('ignore case, punctuation, diacritics and a series suffix', () => {
    expect(titleKey('Dune (Dune, #1)')).toBe(titleKey('DUNE'));
    expect(titleKey('The Hobbit, or There and Back Again (Middle-earth #0.5)')).toBe(
      titleKey('the hobbit or there & back again'.replace('&', 'and')),
    );
    expect(titleKey('Café Stories')).toBe(titleKey('Cafe stories!'));
    expect(titleKey('Dune Messiah')).not.toBe(titleKey('Dune'));
    expect(titleKey('Dune  (Dune #1)  ')).toBe('dune');
    expect(titleKey('Dune (Dune #1) and more')).toBe('dune dune 1 and more');
    expect(titleKey('Letters (to a friend)')).toBe('letters to a friend');
    expect(authorKey('J.R.R. Tolkien')).toBe(authorKey('J. R. R. Tolkien'));
    expect(authorKey('Inês Duarte')).toBe(authorKey('ines duarte'));
  });

  it('titles a review with its first sentence, at most 80 characters', () => {
    expect(reviewTitleFrom('Loved it. More later.')).toBe('Loved it.');
    expect(reviewTitleFrom('First line\nsecond line')).toBe('First line');
    const long = reviewTitleFrom('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
