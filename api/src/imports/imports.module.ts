import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ReadingListEntry, ReadingListEntrySchema } from '../reading-list/reading-list-entry.schema';
import { Review, ReviewSchema } from '../reviews/review.schema';
import { ReviewsModule } from '../reviews/reviews.module';
import { ImportWriter } from './import-writer';
import { Import, ImportSchema } from './import.schema';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Import.name, schema: ImportSchema },
      { name: ReadingListEntry.name, schema: ReadingListEntrySchema },
      { name: Review.name, schema: ReviewSchema },
    ]),
    ReviewsModule,
  ],
  controllers: [ImportsController],
  providers: [ImportsService, ImportWriter],
  exports: [ImportsService, ImportWriter],
})
export class ImportsModule {}
