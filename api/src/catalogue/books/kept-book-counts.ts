import { Prop } from '@nestjs/mongoose';
import { BOOK_STATUSES, type BookStatus } from './book.schema';

/**
 * The counts an author or a genre keeps of its books (both schemas extend this): of every status, and of those readers
 * see (published), the one shown unless an administrator asks for every status. Recounted by BookCascades.
 */
export abstract class KeptBookCounts {
  @Prop({ default: 0 })
  bookCount: number;

  @Prop({ default: 0 })
  publishedBookCount: number;
}

/** The count a view shows: the published books, or every status for an administrator's counts=all (`allStatuses`). */
export const shownBookCount = (kept: KeptBookCounts, allStatuses: boolean): number =>
  (allStatuses ? kept.bookCount : kept.publishedBookCount) ?? 0;

/**
 * An author's or a genre's counts from the number of its books in each status (a `$group` by status): one
 * computation for BookCascades (after any change of books) and for the seed (which writes books in bulk).
 */
export function keptBookCounts(byStatus: readonly { _id: BookStatus; n: number }[]): KeptBookCounts {
  return {
    // A book merged into another (MERGED_STATUS) is no longer one of its author's or genre's books.
    bookCount: byStatus.filter((s) => BOOK_STATUSES.includes(s._id)).reduce((sum, s) => sum + s.n, 0),
    publishedBookCount: byStatus.find((s) => s._id === 'published')?.n ?? 0,
  };
}
