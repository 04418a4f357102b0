import { Module } from '@nestjs/common';
import { NotificationsModule } from '../../conversation/notifications/notifications.module';
import { ReviewsModule } from '../../conversation/reviews/reviews.module';
import { ActivityModule } from '../../people/activity/activity.module';
import { ReadingListModule } from '../../reading/reading-list/reading-list.module';
import { BooksModule } from '../books/books.module';
import { MergesModule } from '../merges/merges.module';
import { SeriesModule } from '../series/series.module';
import { WorksController } from './works.controller';
import { WorksService } from './works.service';

/** Works and their editions: grouping two works into one, splitting an edition out. */
@Module({
  imports: [
    BooksModule,
    ReviewsModule,
    ReadingListModule,
    ActivityModule,
    NotificationsModule,
    MergesModule,
    SeriesModule,
  ],
  controllers: [WorksController],
  providers: [WorksService],
})
export class WorksModule {}
