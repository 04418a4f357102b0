import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { READING_STATUSES, type ReadingStatus } from '../../reading/reading-list/reading-list-entry.schema';
import { isoDate } from '../../platform/common/iso-date';
import { BookCardView, NamedRefView, toBookView, type BookRow } from '../books/book.view';
import type { Series } from './series.schema';

export type LeanSeries = Series & { _id: Types.ObjectId };

/** A series as lists show it (the series list, an author's series). */
@ApiSchema({ name: 'SeriesSummary' })
export class SeriesSummaryView extends NamedRefView {
  @ApiProperty()
  description: string;

  @ApiProperty({ type: 'integer', description: 'Its entries (works), whatever their status' })
  entryCount: number;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

@ApiSchema({ name: 'SeriesEntry' })
export class SeriesEntryView {
  @ApiProperty({ description: 'Its place in reading order ("Book 2"): 1, 2, 2.5…', example: 2 })
  position: number;

  @ApiProperty({ description: "The id of the work it names (today the book's own id)" })
  work: string;

  @ApiProperty({ type: BookCardView, description: 'The book that shows the work in the catalogue' })
  book: BookCardView;

  @ApiProperty({
    enum: ['published', 'draft', 'archived'],
    description: "The book's status (administrators also see drafts and archived books)",
  })
  bookStatus: string;

  @ApiPropertyOptional({
    enum: READING_STATUSES,
    description: "The signed-in reader's reading-list status of the work; absent when it is not on their list",
  })
  status?: ReadingStatus;
}

/** A series with its entries in reading order. */
@ApiSchema({ name: 'Series' })
export class SeriesView extends NamedRefView {
  @ApiProperty()
  description: string;

  @ApiProperty({ type: SeriesEntryView, isArray: true, description: 'In reading order' })
  entries: SeriesEntryView[];

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

/** A series a book belongs to, and its place there ("Book 2 of The Expanse"). */
@ApiSchema({ name: 'BookSeries' })
export class BookSeriesView extends NamedRefView {
  @ApiProperty({ example: 2 })
  position: number;
}

export function toSeriesSummary(s: LeanSeries): SeriesSummaryView {
  return {
    _id: String(s._id),
    name: s.name,
    description: s.description ?? '',
    entryCount: s.entries?.length ?? 0,
    updatedAt: isoDate(s.updatedAt),
  };
}

export function toBookCard(b: BookRow): BookCardView {
  const { _id, title, coverImage, author, averageRating, reviewCount } = toBookView(b);
  return { _id, title, coverImage, author, averageRating, reviewCount };
}
