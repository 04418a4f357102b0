import { ApiProperty, ApiSchema, OmitType, PickType } from '@nestjs/swagger';
import { ReaderBookProgressView, ReaderGoalView, ReaderSummaryView } from '../readers/reader.view';
import { ACTIVITY_TYPES, type ActivityProgress, type ActivityType } from './activity.schema';

@ApiSchema({ name: 'ActivityBook' })
export class ActivityBookView {
  @ApiProperty()
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  coverImage: string;

  @ApiProperty({ type: String, nullable: true })
  author: string | null;
}

@ApiSchema({ name: 'ActivityReview' })
export class ActivityReviewView {
  @ApiProperty()
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: "The review's first lines; '' when it contains spoilers" })
  excerpt: string;

  @ApiProperty()
  spoiler: boolean;
}

/** A goal as an activity tells of it: its year and its number of books, as a reader's page shows them. */
@ApiSchema({ name: 'ActivityGoal' })
export class ActivityGoalView extends PickType(ReaderGoalView, ['year', 'target'] as const) {}

/** Where a reader is in a book, as a reader's page shows it for each book they are reading (less the book). */
@ApiSchema({ name: 'ActivityProgress' })
export class ActivityProgressView extends OmitType(ReaderBookProgressView, ['book'] as const) {}

/** Where a reader is in a book, as the feed and the profile show it (the note stays on their list). */
export const progressView = ({ fraction, page, pageCount, percent }: ActivityProgress): ActivityProgressView => ({
  fraction,
  page: page ?? null,
  pageCount: pageCount ?? null,
  percent: percent ?? null,
});

@ApiSchema({
  name: 'ActivityItem',
  description: "What a reader the caller follows did (the home page's feed); `id` is also the cursor of the next page.",
})
export class ActivityItemView {
  @ApiProperty({ description: 'Also the cursor of the next page (`before`)' })
  id: string;

  @ApiProperty({ enum: ACTIVITY_TYPES, enumName: 'ActivityType' })
  type: ActivityType;

  @ApiProperty({ type: ReaderSummaryView })
  actor: ReaderSummaryView;

  @ApiProperty({ type: ActivityBookView, nullable: true })
  book: ActivityBookView | null;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, nullable: true })
  rating: number | null;

  @ApiProperty({ type: ActivityReviewView, nullable: true })
  review: ActivityReviewView | null;

  @ApiProperty({ type: ActivityGoalView, nullable: true })
  goal: ActivityGoalView | null;

  @ApiProperty({ type: ActivityProgressView, nullable: true, description: 'Where the reader is (a progress item)' })
  progress: ActivityProgressView | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

@ApiSchema({ name: 'FeedMeta' })
export class FeedMetaView {
  @ApiProperty({ description: 'True when older items exist' })
  hasMore: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'The `before` of the next page, or null' })
  next: string | null;
}
