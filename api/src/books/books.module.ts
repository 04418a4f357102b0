import { Module } from '@nestjs/common';
import { BookCascades } from './book.cascades';
import { MongooseModule } from '@nestjs/mongoose';
import { Author, AuthorSchema } from '../authors/author.schema';
import { Genre, GenreSchema } from '../genres/genre.schema';
import { ReadingListEntry, ReadingListEntrySchema } from '../reading-list/reading-list-entry.schema';
import { Review, ReviewSchema } from '../reviews/review.schema';
import { UploadModule } from '../upload/upload.module';
import { ActivityModule } from '../activity/activity.module';
import { BookCount, BookCountSchema } from './book-count.schema';
import { Book, BookSchema } from './book.schema';
import { BooksController } from './books.controller';
import { BookCatalogue } from './book-catalogue';
import { BooksService } from './books.service';

// Models are registered wherever they are used (the connection keeps one model per name),
// so the catalogue modules do not import each other.
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Book.name, schema: BookSchema },
      { name: BookCount.name, schema: BookCountSchema },
      { name: Author.name, schema: AuthorSchema },
      { name: Genre.name, schema: GenreSchema },
      { name: Review.name, schema: ReviewSchema },
      { name: ReadingListEntry.name, schema: ReadingListEntrySchema },
    ]),
    UploadModule,
    ActivityModule,
  ],
  controllers: [BooksController],
  providers: [BooksService, BookCatalogue, BookCascades],
  exports: [BooksService, BookCatalogue, BookCascades],
})
export class BooksModule {}
