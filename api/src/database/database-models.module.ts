import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Activity, ActivitySchema } from '../activity/activity.schema';
import { Author, AuthorSchema } from '../authors/author.schema';
import { Block, BlockSchema } from '../blocks/block.schema';
import { BookCount, BookCountSchema } from '../books/book-count.schema';
import { Book, BookSchema } from '../books/book.schema';
import { Comment, CommentSchema } from '../comments/comment.schema';
import { Follow, FollowSchema } from '../follows/follow.schema';
import { Genre, GenreSchema } from '../genres/genre.schema';
import { Goal, GoalSchema } from '../goals/goal.schema';
import { Import, ImportSchema } from '../imports/import.schema';
import { Like, LikeSchema } from '../likes/like.schema';
import { Notification, NotificationSchema } from '../notifications/notification.schema';
import { RateLimitCounter, RateLimitCounterSchema } from '../rate-limit/rate-limit.schema';
import { ReadingListEntry, ReadingListEntrySchema } from '../reading-list/reading-list-entry.schema';
import {
  Report,
  ReportItem,
  ReportItemSchema,
  ReportResolution,
  ReportResolutionSchema,
  ReportSchema,
} from '../reports/report.schema';
import { Review, ReviewSchema } from '../reviews/review.schema';
import { Suggestion, SuggestionSchema } from '../suggestions/suggestion.schema';
import { UploadUsage, UploadUsageSchema } from '../upload/upload-usage.schema';
import { Upload, UploadSchema } from '../upload/upload.schema';
import { User, UserSchema } from '../users/user.schema';

/**
 * Every collection's model, registered once for the whole API: a service injects any model it reads or writes
 * (`@InjectModel(Book.name)`) without its module importing another module for it. Each schema stays in its
 * entity's folder; a new collection is added here.
 */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      // The catalogue
      { name: Book.name, schema: BookSchema },
      { name: BookCount.name, schema: BookCountSchema },
      { name: Author.name, schema: AuthorSchema },
      { name: Genre.name, schema: GenreSchema },
      // Readers and what they keep
      { name: User.name, schema: UserSchema },
      { name: Review.name, schema: ReviewSchema },
      { name: ReadingListEntry.name, schema: ReadingListEntrySchema },
      { name: Goal.name, schema: GoalSchema },
      { name: Import.name, schema: ImportSchema },
      { name: Suggestion.name, schema: SuggestionSchema },
      { name: Upload.name, schema: UploadSchema },
      { name: UploadUsage.name, schema: UploadUsageSchema },
      // Readers meeting readers
      { name: Follow.name, schema: FollowSchema },
      { name: Block.name, schema: BlockSchema },
      { name: Activity.name, schema: ActivitySchema },
      { name: Like.name, schema: LikeSchema },
      { name: Comment.name, schema: CommentSchema },
      { name: Notification.name, schema: NotificationSchema },
      // Moderation
      { name: Report.name, schema: ReportSchema },
      { name: ReportItem.name, schema: ReportItemSchema },
      { name: ReportResolution.name, schema: ReportResolutionSchema },
      // Rate limits shared by every API process
      { name: RateLimitCounter.name, schema: RateLimitCounterSchema },
    ]),
  ],
  exports: [MongooseModule],
})
export class DatabaseModelsModule {}
