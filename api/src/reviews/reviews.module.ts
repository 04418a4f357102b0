import { Module } from '@nestjs/common';
import { ReviewCascades } from './review.cascades';
import { MongooseModule } from '@nestjs/mongoose';
import { ActivityModule } from '../activity/activity.module';
import { Book, BookSchema } from '../books/book.schema';
import { ReadingListEntry, ReadingListEntrySchema } from '../reading-list/reading-list-entry.schema';
import { Review, ReviewSchema } from './review.schema';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Review.name, schema: ReviewSchema },
      { name: Book.name, schema: BookSchema },
      { name: ReadingListEntry.name, schema: ReadingListEntrySchema },
    ]),
    ActivityModule,
  ],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewCascades],
  exports: [ReviewsService, ReviewCascades],
})
export class ReviewsModule {}
