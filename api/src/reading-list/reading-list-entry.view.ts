import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { PipelineStage, Types } from 'mongoose';
import { BOOKS_COLLECTION } from '../books/book.schema';
import { BOOK_LOOKUPS, BookView, toBookView, type BookRow } from '../books/book.view';
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

export type EntryRow = ReadingListEntry & { _id: Types.ObjectId; bookDocs: BookRow[] };

/** Reads entries (matching `match`, newest first) with their whole book in one aggregation. */
export function entryPipeline(match: Record<string, unknown>): PipelineStage[] {
  return [
    { $match: match },
    { $sort: { createdAt: -1, _id: -1 } },
    { $lookup: { from: BOOKS_COLLECTION, localField: 'book', foreignField: '_id', as: 'bookDocs', pipeline: BOOK_LOOKUPS } },
  ];
}

/** null when the book no longer exists (its entries are deleted with it, so only transiently). */
export function toEntryView(e: EntryRow): ReadingListEntryView | null {
  const book = e.bookDocs[0];
  if (!book) return null;
  return { _id: String(e._id), book: toBookView(book), status: e.status, createdAt: e.createdAt, updatedAt: e.updatedAt };
}
