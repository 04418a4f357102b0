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

export type SuggestionKind = 'book' | 'duplicate';

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
    enum: ['book', 'duplicate'],
    enumName: 'SuggestionKind',
    description: 'book: a book to add (from import rows); duplicate: two catalogue books readers say are one',
  })
  kind: SuggestionKind;

  @ApiPropertyOptional({ type: SuggestedDuplicateView, description: 'A duplicate: the two books' })
  duplicate?: SuggestedDuplicateView;

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
    kind: s.duplicate ? 'duplicate' : 'book',
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
  return view;
}
