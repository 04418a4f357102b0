import { Module } from '@nestjs/common';
import { AuthorCascades } from './author.cascades';
import { MongooseModule } from '@nestjs/mongoose';
import { Book, BookSchema } from '../books/book.schema';
import { ReadingListEntry, ReadingListEntrySchema } from '../reading-list/reading-list-entry.schema';
import { Review, ReviewSchema } from '../reviews/review.schema';
import { UploadModule } from '../upload/upload.module';
import { Author, AuthorSchema } from './author.schema';
import { AuthorsController } from './authors.controller';
import { AuthorsService } from './authors.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Author.name, schema: AuthorSchema },
      { name: Book.name, schema: BookSchema },
      { name: ReadingListEntry.name, schema: ReadingListEntrySchema },
      { name: Review.name, schema: ReviewSchema },
    ]),
    UploadModule,
  ],
  controllers: [AuthorsController],
  providers: [AuthorsService, AuthorCascades],
  exports: [AuthorsService],
})
export class AuthorsModule {}
