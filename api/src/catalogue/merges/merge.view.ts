import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { CountsView } from '../../platform/common/counts-view';
import { AuthorView } from '../authors/author.view';
import { BookView } from '../books/book.view';
import { CatalogueJobPreview } from './catalogue-job.view';
import { MERGE_KINDS, MERGE_LOG_KINDS, type MergeKind, type MergeLogKind } from './merged-records';

/** A field's value as the preview shows it: text, a number, or null when the record has none. */
export type FieldValue = string | number | null;
const FieldValueProperty = (description: string) =>
  ApiProperty({
    oneOf: [
      { type: 'string', nullable: true },
      { type: 'number', nullable: true },
    ],
    description,
  });

@ApiSchema({ name: 'MergeField' })
export class MergeFieldView {
  @ApiProperty({ description: "The field's name, as `fields` of a merge names it", example: 'coverImage' })
  name: string;

  @ApiProperty({ example: 'Cover image' })
  label: string;

  @FieldValueProperty("The kept record's value, as shown (names for an author or genres)")
  keep: FieldValue;

  @FieldValueProperty("The merged record's value, as shown")
  merge: FieldValue;

  @ApiProperty()
  differs: boolean;
}

@ApiSchema({ name: 'MergeMoves' })
export class MergeMovesView extends CountsView({
  reviews: 'Reviews (and their ratings) of the merged book',
  listEntries: 'Reading-list entries of the merged book',
  likes: 'Likes of those reviews (they follow their review)',
  comments: 'Comments on those reviews (they follow their review)',
  activity: 'Activity about the merged book',
  suggestions: 'Suggestions that became the merged book',
  reports: 'Reports of those reviews (they follow their review)',
}) {
  @ApiPropertyOptional({ type: 'integer', description: "Authors: the merged author's books" })
  books?: number;
}

@ApiSchema({ name: 'MergeReader' })
export class MergeReaderView {
  @ApiProperty()
  _id: string;

  @ApiProperty({ description: 'Empty when the account is gone' })
  username: string;
}

@ApiSchema({ name: 'MergeConflicts' })
export class MergeConflictsView {
  @ApiProperty({ type: [MergeReaderView], description: 'Readers who reviewed both books' })
  reviews: MergeReaderView[];

  @ApiProperty({ type: [MergeReaderView], description: 'Readers with both books on their reading list' })
  listEntries: MergeReaderView[];
}

const RECORD = { oneOf: [{ $ref: getSchemaPath(BookView) }, { $ref: getSchemaPath(AuthorView) }] };

@ApiSchema({ name: 'MergePreview' })
@ApiExtraModels(BookView, AuthorView)
export class MergePreviewView extends CatalogueJobPreview({
  moves: { type: MergeMovesView },
  conflicts: { type: MergeConflictsView },
  rules: 'How the conflicts are settled, one sentence per rule',
}) {
  @ApiProperty({ enum: MERGE_KINDS, enumName: 'MergeKind' })
  kind: MergeKind;

  @ApiProperty({ ...RECORD, description: 'The record that stays, as the administrator reads it' })
  keep: BookView | AuthorView;

  @ApiProperty({ ...RECORD, description: 'The duplicate merged into it' })
  merge: BookView | AuthorView;

  @ApiProperty({ type: [MergeFieldView] })
  fields: MergeFieldView[];

  @ApiProperty({
    description:
      'A merge of the two that stopped before its end: merging them again completes it, and `moves` and `conflicts` ' +
      'are what is still on the duplicate',
  })
  resumes: boolean;
}

@ApiSchema({ name: 'MergedRecordRef' })
export class MergedRecordRefView {
  @ApiProperty()
  _id: string;

  @ApiProperty({ description: "A book's title or an author's name, as it was when merged" })
  name: string;
}

@ApiSchema({ name: 'MergeLogEntry' })
export class MergeLogEntryView {
  @ApiProperty()
  _id: string;

  @ApiProperty({ enum: MERGE_LOG_KINDS, enumName: 'MergeLogKind' })
  kind: MergeLogKind;

  @ApiProperty({ type: MergedRecordRefView, description: 'The record that stayed' })
  keep: MergedRecordRefView;

  @ApiProperty({ type: MergedRecordRefView, description: 'The duplicate merged into it' })
  merge: MergedRecordRefView;

  @ApiProperty({ type: MergeReaderView, description: 'The administrator who merged' })
  by: MergeReaderView;

  @ApiProperty({ type: [String], description: 'The fields taken from the merged record' })
  fieldsFromMerged: string[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}
