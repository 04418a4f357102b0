import { HttpException, type Type } from '@nestjs/common';
import { BOOK_SORT_ORDERS } from '../catalogue/books/book-sorts';
import { BOOK_SORTS, BookQueryDto } from '../catalogue/books/dto/book.dto';
import { createValidationPipe } from '../platform/common/validation';
import { ReviewQueryDto } from '../conversation/reviews/dto/review.dto';
import { measuredBy, REQUESTS, type Subjects } from './request-catalogue';

const id = (n: number) => n.toString(16).padStart(24, '0');
const SUBJECTS: Subjects = {
  book: id(1),
  author: id(2),
  genre: id(3),
  reader: 'reader1',
  readerId: id(4),
  readerEmail: 'reader1@example.test',
  readerReview: id(5),
  review: id(6),
  friendsBook: id(7),
  series: id(8),
  edition: id(9),
  year: 2026,
};

/** The listings that take a sort, each with the query the API validates it by. */
const LISTINGS: Record<string, Type<object>> = { '/api/books': BookQueryDto, '/api/reviews': ReviewQueryDto };
const pipe = createValidationPipe();

/** What the API answers a listing's query with when its validation refuses it (undefined: accepted). */
async function refusal(path: string): Promise<string | undefined> {
  const url = new URL(path, 'http://catalogue.test');
  try {
    await pipe.transform(Object.fromEntries(url.searchParams), { type: 'query', metatype: LISTINGS[url.pathname] });
    return undefined;
  } catch (err) {
    return err instanceof HttpException ? JSON.stringify(err.getResponse()) : String(err);
  }
}

describe('the request catalogue (what the benchmarks measure and the scan budget sends)', () => {
  const paths = REQUESTS.map((r) => r.path(SUBJECTS));

  it("measures the catalogue at scale in every order the API accepts, sorted by the API's own table", () => {
    const scalePaths = measuredBy('scale').map((r) => r.path(SUBJECTS));
    for (const sort of BOOK_SORTS)
      expect({ sort, measured: scalePaths.includes(`/api/books?sort=${sort}`) }).toEqual({
        sort,
        measured: true,
      });
    expect(Object.keys(BOOK_SORT_ORDERS).sort()).toEqual([...BOOK_SORTS].sort());
  });

  it("measures Manage Reviews' site-wide listing at scale, as an administrator reads it", () => {
    expect(measuredBy('scale').filter((r) => r.path(SUBJECTS) === '/api/reviews?limit=50')).toEqual([
      expect.objectContaining({ caller: 'admin' }),
    ]);
  });

  it('holds no listing query that the API refuses', async () => {
    const listings = paths.filter((p) => new URL(p, 'http://catalogue.test').pathname in LISTINGS);
    expect(listings.length).toBeGreaterThan(10);
    for (const path of listings) expect({ path, refused: await refusal(path) }).toEqual({ path, refused: undefined });
    // The check can fail: a sort the API lacks, and a page larger than it serves.
    expect(await refusal('/api/books?sort=-pageCount')).toMatch(/Sort must be one of/);
    expect(await refusal('/api/reviews?limit=501')).toBeDefined();
  });

  it('names each request once, and gives the benchmarks reads only', () => {
    const labels = REQUESTS.map((r) => r.label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    expect(measuredBy('scale').length).toBeGreaterThan(20);
    expect(measuredBy('api').map((r) => r.path(SUBJECTS))).toEqual([
      '/api/books?sort=-averageRating&limit=24',
      `/api/books/${SUBJECTS.book}`,
      `/api/reviews?book=${SUBJECTS.book}&total=none`,
    ]);
    expect([...measuredBy('scale'), ...measuredBy('api')].filter((r) => r.write)).toEqual([]);
    for (const path of paths) expect(path).toMatch(/^\/api\/[^\s]*$/);
  });
});
