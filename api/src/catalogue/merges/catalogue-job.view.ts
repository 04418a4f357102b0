import type { Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import type { Types } from 'mongoose';
import { AuthorView } from '../authors/author.view';
import { BookView } from '../books/book.view';
import {
  CATALOGUE_JOB_KINDS,
  CATALOGUE_JOB_STATUSES,
  type CatalogueJob,
  type CatalogueJobKind,
  type CatalogueJobStatus,
} from './catalogue-job.schema';

@ApiSchema({ name: 'CatalogueJob' })
@ApiExtraModels(BookView, AuthorView)
export class CatalogueJobView {
  @ApiProperty()
  _id: string;

  @ApiProperty({ enum: CATALOGUE_JOB_KINDS, enumName: 'CatalogueJobKind' })
  kind: CatalogueJobKind;

  @ApiProperty({ enum: CATALOGUE_JOB_STATUSES, enumName: 'CatalogueJobStatus' })
  status: CatalogueJobStatus;

  @ApiProperty({ description: 'The step it is at (1-based), or the last one once done', example: 2 })
  step: number;

  @ApiProperty({ description: 'How many steps it has', example: 6 })
  steps: number;

  @ApiProperty({ description: 'What the step does', example: 'Moving reviews' })
  stepLabel: string;

  @ApiPropertyOptional({
    description: 'Once done: the kept book (a merge of books, a group, a split) or author',
    oneOf: [{ $ref: getSchemaPath(BookView) }, { $ref: getSchemaPath(AuthorView) }],
  })
  result?: BookView | AuthorView;

  @ApiPropertyOptional({ description: 'Once failed: why it stopped, and what state it left the records in' })
  message?: string;
}

export function toCatalogueJobView(job: CatalogueJob & { _id: Types.ObjectId }): CatalogueJobView {
  const view: CatalogueJobView = {
    _id: String(job._id),
    kind: job.kind,
    status: job.status,
    step: job.step,
    steps: job.steps,
    stepLabel: job.stepLabel,
  };
  if (job.status === 'done' && job.result) view.result = job.result as BookView | AuthorView;
  if (job.status === 'failed' && job.message) view.message = job.message;
  return view;
}

/** How a preview documents one of its parts: the part's view, and what it holds where the view does not say. */
type PreviewPart<T> = { type: Type<T>; description?: string };

/**
 * What the preview of a job that makes two records one (a merge, a grouping of works) says besides the two records:
 * what moves to the kept one, the readers concerned on both sides, and the rules that settle them, one sentence each.
 * The class that extends it adds the records and names the schema with @ApiSchema.
 */
export function CatalogueJobPreview<Moves, Conflicts>(parts: {
  moves: PreviewPart<Moves>;
  conflicts: PreviewPart<Conflicts>;
  rules: string;
}): Type<{ moves: Moves; conflicts: Conflicts; rules: string[] }> {
  class Preview {
    @ApiProperty(parts.moves)
    moves: Moves;

    @ApiProperty(parts.conflicts)
    conflicts: Conflicts;

    @ApiProperty({ type: [String], description: parts.rules })
    rules: string[];
  }
  return Preview;
}
