import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Book, BookSchema } from '../books/book.schema';
import { ReadingListEntry, ReadingListEntrySchema } from './reading-list-entry.schema';
import { ReadingListController } from './reading-list.controller';
import { ReadingListService } from './reading-list.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ReadingListEntry.name, schema: ReadingListEntrySchema },
      { name: Book.name, schema: BookSchema },
    ]),
  ],
  controllers: [ReadingListController],
  providers: [ReadingListService],
  exports: [ReadingListService],
})
export class ReadingListModule {}
