import { trusted, type Model } from 'mongoose';
import { Book, BOOK_STATUSES } from '../../catalogue/books/book.schema';
import { searchKeyPattern, searchPattern } from '../../platform/common/query-helpers';
import type { WithId } from '../../platform/common/find-by-ids';
import { operationTimeOptions } from '../../platform/database/operation-time-limit';
import { USERS_COLLECTION } from '../../accounts/users/user.schema';
import type { Review } from './review.schema';

const DAY_MS = 24 * 3600 * 1000;
/**
 * How far back a newest-first page of the site's reviews looks first, per page number (page 2: twice as far): a day,
 * then a month. A busy site's day fills a page; a quieter site's month does; a site with fewer is small, and its whole
 * listing cheap.
 */
export const RECENT_WINDOWS_MS = [DAY_MS, 30 * DAY_MS] as const;

// Ends with _id so that reviews created in the same millisecond keep a stable order across pages.
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
// A book's reviews by likes, then newest (reviews_of_book_most_liked).
const MOST_LIKED = { likeCount: -1, createdAt: -1, _id: -1 } as const;

export interface ReviewPage {
  rows: WithId<Review>[];
  /** A review follows the page's last: read as one more row than the page, no count needed. */
  hasMore: boolean;
}

/**
 * One page of reviews, newest first or `mostLiked` first (then newest), and whether more follow (limit + 1 rows are
 * read).
 *
 * `recentFirst` (the site's reviews newest first, whose filter matches nearly every review): the embedded engine
 * sorts every review a query matches (about 35 µs each: 0.9 s for 24,000 reviews at 5,000 books), whatever index is
 * declared, while it passes over one that does not match almost for free. So the page is first read among the recent
 * reviews (RECENT_WINDOWS_MS): when a window holds the page and one more, no older review can belong to it (all are
 * older than the window's), and that read is the answer. A window that does not fill the page matched few reviews,
 * so cost little; after the last, the page is read without a window (an old page, a selective filter, a small or
 * quiet site): at most two cheap reads more, never a wrong page. On MongoDB every one of these reads is served by
 * the same (createdAt, _id) indexes as the sort.
 */
export async function readReviewPage(
  reviews: Model<Review>,
  filter: Record<string, unknown>,
  { page, limit, mostLiked, recentFirst }: { page: number; limit: number; mostLiked: boolean; recentFirst: boolean },
): Promise<ReviewPage> {
  const sort = mostLiked ? MOST_LIKED : NEWEST_FIRST;
  const read = (where: Record<string, unknown>) =>
    reviews
      .find(where)
      .sort(sort)
      .skip((page - 1) * limit)
      .limit(limit + 1)
      .lean<WithId<Review>[]>();
  const split = (rows: WithId<Review>[]): ReviewPage => ({ rows: rows.slice(0, limit), hasMore: rows.length > limit });
  const now = Date.now();
  for (const window of recentFirst && !mostLiked ? RECENT_WINDOWS_MS : []) {
    // The date first: the engine tests a filter's fields in order, and most reviews fail it at once.
    const recent = await read({ createdAt: trusted({ $gte: new Date(now - window * page) }), ...filter });
    if (recent.length > limit) return split(recent);
  }
  return split(await read(filter));
}

/** Reviews whose title or content matches, or whose user's username or book's title does (one read per collection). */
export async function reviewSearchFilter(books: Model<Book>, search: string): Promise<Record<string, unknown>[]> {
  const pattern = searchPattern(search);
  const [users, titled] = await Promise.all([
    books.db
      .collection(USERS_COLLECTION)
      .find({ username: pattern }, { projection: { _id: 1 }, ...operationTimeOptions(books.db) })
      .toArray(),
    // Filtered on status too, so that the status-led indexes serve the title match (by its key: searchKey).
    books
      .find({ status: trusted({ $in: BOOK_STATUSES }), titleSearchKey: searchKeyPattern(search) }, { _id: 1 })
      .lean(),
  ]);
  return [
    { title: pattern },
    { content: pattern },
    { user: trusted({ $in: users.map((u) => u._id) }) },
    { book: trusted({ $in: titled.map((b) => b._id) }) },
  ];
}
