import { Module } from '@nestjs/common';
import { NotificationsModule } from '../../conversation/notifications/notifications.module';
import { BlocksController } from './blocks.controller';
import { BlocksService } from './blocks.service';

@Module({
  imports: [NotificationsModule],
  controllers: [BlocksController],
  providers: [BlocksService],
  exports: [BlocksService],
})
export class BlocksModule {}
