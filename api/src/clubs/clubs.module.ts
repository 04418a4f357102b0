import { Module } from '@nestjs/common';
import { NotificationsModule } from '../conversation/notifications/notifications.module';
import { BlocksModule } from '../people/blocks/blocks.module';
import { UploadModule } from '../platform/upload/upload.module';
import { AdminClubsController } from './admin-clubs/admin-clubs.controller';
import { AdminClubsService } from './admin-clubs/admin-clubs.service';
import { ClubCascades } from './club.cascades';
import { ClubNotifications } from './club-notifications';
import { ClubAccess } from './club-members/club-access';
import { ClubMembersController } from './club-members/club-members.controller';
import { ClubMembersService } from './club-members/club-members.service';
import { ClubPostsController } from './club-posts/club-posts.controller';
import { ClubPostsService } from './club-posts/club-posts.service';
import { ClubScheduleController } from './club-schedule/club-schedule.controller';
import { ClubScheduleService } from './club-schedule/club-schedule.service';
import { ClubsController } from './clubs/clubs.controller';
import { ClubsService } from './clubs/clubs.service';

/** Book clubs: clubs and their directory, members and roles, the schedule of a read, its spoiler-gated threads. */
@Module({
  imports: [BlocksModule, UploadModule, NotificationsModule],
  controllers: [
    AdminClubsController,
    ClubsController,
    ClubMembersController,
    ClubScheduleController,
    ClubPostsController,
  ],
  providers: [
    AdminClubsService,
    ClubCascades,
    ClubAccess,
    ClubNotifications,
    ClubsService,
    ClubMembersService,
    ClubScheduleService,
    ClubPostsService,
  ],
  exports: [ClubCascades, ClubAccess, ClubsService, ClubPostsService],
})
export class ClubsModule {}
