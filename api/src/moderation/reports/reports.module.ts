import { Module } from '@nestjs/common';
import { CommentsModule } from '../../conversation/comments/comments.module';
import { NotificationsModule } from '../../conversation/notifications/notifications.module';
import { ReviewsModule } from '../../conversation/reviews/reviews.module';
import { UsersModule } from '../../accounts/users/users.module';
import { ClubsModule } from '../../clubs/clubs.module';
import { ModerationService } from './moderation.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** Readers' reports and the administrators' moderation of what they report. */
@Module({
  imports: [ClubsModule, CommentsModule, NotificationsModule, ReviewsModule, UsersModule],
  controllers: [ReportsController],
  providers: [ReportsService, ModerationService],
  exports: [ReportsService],
})
export class ReportsModule {}
