import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { NamedRefView } from '../../catalogue/books/book.view';
import { BOOK_FORMATS, type BookFormat } from '../../catalogue/books/book.schema';
import type { WithId } from '../../platform/common/find-by-ids';
import { entryBookOf } from './entry-book-summary';
import {
  READING_STATUSES,
  type ReadingListEntry,
  type ReadingProgress,
  type ReadingStatus,
} from './reading-list-entry.schema';
import { isoDate, isoDateOrNull } from '../../platform/common/iso-date';

/**
 * A book as a reader's own lists show it (their reading list, their year): while it is published, what identifies it;
 * once it is not (a draft, archived), only its id and title with `available: false` (its page is a 404 and nothing
 * else of it may show), the reader's entry staying theirs.
 */
export class ShelvedBookFields {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'false once the book is no longer published: then only its id and title are sent' })
  available: boolean;

  @ApiPropertyOptional({ description: 'Absent when not available' })
  coverImage?: string;

  @ApiPropertyOptional({
    type: NamedRefView,
    nullable: true,
    description: 'null when the author was deleted; absent when not available',
  })
  author?: NamedRefView | null;
}

/** The book of a reading-list entry: its card while it is published, else its id and title (ShelvedBookFields). */
@ApiSchema({ name: 'ReadingListBook' })
export class EntryBookView extends ShelvedBookFields {
  @ApiPropertyOptional({ description: 'Absent when not available' })
  averageRating?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'Absent when not available' })
  reviewCount?: number;

  @ApiPropertyOptional({
    type: String,
    enum: BOOK_FORMATS,
    nullable: true,
    description: "The edition's format; absent when not available",
  })
  format?: BookFormat | null;
}

/** Where the reader is in the book: stored as a fraction, shown as they logged it (a page or a percentage). */
@ApiSchema({ name: 'ReadingProgress' })
export class ReadingProgressView {
  @ApiProperty({ minimum: 0, maximum: 1, description: 'The share of the book read, whatever the edition' })
  fraction: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The page logged, or null for a percentage' })
  page: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The percentage logged, or null for a page' })
  percent: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: "The edition's pages when a page was logged" })
  pageCount: number | null;

  @ApiProperty({ description: 'The reader\'s note, or ""' })
  note: string;

  @ApiProperty({ type: String, format: 'date-time' })
  loggedAt: string;
}

export const toProgressView = (p: ReadingProgress | null | undefined): ReadingProgressView | null =>
  p
    ? {
        fraction: p.fraction,
        page: p.page ?? null,
        percent: p.percent ?? null,
        pageCount: p.pageCount ?? null,
        note: p.note ?? '',
        loggedAt: isoDate(p.loggedAt),
      }
    : null;

/** A reading-list entry with its book's card (shared-ui `ReadingListEntry`): what the list shows of the book. */
@ApiSchema({ name: 'ReadingListEntry' })
export class ReadingListEntryView {
  @ApiProperty()
  _id: string;

  @ApiProperty({ type: EntryBookView, description: 'The edition the reader has' })
  book: EntryBookView;

  @ApiProperty({ description: 'The work of that edition: one entry per reader and work' })
  work: string;

  @ApiProperty({ enum: READING_STATUSES, enumName: 'ReadingStatus' })
  status: ReadingStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the reader started the book' })
  startedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the reader finished the book' })
  finishedAt: string | null;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 5,
    nullable: true,
    description: "The reader's own rating kept without a review",
  })
  rating: number | null;

  @ApiProperty({ type: ReadingProgressView, nullable: true, description: 'The progress last logged, or null' })
  progress: ReadingProgressView | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

export type EntryRow = WithId<ReadingListEntry>;

/** null when the book no longer exists (its entries are deleted with it, so only transiently). */
export function toEntryView(e: EntryRow): ReadingListEntryView | null {
  if (!e.bookSummary) return null;
  return {
    _id: String(e._id),
    book: entryBookOf(e.book, e.bookSummary),
    work: String(e.work),
    status: e.status,
    startedAt: isoDateOrNull(e.startedAt),
    finishedAt: isoDateOrNull(e.finishedAt),
    rating: e.rating ?? null,
    progress: toProgressView(e.progress),
    createdAt: isoDate(e.createdAt),
    updatedAt: isoDate(e.updatedAt),
  };
}
