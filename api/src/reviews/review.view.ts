import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { NamedRefView } from '../books/book.view';
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

type Ref = { _id: Types.ObjectId };
export type ReviewUserRow = Ref & { username: string; avatar?: string };
export type ReviewBookRow = Ref & { title: string; coverImage: string; author?: Types.ObjectId | null; averageRating: number; reviewCount: number };
export type ReviewAuthorRow = Ref & { name: string };

/** A review with what it shows of its user, book and the book's author (read in batches, see ReviewsService). */
export type ReviewRow = Review & { _id: Types.ObjectId; userDoc?: ReviewUserRow; bookDoc?: ReviewBookRow; authorDoc?: ReviewAuthorRow };

export function toReviewView(r: ReviewRow): ReviewView {
  const book = r.bookDoc;
  const user = r.userDoc;
  const author = r.authorDoc;
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
