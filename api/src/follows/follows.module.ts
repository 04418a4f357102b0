import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BlocksModule } from '../blocks/blocks.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { User, UserSchema } from '../users/user.schema';
import { Follow, FollowSchema } from './follow.schema';
import { FollowRequestsController, FollowsController } from './follows.controller';
import { FollowsService } from './follows.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Follow.name, schema: FollowSchema },
      { name: User.name, schema: UserSchema },
    ]),
    BlocksModule,
    NotificationsModule,
  ],
  controllers: [FollowsController, FollowRequestsController],
  providers: [FollowsService],
  exports: [FollowsService, MongooseModule],
})
export class FollowsModule {}
