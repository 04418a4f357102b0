import { Module } from '@nestjs/common';
import { ActivityLog } from './activity.log';

/** The activity log alone (no routes), so that the services where things happen can record them without a cycle. */
@Module({
  providers: [ActivityLog],
  exports: [ActivityLog],
})
export class ActivityModule {}
