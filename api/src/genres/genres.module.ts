import { Module } from '@nestjs/common';
import { GenreCascades } from './genre.cascades';
import { MongooseModule } from '@nestjs/mongoose';
import { Book, BookSchema } from '../books/book.schema';
import { ReadingListEntry, ReadingListEntrySchema } from '../reading-list/reading-list-entry.schema';
import { Genre, GenreSchema } from './genre.schema';
import { GenresController } from './genres.controller';
import { GenresService } from './genres.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Genre.name, schema: GenreSchema },
      { name: Book.name, schema: BookSchema },
      { name: ReadingListEntry.name, schema: ReadingListEntrySchema },
    ]),
  ],
  controllers: [GenresController],
  providers: [GenresService, GenreCascades],
  exports: [GenresService],
})
export class GenresModule {}
