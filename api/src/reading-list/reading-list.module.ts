import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ActivityModule } from '../activity/activity.module';
import { GoalsModule } from '../goals/goals.module';
import { Review, ReviewSchema } from '../reviews/review.schema';
import { ReadingListEntry, ReadingListEntrySchema } from './reading-list-entry.schema';
import { ReadingListController } from './reading-list.controller';
import { ReadingListService } from './reading-list.service';
import { YearStatsService } from './year-stats.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ReadingListEntry.name, schema: ReadingListEntrySchema },
      { name: Review.name, schema: ReviewSchema },
    ]),
    GoalsModule,
    ActivityModule,
  ],
  controllers: [ReadingListController],
  providers: [ReadingListService, YearStatsService],
  exports: [ReadingListService],
})
export class ReadingListModule {}
