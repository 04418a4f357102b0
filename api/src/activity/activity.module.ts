import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ActivityLog } from './activity.log';
import { Activity, ActivitySchema } from './activity.schema';

/** The activity log alone (no routes), so that the services where things happen can record them without a cycle. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Activity.name, schema: ActivitySchema }])],
  providers: [ActivityLog],
  exports: [ActivityLog, MongooseModule],
})
export class ActivityModule {}
