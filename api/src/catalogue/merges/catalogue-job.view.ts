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
