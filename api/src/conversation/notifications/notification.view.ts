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

@ApiSchema({ name: 'NotifiedClubSection' })
export class NotifiedClubSectionView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  title: string;
}

@ApiSchema({ name: 'NotifiedClub' })
export class NotifiedClubView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: NotifiedClubSectionView, nullable: true, description: "A reply's section, or the one opening" })
  section: NotifiedClubSectionView | null;

  @ApiProperty({ type: String, nullable: true, description: 'The reply (club-reply)' })
  post: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The reply's first words: null unless the spoiler gate let the reader see them when it was sent",
  })
  excerpt: string | null;
}

@ApiSchema({
  name: 'Notification',
  description:
    "Something a reader is told about (a follow, a like, a comment, an administrator's action); `link` is where it is.",
})
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

  @ApiProperty({ type: NotifiedClubView, nullable: true })
  club: NotifiedClubView | null;

  @ApiProperty({ type: String, nullable: true, description: 'A moderation: what an administrator did and why' })
  message: string | null;

  @ApiProperty()
  read: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({
    description:
      'The product path it is about: /readers/<username>, /books/<bookId>#review-<reviewId>, /clubs/<clubId>, /clubs/<clubId>/sections/<sectionId>, /profile',
  })
  link: string;
}

@ApiSchema({ name: 'UnreadCount' })
export class UnreadCountView {
  @ApiProperty({ type: 'integer' })
  count: number;
}

/**
 * Where a notification leads: the follower's profile, the review on its book's page, the club (its section's thread),
 * or the reader's own profile.
 */
function linkOf(n: Notification, actor: ReaderSummaryView | null): string {
  if (n.type === 'follow' && actor) return `/readers/${encodeURIComponent(actor.username)}`;
  if (n.club?.section) return `/clubs/${String(n.club._id)}/sections/${String(n.club.section)}`;
  if (n.club) return `/clubs/${String(n.club._id)}`;
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
    club: n.club
      ? {
          _id: String(n.club._id),
          name: n.club.name,
          section: n.club.section ? { _id: String(n.club.section), title: n.club.sectionTitle } : null,
          post: n.club.post ? String(n.club.post) : null,
          excerpt: n.club.excerpt ?? null,
        }
      : null,
    message: n.message ?? null,
    read: n.read,
    createdAt: n.createdAt,
    link: linkOf(n, actor),
  };
}
