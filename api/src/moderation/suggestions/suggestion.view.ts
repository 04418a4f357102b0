import { ApiProperty, ApiPropertyOptional, ApiSchema, PickType } from '@nestjs/swagger';
import { ImportRowView } from '../../reading/imports/import.view';
import type { WithId } from '../../platform/common/find-by-ids';
import type { Suggestion } from './suggestion.schema';
import { isoDate } from '../../platform/common/iso-date';

@ApiSchema({ name: 'SuggestedBook' })
export class SuggestedBookView {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  title: string;
}

@ApiSchema({ name: 'SuggestedDuplicate' })
export class SuggestedDuplicateView {
  @ApiProperty({ type: SuggestedBookView, description: 'The book flagged' })
  book: SuggestedBookView;

  @ApiProperty({ type: SuggestedBookView, description: 'The book readers say it is the same as' })
  sameAs: SuggestedBookView;
}

@ApiSchema({ name: 'SuggestedSeries' })
export class SuggestedSeriesView {
  @ApiProperty({ type: String, nullable: true, description: 'null for a new series (approving creates it)' })
  _id: string | null;

  @ApiProperty()
  name: string;
}

@ApiSchema({ name: 'SuggestedSeriesEntry' })
export class SuggestedSeriesEntryView {
  @ApiProperty({ type: SuggestedBookView })
  book: SuggestedBookView;

  @ApiProperty({ type: SuggestedSeriesView })
  series: SuggestedSeriesView;

  @ApiProperty({ example: 2 })
  position: number;
}

export type SuggestionKind = 'book' | 'duplicate' | 'series';

@ApiSchema({ name: 'Suggestion' })
export class SuggestionView extends PickType(ImportRowView, [
  'title',
  'author',
  'isbn',
  'year',
  'pages',
  'publisher',
] as const) {
  @ApiProperty()
  _id: string;

  @ApiProperty({
    enum: ['book', 'duplicate', 'series'],
    enumName: 'SuggestionKind',
    description:
      'book: a book to add (from import rows); duplicate: two catalogue books readers say are one; series: a book ' +
      'readers say belongs in a series at a position',
  })
  kind: SuggestionKind;

  @ApiPropertyOptional({ type: SuggestedDuplicateView, description: 'A duplicate: the two books' })
  duplicate?: SuggestedDuplicateView;

  @ApiPropertyOptional({ type: SuggestedSeriesEntryView, description: 'A series entry: the book, series and position' })
  seriesEntry?: SuggestedSeriesEntryView;

  @ApiProperty({ type: 'integer', description: 'How many readers suggested it' })
  count: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

@ApiSchema({ name: 'SuggestResult' })
export class SuggestResultView {
  @ApiProperty({
    type: 'integer',
    description: 'Rows suggested by this call (a row suggested before is not counted again)',
  })
  suggested: number;
}

@ApiSchema({ name: 'SuggestionApproval' })
export class SuggestionApprovalView {
  @ApiProperty({ type: 'integer', description: 'Readers whose imported row now points at the new book' })
  linked: number;
}

export function toSuggestionView(s: WithId<Suggestion>): SuggestionView {
  const view: SuggestionView = {
    _id: String(s._id),
    title: s.title,
    author: s.author,
    kind: s.duplicate ? 'duplicate' : s.seriesEntry ? 'series' : 'book',
    count: s.count,
    createdAt: isoDate(s.createdAt),
  };
  if (s.isbn) view.isbn = s.isbn;
  if (s.year) view.year = s.year;
  if (s.pages) view.pages = s.pages;
  if (s.publisher) view.publisher = s.publisher;
  if (s.duplicate)
    view.duplicate = {
      book: { _id: String(s.duplicate.book), title: s.title },
      sameAs: { _id: String(s.duplicate.sameAs), title: s.duplicate.sameAsTitle },
    };
  if (s.seriesEntry)
    view.seriesEntry = {
      book: { _id: String(s.seriesEntry.book), title: s.title },
      series: { _id: s.seriesEntry.series ? String(s.seriesEntry.series) : null, name: s.seriesEntry.seriesName },
      position: s.seriesEntry.position,
    };
  return view;
}
