import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Connection } from 'mongoose';
import { BOOKS_COLLECTION, type Book } from '../books/book.schema';
import { BookView, toBookView, withBookRefs, type BookRow } from '../books/book.view';
import { findByIds, type WithId } from '../common/find-by-ids';
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

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the reader started the book' })
  startedAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the reader finished the book' })
  finishedAt: Date | null;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, nullable: true, description: "The reader's own rating kept without a review" })
  rating: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

export type EntryRow = WithId<ReadingListEntry> & { bookDocs: BookRow[] };

/** Attaches each entry's whole book: one read of the books of all entries, then withBookRefs(). */
export async function withEntryBooks(db: Connection, entries: WithId<ReadingListEntry>[]): Promise<EntryRow[]> {
  const books = await findByIds<Book>(db, BOOKS_COLLECTION, entries.map((e) => e.book), {});
  const rows = new Map((await withBookRefs(db, [...books.values()])).map((b) => [String(b._id), b]));
  return entries.map((e) => {
    const book = rows.get(String(e.book));
    return { ...e, bookDocs: book ? [book] : [] };
  });
}

/** null when the book no longer exists (its entries are deleted with it, so only transiently). */
export function toEntryView(e: EntryRow): ReadingListEntryView | null {
  const book = e.bookDocs[0];
  if (!book) return null;
  return {
    _id: String(e._id),
    book: toBookView(book),
    status: e.status,
    startedAt: e.startedAt ?? null,
    finishedAt: e.finishedAt ?? null,
    rating: e.rating ?? null,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}
