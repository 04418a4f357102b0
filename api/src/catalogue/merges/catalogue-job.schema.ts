import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

export const CATALOGUE_JOBS_COLLECTION = 'cataloguejobs';

/** What a catalogue job does: a merge of duplicate books or authors, a group of two works, a split of an edition. */
export type CatalogueJobKind = 'merge-books' | 'merge-authors' | 'group' | 'split';
export const CATALOGUE_JOB_KINDS: CatalogueJobKind[] = ['merge-books', 'merge-authors', 'group', 'split'];

export type CatalogueJobStatus = 'running' | 'done' | 'failed';
export const CATALOGUE_JOB_STATUSES: CatalogueJobStatus[] = ['running', 'done', 'failed'];

/**
 * A merge, a group or a split running in the background after its request was answered (202): the step it is at, so
 * the administrator's screen shows its progress, then what it answers (the kept record) or why it stopped. The process
 * running it writes `aliveAt` every few seconds; a running job whose process stopped is marked failed (merges.jobs.ts).
 */
@Schema({ collection: CATALOGUE_JOBS_COLLECTION, timestamps: true, versionKey: false })
export class CatalogueJob {
  @Prop({ type: String, enum: CATALOGUE_JOB_KINDS, required: true })
  kind: CatalogueJobKind;

  @Prop({ type: String, enum: CATALOGUE_JOB_STATUSES, required: true })
  status: CatalogueJobStatus;

  /** The step it is at (1-based) of `steps`, and what that step does. */
  @Prop({ required: true })
  step: number;

  @Prop({ required: true })
  steps: number;

  @Prop({ required: true })
  stepLabel: string;

  /** What the request answered before merges ran as jobs: the kept book or author. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  result?: unknown;

  /** Why a failed job stopped, and what state it left the records in. */
  @Prop()
  message?: string;

  /** What the records are left as if it stops before its end (said in `message`). */
  @Prop({ required: true })
  leaves: string;

  /** The administrator who started it. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  by: Types.ObjectId;

  @Prop({ type: Date, required: true })
  aliveAt: Date;

  /** A merge's: the duplicate it merges away. One merge of a record runs at a time (the index below). */
  @Prop({ type: MongooseSchema.Types.ObjectId })
  record?: Types.ObjectId;

  createdAt: Date;
  updatedAt: Date;
}

export const CatalogueJobSchema = SchemaFactory.createForClass(CatalogueJob);
// The jobs found running at start (a process that stopped left them so).
CatalogueJobSchema.index({ status: 1, aliveAt: 1 }, { name: 'catalogue_jobs_running' });
// One running merge per duplicate: a second merge of a record while one runs is refused by this index, not a read.
CatalogueJobSchema.index(
  { record: 1, status: 1 },
  {
    unique: true,
    name: 'catalogue_jobs_one_running_merge',
    partialFilterExpression: { status: 'running', record: { $exists: true } },
  },
);
