import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ActivityModule } from '../activity/activity.module';
import { Block, BlockSchema } from '../blocks/block.schema';
import { Comment, CommentSchema } from '../comments/comment.schema';
import { FollowsModule } from '../follows/follows.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ReportsModule } from '../reports/reports.module';
import { Like, LikeSchema } from '../likes/like.schema';
import { Goal, GoalSchema } from '../goals/goal.schema';
import { Import, ImportSchema } from '../imports/import.schema';
import { ReadingListEntry, ReadingListEntrySchema } from '../reading-list/reading-list-entry.schema';
import { Review, ReviewSchema } from '../reviews/review.schema';
import { ReviewsModule } from '../reviews/reviews.module';
import { Suggestion, SuggestionSchema } from '../suggestions/suggestion.schema';
import { UploadUsage, UploadUsageSchema } from '../upload/upload-usage.schema';
import { Upload, UploadSchema } from '../upload/upload.schema';
import { UploadModule } from '../upload/upload.module';
import { User, UserSchema } from '../users/user.schema';
import { AccountCascades } from './account.cascades';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: Review.name, schema: ReviewSchema },
      { name: ReadingListEntry.name, schema: ReadingListEntrySchema },
      { name: Goal.name, schema: GoalSchema },
      { name: Import.name, schema: ImportSchema },
      { name: Suggestion.name, schema: SuggestionSchema },
      { name: Upload.name, schema: UploadSchema },
      { name: UploadUsage.name, schema: UploadUsageSchema },
      { name: Like.name, schema: LikeSchema },
      { name: Comment.name, schema: CommentSchema },
      { name: Block.name, schema: BlockSchema },
    ]),
    ActivityModule,
    FollowsModule,
    NotificationsModule,
    ReportsModule,
    ReviewsModule,
    UploadModule,
  ],
  controllers: [AccountController],
  providers: [AccountService, AccountCascades],
})
export class AccountModule {}
