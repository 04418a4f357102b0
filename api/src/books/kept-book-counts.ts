import type { BookStatus } from './book.schema';

/** The counts an author or a genre keeps of its books: of every status, and of those readers see (published). */
export interface KeptBookCounts {
  bookCount: number;
  publishedBookCount: number;
}

/**
 * An author's or a genre's counts from the number of its books in each status (a `$group` by status): one
 * computation for BookCascades (after any change of books) and for the seed (which writes books in bulk).
 */
export function keptBookCounts(byStatus: readonly { _id: BookStatus; n: number }[]): KeptBookCounts {
  return {
    bookCount: byStatus.reduce((sum, s) => sum + s.n, 0),
    publishedBookCount: byStatus.find((s) => s._id === 'published')?.n ?? 0,
  };
}
