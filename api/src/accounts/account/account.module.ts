import { Module } from '@nestjs/common';
import { ActivityModule } from '../../people/activity/activity.module';
import { ClubsModule } from '../../clubs/clubs.module';
import { NotificationsModule } from '../../conversation/notifications/notifications.module';
import { ReportsModule } from '../../moderation/reports/reports.module';
import { ReviewsModule } from '../../conversation/reviews/reviews.module';
import { UploadModule } from '../../platform/upload/upload.module';
import { AccountCascades } from './account.cascades';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

@Module({
  imports: [ActivityModule, ClubsModule, NotificationsModule, ReportsModule, ReviewsModule, UploadModule],
  controllers: [AccountController],
  providers: [AccountService, AccountCascades],
})
export class AccountModule {}
