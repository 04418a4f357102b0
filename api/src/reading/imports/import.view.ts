import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { READING_STATUSES, type ReadingStatus } from '../reading-list/reading-list-entry.schema';
import { IMPORT_FORMATS, type ImportFormat } from './import-formats';
import { IMPORT_STATES, type ImportState, type StoredRow } from './import.schema';

/** A catalogue book as an import row shows it. */
@ApiSchema({ name: 'BookSummary' })
export class BookSummaryView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true, description: "The author's name; null when the author was deleted" })
  author: string | null;

  @ApiProperty()
  coverImage: string;

  @ApiPropertyOptional()
  isbn?: string;
}

@ApiSchema({ name: 'ImportRow' })
export class ImportRowView {
  @ApiProperty({ type: 'integer', description: '1-based number of the data row' })
  row: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  author: string;

  @ApiPropertyOptional({ description: 'The first ISBN of the row (ISBN-13 when it has one)' })
  isbn?: string;

  @ApiProperty({ type: String, enum: READING_STATUSES, enumName: 'ReadingStatus', nullable: true })
  status: ReadingStatus | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 5 })
  rating?: number;

  @ApiProperty({ description: 'The row has review text (with a rating it becomes a review)' })
  hasReview: boolean;

  @ApiPropertyOptional()
  spoiler?: boolean;

  @ApiPropertyOptional({ format: 'date' })
  dateRead?: string;

  @ApiPropertyOptional({ format: 'date' })
  dateAdded?: string;

  @ApiPropertyOptional({ type: 'integer' })
  year?: number;

  @ApiPropertyOptional({ type: 'integer' })
  pages?: number;

  @ApiPropertyOptional()
  publisher?: string;

  @ApiPropertyOptional({ type: BookSummaryView, description: 'The catalogue book of a matched row' })
  book?: BookSummaryView;

  @ApiPropertyOptional({ type: [BookSummaryView], description: 'The books an ambiguous row could be' })
  candidates?: BookSummaryView[];

  @ApiPropertyOptional({
    description:
      "Why the row is (or will be) skipped: a date rule of the reading list it breaks (a date in the future, a finish before the entry's start), no book chosen, or its book gone",
  })
  skipReason?: string;

  @ApiPropertyOptional({
    description:
      "Why the row goes on another edition of its work than the one its ISBN names (we don't have that edition)",
  })
  note?: string;
}

@ApiSchema({ name: 'ImportPreview' })
export class ImportPreviewView {
  @ApiProperty()
  id: string;

  @ApiProperty({ enum: IMPORT_FORMATS, enumName: 'ImportFormat' })
  format: ImportFormat;

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ type: [ImportRowView] })
  matched: ImportRowView[];

  @ApiProperty({ type: [ImportRowView] })
  ambiguous: ImportRowView[];

  @ApiProperty({ type: [ImportRowView] })
  unmatched: ImportRowView[];
}

@ApiSchema({ name: 'ImportReport' })
export class ImportReportView {
  @ApiProperty({ type: 'integer' })
  added: number;

  @ApiProperty({ type: 'integer' })
  updated: number;

  @ApiProperty({
    type: 'integer',
    description: 'Rows that changed nothing, that the reader skipped, or whose book was unpublished since the preview',
  })
  skipped: number;

  @ApiProperty({ type: 'integer' })
  unmatched: number;

  @ApiProperty({ type: [ImportRowView] })
  unmatchedRows: ImportRowView[];

  @ApiPropertyOptional({
    type: [ImportRowView],
    description: 'The skipped rows that were skipped for a reason, each with its skipReason',
  })
  skippedRows?: ImportRowView[];

  @ApiPropertyOptional({
    type: [ImportRowView],
    description:
      'The imported rows that went on another edition of their work than the one their ISBN names, each with its note',
  })
  notedRows?: ImportRowView[];
}

@ApiSchema({ name: 'ImportStatus' })
export class ImportStatusView {
  @ApiProperty()
  id: string;

  @ApiProperty({ enum: IMPORT_STATES, enumName: 'ImportState' })
  status: ImportState;

  @ApiProperty({ type: 'integer' })
  processed: number;

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiPropertyOptional({ type: ImportReportView, description: 'Once done' })
  report?: ImportReportView;

  @ApiPropertyOptional({ description: 'Why the import failed' })
  failure?: string;
}

/** The row as the reader sees it (no review text, ids of the match resolved by the caller). */
export function toRowView(row: StoredRow, summaries: Map<string, BookSummaryView>): ImportRowView {
  const view: ImportRowView = {
    row: row.row,
    title: row.title,
    author: row.author,
    status: row.status,
    hasReview: Boolean(row.reviewText),
  };
  const optional = {
    isbn: row.isbns[0],
    rating: row.rating,
    spoiler: row.spoiler,
    dateRead: row.dateRead,
    dateAdded: row.dateAdded,
    year: row.year,
    pages: row.pages,
    publisher: row.publisher,
    book: row.book ? summaries.get(row.book) : undefined,
    candidates: row.candidates?.map((id) => summaries.get(id)).filter((b): b is BookSummaryView => b !== undefined),
    skipReason: row.skipReason,
    note: row.note,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(view, { [key]: value });
  return view;
}
