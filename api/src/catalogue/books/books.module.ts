import { Module } from '@nestjs/common';
import { ActivityModule } from '../../people/activity/activity.module';
import { UploadModule } from '../../platform/upload/upload.module';
import { ReadingListModule } from '../../reading/reading-list/reading-list.module';
import { ReviewsModule } from '../../conversation/reviews/reviews.module';
import { SeriesModule } from '../series/series.module';
import { BookCascades } from './book.cascades';
import { BookCatalogue } from './book-catalogue';
import { BookPreviewImage } from './book-preview-image';
import { BooksController } from './books.controller';
import { BooksService } from './books.service';

@Module({
  imports: [UploadModule, ActivityModule, SeriesModule, ReviewsModule, ReadingListModule],
  controllers: [BooksController],
  providers: [BooksService, BookCatalogue, BookCascades, BookPreviewImage],
  exports: [BooksService, BookCatalogue, BookCascades],
})
export class BooksModule {}
