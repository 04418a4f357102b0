import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { ClubsModule } from '../clubs/clubs.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ReportsModule } from '../reports/reports.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { UploadModule } from '../upload/upload.module';
import { AccountCascades } from './account.cascades';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

@Module({
  imports: [ActivityModule, ClubsModule, NotificationsModule, ReportsModule, ReviewsModule, UploadModule],
  controllers: [AccountController],
  providers: [AccountService, AccountCascades],
})
export class AccountModule {}
