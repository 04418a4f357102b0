import { Module } from '@nestjs/common';
import { NotificationsModule } from '../../conversation/notifications/notifications.module';
import { UploadModule } from '../../platform/upload/upload.module';
import { UserCascades } from './user.cascades';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [NotificationsModule, UploadModule],
  controllers: [UsersController],
  providers: [UsersService, UserCascades],
  exports: [UserCascades, UsersService],
})
export class UsersModule {}
