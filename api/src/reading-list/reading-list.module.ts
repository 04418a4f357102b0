import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Author, AuthorSchema } from '../authors/author.schema';
import { Book, BookSchema } from '../books/book.schema';
import { Genre, GenreSchema } from '../genres/genre.schema';
import { ReadingListEntry, ReadingListEntrySchema } from './reading-list-entry.schema';
import { ReadingListController } from './reading-list.controller';
import { ReadingListService } from './reading-list.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ReadingListEntry.name, schema: ReadingListEntrySchema },
      // The entry's book is populated with its author and genres.
      { name: Book.name, schema: BookSchema },
      { name: Author.name, schema: AuthorSchema },
      { name: Genre.name, schema: GenreSchema },
    ]),
  ],
  controllers: [ReadingListController],
  providers: [ReadingListService],
  exports: [ReadingListService],
})
export class ReadingListModule {}
