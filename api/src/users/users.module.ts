import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { UploadModule } from '../upload/upload.module';
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
