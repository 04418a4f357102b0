import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Connection, Types } from 'mongoose';
import { BOOKS_COLLECTION } from '../books/book.schema';
import { keptAuthorNames } from '../books/book-names';
import { authorRef, BookCardView } from '../books/book.view';
import { findByIds, type WithId } from '../common/find-by-ids';
import { withUserSummaries } from './review-user-summary';
import type { Review } from './review.schema';
import { isoDate } from '../common/iso-date';
import { shownAvatar } from '../users/user-avatar';

@ApiSchema({ name: 'ReviewUser' })
export class ReviewUserView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  username: string;

  @ApiProperty({ required: false, description: 'Image URL; empty when none' })
  avatar?: string;
}

/** A review as the API returns it (shared-ui `Review`). */
@ApiSchema({ name: 'Review' })
export class ReviewView {
  @ApiProperty()
  _id: string;

  @ApiProperty({ type: BookCardView, nullable: true })
  book: BookCardView | null;

  @ApiProperty({ type: ReviewUserView, nullable: true })
  user: ReviewUserView | null;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  rating: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  content: string;

  @ApiProperty({ description: 'The text reveals the plot: shown to other readers only after they choose to' })
  spoiler: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

@ApiSchema({ name: 'ReviewStats' })
export class ReviewStatsView {
  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ description: 'Mean rating rounded to 2 decimals (0 without reviews)', example: 3.87 })
  averageRating: number;

  @ApiProperty({
    type: 'array',
    items: { type: 'integer' },
    minItems: 5,
    maxItems: 5,
    description: 'Number of reviews per star: index 0 = 1 star ... index 4 = 5 stars',
  })
  distribution: number[];
}

type Ref = { _id: Types.ObjectId };
/** A book as a review shows it; `authorName` is absent on a book not yet given its kept names (book-names.ts). */
export type BookSummaryRow = Ref & { title: string; coverImage: string; author: Types.ObjectId | null; authorName?: string | null; averageRating: number; reviewCount: number };
/** The fields of a book that a review shows. */
export const BOOK_SUMMARY_FIELDS = { title: 1, coverImage: 1, author: 1, authorName: 1, averageRating: 1, reviewCount: 1 } as const;

/** A review with its user and book summary, as read by withReviewRefs(). */
export type ReviewRow = WithId<Review> & { bookDocs: (BookSummaryRow & { authorName: string | null })[] };

/**
 * Attaches books (with the author's name each keeps) to a page of reviews, which keep their user's summary: one read
 * of the books (no per-review join), beside one of the users only for reviews not yet given their summary.
 * `knownBooks` (read already, with BOOK_SUMMARY_FIELDS) are not read again.
 */
export async function withReviewRefs(db: Connection, reviews: WithId<Review>[], knownBooks = new Map<string, BookSummaryRow>()): Promise<ReviewRow[]> {
  const withAuthorNames = async () => {
    const read = await findByIds<BookSummaryRow>(db, BOOKS_COLLECTION, reviews.map((r) => r.book).filter((id) => !knownBooks.has(String(id))), BOOK_SUMMARY_FIELDS);
    const books = [...knownBooks.values(), ...read.values()];
    // Only a book not yet given its kept names has its author read.
    const authorNameOf = await keptAuthorNames(db, books);
    return new Map(books.map((b) => [String(b._id), { ...b, authorName: authorNameOf(b) }]));
  };
  const [withUsers, books] = await Promise.all([withUserSummaries(db, reviews), withAuthorNames()]);
  return withUsers.map((r) => {
    const book = books.get(String(r.book));
    return { ...r, bookDocs: book ? [book] : [] };
  });
}

export function toReviewView(r: ReviewRow): ReviewView {
  const book = r.bookDocs[0];
  return {
    _id: String(r._id),
    book: book
      ? {
          _id: String(book._id),
          title: book.title,
          coverImage: book.coverImage,
          author: authorRef(book),
          averageRating: book.averageRating ?? 0,
          reviewCount: book.reviewCount ?? 0,
        }
      : null,
    user: r.userSummary ? { _id: String(r.user), username: r.userSummary.username, avatar: shownAvatar(r.userSummary.avatar) } : null,
    rating: r.rating,
    title: r.title,
    content: r.content,
    spoiler: r.spoiler ?? false,
    createdAt: isoDate(r.createdAt),
    updatedAt: isoDate(r.updatedAt),
  };
}
