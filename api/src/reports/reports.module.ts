import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CommentsModule } from '../comments/comments.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { Review, ReviewSchema } from '../reviews/review.schema';
import { ReviewsModule } from '../reviews/reviews.module';
import { User, UserSchema } from '../users/user.schema';
import { UsersModule } from '../users/users.module';
import { ModerationService } from './moderation.service';
import {
  Report,
  ReportItem,
  ReportItemSchema,
  ReportResolution,
  ReportResolutionSchema,
  ReportSchema,
} from './report.schema';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** Readers' reports and the administrators' moderation of what they report. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Report.name, schema: ReportSchema },
      { name: ReportItem.name, schema: ReportItemSchema },
      { name: ReportResolution.name, schema: ReportResolutionSchema },
      { name: Review.name, schema: ReviewSchema },
      { name: User.name, schema: UserSchema },
    ]),
    CommentsModule,
    NotificationsModule,
    ReviewsModule,
    UsersModule,
  ],
  controllers: [ReportsController],
  providers: [ReportsService, ModerationService],
  exports: [ReportsService],
})
export class ReportsModule {}
