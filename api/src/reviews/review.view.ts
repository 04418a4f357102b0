import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { PipelineStage, Types } from 'mongoose';
import { BOOKS_COLLECTION } from '../books/book.schema';
import { AUTHOR_LOOKUP, NamedRefView } from '../books/book.view';
import { UserSchema } from '../users/user.schema';
import type { Review } from './review.schema';

@ApiSchema({ name: 'ReviewBookSummary' })
export class ReviewBookSummaryView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  coverImage: string;

  @ApiProperty({ type: NamedRefView, nullable: true })
  author: NamedRefView | null;

  @ApiProperty()
  averageRating: number;

  @ApiProperty({ type: 'integer' })
  reviewCount: number;
}

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

  @ApiProperty({ type: ReviewBookSummaryView, nullable: true })
  book: ReviewBookSummaryView | null;

  @ApiProperty({ type: ReviewUserView, nullable: true })
  user: ReviewUserView | null;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  rating: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  content: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
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

// The users collection belongs to UsersModule; its schema names it.
const USERS_COLLECTION: string = UserSchema.get('collection') ?? 'users';

type Ref = { _id: Types.ObjectId };
type BookSummaryRow = Ref & { title: string; coverImage: string; authorDocs: (Ref & { name: string })[]; averageRating: number; reviewCount: number };

/** A review as read by reviewPipeline(): its user and book summary joined by $lookup. */
export type ReviewRow = Review & { _id: Types.ObjectId; userDocs: (Ref & { username: string; avatar?: string })[]; bookDocs: BookSummaryRow[] };

/**
 * Reads reviews (matching `match`, newest first, one page) with their user and book summary in a single
 * aggregation: populate() would cost a round trip per path, the main cost of a request on the embedded database.
 */
export function reviewPipeline(match: Record<string, unknown>, skip = 0, limit = 1): PipelineStage[] {
  return [
    { $match: match },
    { $sort: { createdAt: -1, _id: -1 } },
    { $skip: skip },
    { $limit: limit },
    { $lookup: { from: USERS_COLLECTION, localField: 'user', foreignField: '_id', as: 'userDocs', pipeline: [{ $project: { username: 1, avatar: 1 } }] } },
    {
      $lookup: {
        from: BOOKS_COLLECTION,
        localField: 'book',
        foreignField: '_id',
        as: 'bookDocs',
        pipeline: [{ $project: { title: 1, coverImage: 1, author: 1, averageRating: 1, reviewCount: 1 } }, AUTHOR_LOOKUP],
      },
    },
  ];
}

export function toReviewView(r: ReviewRow): ReviewView {
  const book = r.bookDocs[0];
  const user = r.userDocs[0];
  const author = book?.authorDocs[0];
  return {
    _id: String(r._id),
    book: book
      ? {
          _id: String(book._id),
          title: book.title,
          coverImage: book.coverImage,
          author: author ? { _id: String(author._id), name: author.name } : null,
          averageRating: book.averageRating ?? 0,
          reviewCount: book.reviewCount ?? 0,
        }
      : null,
    user: user ? { _id: String(user._id), username: user.username, avatar: user.avatar ?? '' } : null,
    rating: r.rating,
    title: r.title,
    content: r.content,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
