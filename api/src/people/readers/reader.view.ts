import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BookCardView } from '../../catalogue/books/book.view';
import { READING_STATUSES, type ReadingStatus } from '../../reading/reading-list/reading-list-entry.schema';
import { shownAvatar } from '../../accounts/users/user-avatar';

@ApiSchema({
  name: 'ReaderSummary',
  description: 'A reader as lists show them (followers, the feed, friends on a book).',
})
export class ReaderSummaryView {
  @ApiProperty()
  id: string;

  @ApiProperty()
  username: string;

  @ApiProperty({ description: 'Image URL, or "" when none' })
  avatar: string;

  @ApiProperty()
  bio: string;
}

export const toReaderSummary = (u: {
  _id: unknown;
  username: string;
  avatar?: string;
  bio?: string;
}): ReaderSummaryView => ({
  id: String(u._id),
  username: u.username,
  avatar: shownAvatar(u.avatar),
  bio: u.bio ?? '',
});

/** The user fields a ReaderSummary needs (a projection). */
export const SUMMARY_FIELDS = { username: 1, avatar: 1, bio: 1 } as const;

@ApiSchema({ name: 'ReaderCounts' })
export class ReaderCountsView {
  @ApiProperty({ type: 'integer', nullable: true, description: 'null when the reading list is hidden from the caller' })
  booksFinished: number | null;

  @ApiProperty({ type: 'integer' })
  reviews: number;

  @ApiProperty({ type: 'integer' })
  followers: number;

  @ApiProperty({ type: 'integer' })
  following: number;
}

export type FollowState = 'none' | 'requested' | 'following';
export const FOLLOW_STATES: FollowState[] = ['none', 'requested', 'following'];

@ApiSchema({ name: 'ReaderRelationship' })
export class ReaderRelationshipView {
  @ApiProperty({ description: 'The caller is this reader' })
  self: boolean;

  @ApiProperty({
    enum: FOLLOW_STATES,
    enumName: 'FollowState',
    description: 'Whether the caller follows this reader ("none" for visitors)',
  })
  follow: FollowState;

  @ApiProperty({ description: 'This reader follows the caller (accepted)' })
  followsYou: boolean;

  @ApiProperty({ description: 'The caller blocked this reader' })
  blocked: boolean;
}

@ApiSchema({ name: 'ReaderVisibleParts' })
export class ReaderVisibleView {
  @ApiProperty()
  list: boolean;

  @ApiProperty()
  goal: boolean;

  @ApiProperty()
  activity: boolean;
}

@ApiSchema({ name: 'ReaderGoalProgress' })
export class ReaderGoalView {
  @ApiProperty({ type: 'integer' })
  year: number;

  @ApiProperty({ type: 'integer' })
  target: number;

  @ApiProperty({ type: 'integer', description: 'Books finished that year' })
  finished: number;
}

@ApiSchema({ name: 'ReaderBookProgress' })
export class ReaderBookProgressView {
  @ApiProperty({ description: 'The book (one of currentlyReading)' })
  book: string;

  @ApiProperty({ minimum: 0, maximum: 1, description: 'The fraction of the book read' })
  fraction: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The page of their edition (null for a percentage)' })
  page: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: "Their edition's pages (null for a percentage)" })
  pageCount: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The percentage logged (null for a page)' })
  percent: number | null;
}

@ApiSchema({
  name: 'ReaderProfile',
  description: "A reader's public profile as the caller may see it: the parts their privacy hides are null.",
})
export class ReaderProfileView extends ReaderSummaryView {
  @ApiProperty({ type: String, format: 'date-time' })
  joinedAt: string;

  @ApiProperty({ type: ReaderCountsView })
  counts: ReaderCountsView;

  @ApiProperty({ type: ReaderRelationshipView })
  relationship: ReaderRelationshipView;

  @ApiProperty({ type: ReaderVisibleView, description: 'Which parts the caller may see (hidden ones are not sent)' })
  visible: ReaderVisibleView;

  @ApiProperty({
    type: BookCardView,
    isArray: true,
    nullable: true,
    description: 'null when the reading list is hidden from the caller',
  })
  currentlyReading: BookCardView[] | null;

  @ApiProperty({
    type: ReaderBookProgressView,
    isArray: true,
    nullable: true,
    description:
      'Where the reader is in the books they are reading (those with progress logged): null when the list or the activity is hidden from the caller',
  })
  readingProgress: ReaderBookProgressView[] | null;

  @ApiProperty({ type: ReaderGoalView, nullable: true, description: "This year's goal: null when hidden or not set" })
  goal: ReaderGoalView | null;
}

@ApiSchema({ name: 'FollowResult' })
export class FollowResultView {
  @ApiProperty({ enum: ['following', 'requested'], description: '"requested" when the reader approves followers' })
  follow: 'following' | 'requested';
}

@ApiSchema({
  name: 'SuggestedReader',
  description: "A reader suggested to follow, with their reviews of books on the caller's list.",
})
export class SuggestedReaderView extends ReaderSummaryView {
  @ApiProperty({
    type: 'integer',
    description: 'Their reviews of the books on your list (of recent books when your list is empty)',
  })
  reviewCount: number;
}

@ApiSchema({
  name: 'FriendOnBook',
  description: 'A reader the caller follows who has a book on their list: where it is there, and their rating.',
})
export class FriendOnBookView {
  @ApiProperty({ type: ReaderSummaryView })
  reader: ReaderSummaryView;

  @ApiProperty({ enum: READING_STATUSES, enumName: 'ReadingStatus' })
  status: ReadingStatus;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 5,
    nullable: true,
    description: "Their review's rating, or null",
  })
  rating: number | null;
}
