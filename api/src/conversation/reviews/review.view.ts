import { ApiProperty, ApiPropertyOptional, ApiSchema, OmitType } from '@nestjs/swagger';
import { BookCardView } from '../../catalogue/books/book.view';
import type { WithId } from '../../platform/common/find-by-ids';
import { bookCardOf } from '../../reading/reading-list/entry-book-summary';
import type { Review } from './review.schema';
import { BOOK_FORMATS, type BookFormat } from '../../catalogue/books/book.schema';
import { ApiStarCounts } from './rating-aggregates';
import { isoDate } from '../../platform/common/iso-date';
import { PageMetaView } from '../../platform/common/openapi-responses';
import { shownAvatar } from '../../accounts/users/user-avatar';

@ApiSchema({ name: 'ReviewUser' })
export class ReviewUserView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  username: string;

  @ApiProperty({ required: false, description: 'Image URL; empty when none' })
  avatar?: string;
}

/** The edition a review was written about, when a book page shows it beside another edition of the work. */
@ApiSchema({ name: 'ReviewEdition' })
export class ReviewEditionView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, enum: BOOK_FORMATS, nullable: true })
  format: BookFormat | null;
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

  @ApiProperty({
    description: 'A moderator marked the review as containing spoilers: its author can no longer remove the mark',
  })
  spoilerByModerator: boolean;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many readers like it' })
  likeCount: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many comments it has' })
  commentCount: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;

  @ApiPropertyOptional({
    type: ReviewEditionView,
    description: "A book's reviews: the edition it was written about, when another edition of the work than the book",
  })
  edition?: ReviewEditionView;
}

@ApiSchema({
  name: 'ReviewPageMeta',
  description:
    'A page of reviews: as any page, but without a total when the listing was asked not to count (`total=none`).',
})
export class ReviewPageMetaView extends OmitType(PageMetaView, ['total'] as const) {
  @ApiPropertyOptional({
    type: 'integer',
    description: 'Number of matching reviews on all pages; absent when they were not counted (`total=none`)',
  })
  total?: number;
}

@ApiSchema({ name: 'ReviewStats' })
export class ReviewStatsView {
  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ description: 'Mean rating rounded to 2 decimals (0 without reviews)', example: 3.87 })
  averageRating: number;

  @ApiStarCounts()
  distribution: number[];
}

export function toReviewView(r: WithId<Review> & { edition?: ReviewEditionView }): ReviewView {
  return {
    _id: String(r._id),
    book: r.bookSummary ? bookCardOf(r.book, r.bookSummary) : null,
    user: r.userSummary
      ? { _id: String(r.user), username: r.userSummary.username, avatar: shownAvatar(r.userSummary.avatar) }
      : null,
    rating: r.rating,
    title: r.title,
    content: r.content,
    spoiler: r.spoiler ?? false,
    spoilerByModerator: r.spoilerByModerator === true,
    likeCount: Math.max(0, r.likeCount ?? 0),
    commentCount: Math.max(0, r.commentCount ?? 0),
    createdAt: isoDate(r.createdAt),
    updatedAt: isoDate(r.updatedAt),
    ...(r.edition ? { edition: r.edition } : {}),
  };
}
