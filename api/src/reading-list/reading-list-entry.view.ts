import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Connection } from 'mongoose';
import { BookCardView } from '../books/book.view';
import { withKeptCopies } from '../common/backfill';
import type { WithId } from '../common/find-by-ids';
import { bookCardOf, entryBookSummaries } from './entry-book-summary';
import { READING_STATUSES, type ReadingListEntry, type ReadingStatus } from './reading-list-entry.schema';
import { isoDate, isoDateOrNull } from '../common/iso-date';

/** A reading-list entry with its book's card (shared-ui `ReadingListEntry`): what the list shows of the book. */
@ApiSchema({ name: 'ReadingListEntry' })
export class ReadingListEntryView {
  @ApiProperty()
  _id: string;

  @ApiProperty({ type: BookCardView })
  book: BookCardView;

  @ApiProperty({ enum: READING_STATUSES, enumName: 'ReadingStatus' })
  status: ReadingStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the reader started the book' })
  startedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the reader finished the book' })
  finishedAt: string | null;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, nullable: true, description: "The reader's own rating kept without a review" })
  rating: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

export type EntryRow = WithId<ReadingListEntry>;

/**
 * Gives each entry its book summary: kept on the entry (no read of the books); only an entry without one (not yet
 * backfilled) has it read, with one `$in` for all of them.
 */
export function withBookSummaries(db: Connection, entries: EntryRow[]): Promise<EntryRow[]> {
  return withKeptCopies(entries, 'bookSummary', (e) => e.book, (ids) => entryBookSummaries(db, ids));
}

/** null when the book no longer exists (its entries are deleted with it, so only transiently). */
export function toEntryView(e: EntryRow): ReadingListEntryView | null {
  if (!e.bookSummary) return null;
  return {
    _id: String(e._id),
    book: bookCardOf(e.book, e.bookSummary),
    status: e.status,
    startedAt: isoDateOrNull(e.startedAt),
    finishedAt: isoDateOrNull(e.finishedAt),
    rating: e.rating ?? null,
    createdAt: isoDate(e.createdAt),
    updatedAt: isoDate(e.updatedAt),
  };
}
