import { Module } from '@nestjs/common';
import { ReadingListCascades } from './reading-list.cascades';
import { ActivityModule } from '../../people/activity/activity.module';
import { GoalsModule } from '../goals/goals.module';
import { ReadingListController } from './reading-list.controller';
import { ReadingListService } from './reading-list.service';
import { YearStatsService } from './year-stats.service';

@Module({
  imports: [GoalsModule, ActivityModule],
  controllers: [ReadingListController],
  providers: [ReadingListService, YearStatsService, ReadingListCascades],
  exports: [ReadingListService, ReadingListCascades],
})
export class ReadingListModule {}
