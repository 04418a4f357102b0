import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { BOOK_POPULATE, BookView, toBookView, type PopulatedBook } from '../books/book.view';
import { READING_STATUSES, type ReadingListEntry, type ReadingStatus } from './reading-list-entry.schema';

/** A reading-list entry with its whole book (shared-ui `ReadingListEntry`). */
@ApiSchema({ name: 'ReadingListEntry' })
export class ReadingListEntryView {
  @ApiProperty()
  _id: string;

  @ApiProperty({ type: BookView })
  book: BookView;

  @ApiProperty({ enum: READING_STATUSES, enumName: 'ReadingStatus' })
  status: ReadingStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

export type PopulatedEntry = Omit<ReadingListEntry, 'book'> & { _id: Types.ObjectId; book: PopulatedBook | null };

export const ENTRY_POPULATE = { path: 'book', populate: BOOK_POPULATE };

export function toEntryView(e: PopulatedEntry & { book: PopulatedBook }): ReadingListEntryView {
  return { _id: String(e._id), book: toBookView(e.book), status: e.status, createdAt: e.createdAt, updatedAt: e.updatedAt };
}
