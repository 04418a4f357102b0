import { Module } from '@nestjs/common';
import { NotificationsModule } from '../../conversation/notifications/notifications.module';
import { ReviewsModule } from '../../conversation/reviews/reviews.module';
import { SuggestionsModule } from '../../moderation/suggestions/suggestions.module';
import { ActivityModule } from '../../people/activity/activity.module';
import { ReadingListModule } from '../../reading/reading-list/reading-list.module';
import { AuthorsModule } from '../authors/authors.module';
import { BooksModule } from '../books/books.module';
import { SeriesModule } from '../series/series.module';
import { CatalogueJobs } from './catalogue-jobs';
import { MergesController } from './merges.controller';
import { MergesService } from './merges.service';

/** Merging duplicate records (books, authors), the merge log, and the jobs that run merges, groups and splits. */
@Module({
  imports: [
    BooksModule,
    AuthorsModule,
    ReviewsModule,
    ReadingListModule,
    ActivityModule,
    SuggestionsModule,
    NotificationsModule,
    SeriesModule,
  ],
  controllers: [MergesController],
  providers: [MergesService, CatalogueJobs],
  exports: [MergesService, CatalogueJobs],
})
export class MergesModule {}
