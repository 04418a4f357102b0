import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module';
import { NotificationsModule } from '../../conversation/notifications/notifications.module';
import { FollowersController, FollowRequestsController, FollowsController } from './follows.controller';
import { FollowsService } from './follows.service';

@Module({
  imports: [BlocksModule, NotificationsModule],
  controllers: [FollowsController, FollowRequestsController, FollowersController],
  providers: [FollowsService],
  exports: [FollowsService],
})
export class FollowsModule {}
