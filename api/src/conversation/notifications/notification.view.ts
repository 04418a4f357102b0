import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ReaderSummaryView } from '../../people/readers/reader.view';
import { NOTIFICATION_TYPES, type Notification, type NotificationType } from './notification.schema';

@ApiSchema({ name: 'NotifiedBook' })
export class NotifiedBookView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  title: string;
}

@ApiSchema({ name: 'NotifiedReview' })
export class NotifiedReviewView {
  @ApiProperty()
  _id: string;

  @ApiProperty({ type: NotifiedBookView, nullable: true })
  book: NotifiedBookView | null;
}

@ApiSchema({ name: 'NotifiedComment' })
export class NotifiedCommentView {
  @ApiProperty()
  _id: string;

  @ApiProperty({ description: 'The first words of the comment' })
  excerpt: string;
}

@ApiSchema({ name: 'Notification' })
export class NotificationView {
  @ApiProperty()
  _id: string;

  @ApiProperty({ enum: NOTIFICATION_TYPES, enumName: 'NotificationType' })
  type: NotificationType;

  @ApiProperty({
    type: ReaderSummaryView,
    nullable: true,
    description: 'Who did it: null for an administrator, or a reader since gone',
  })
  actor: ReaderSummaryView | null;

  @ApiProperty({ type: NotifiedReviewView, nullable: true })
  review: NotifiedReviewView | null;

  @ApiProperty({ type: NotifiedCommentView, nullable: true })
  comment: NotifiedCommentView | null;

  @ApiProperty({ type: String, nullable: true, description: 'A moderation: what an administrator did and why' })
  message: string | null;

  @ApiProperty()
  read: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({
    description: 'The product path it is about: /readers/<username>, /books/<bookId>#review-<reviewId>, /profile',
  })
  link: string;
}

@ApiSchema({ name: 'UnreadCount' })
export class UnreadCountView {
  @ApiProperty({ type: 'integer' })
  count: number;
}

/** Where a notification leads: the follower's profile, the review on its book's page, or the reader's own profile. */
function linkOf(n: Notification, actor: ReaderSummaryView | null): string {
  if (n.type === 'follow' && actor) return `/readers/${encodeURIComponent(actor.username)}`;
  if (n.review?.book) return `/books/${String(n.review.book)}#review-${String(n.review._id)}`;
  return '/profile';
}

export function toNotificationView(
  n: Notification & { _id: unknown },
  actor: ReaderSummaryView | null,
): NotificationView {
  return {
    _id: String(n._id),
    type: n.type,
    actor,
    review: n.review
      ? {
          _id: String(n.review._id),
          book: n.review.book ? { _id: String(n.review.book), title: n.review.bookTitle } : null,
        }
      : null,
    comment: n.comment ? { _id: String(n.comment._id), excerpt: n.comment.excerpt } : null,
    message: n.message ?? null,
    read: n.read,
    createdAt: n.createdAt,
    link: linkOf(n, actor),
  };
}
