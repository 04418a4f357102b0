import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { IMPORT_FORMATS, type ImportFormat, type ParsedRow } from './import-formats';
import type { PackedRows } from './import-rows';

export type ImportState = 'preview' | 'running' | 'done' | 'failed';
export const IMPORT_STATES: ImportState[] = ['preview', 'running', 'done', 'failed'];
export type RowOutcome = 'added' | 'updated' | 'skipped' | 'unmatched';

export const IMPORTS_COLLECTION = 'imports';
/** How long an unconfirmed preview is kept (each holds up to 20,000 rows). */
export const PREVIEW_TTL_SECONDS = 24 * 60 * 60;

/** A row of an import with what the preview matched it to (book ids as strings) and, once run, what became of it. */
export interface StoredRow extends ParsedRow {
  /** The catalogue book the row matched. */
  book?: string;
  /** The books an ambiguous row could be. */
  candidates?: string[];
  /** Why the row goes on another edition of its work than the one its ISBN names (catalogue-matcher.ts). */
  note?: string;
  outcome?: RowOutcome;
  /** Why a skipped row was skipped (a date rule it breaks, no book chosen, the book gone), once run. */
  skipReason?: string;
}

export interface ImportCounts {
  added: number;
  updated: number;
  skipped: number;
  unmatched: number;
}

/**
 * One uploaded export file of a reader: its rows and matches from the preview, then the background job's progress
 * and report. Kept in the database so that every API process answers the status polls.
 */
@Schema({ timestamps: true, collection: IMPORTS_COLLECTION })
export class Import {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  user: Types.ObjectId;

  @Prop({ type: String, enum: IMPORT_FORMATS, required: true })
  format: ImportFormat;

  @Prop({ type: String, enum: IMPORT_STATES, default: 'preview' })
  status: ImportState;

  @Prop({ required: true })
  total: number;

  @Prop({ default: 0 })
  processed: number;

  /** The rows with their matches, packed in pieces (import-rows.ts): written and read a piece at a time. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  packedRows?: PackedRows;

  /** What became of each row (in the rows' order), once run. */
  @Prop({ type: [String], default: undefined })
  outcomes?: RowOutcome[];

  /** Why rows were skipped, by row number, once run. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: undefined })
  skipReasons?: Record<string, string>;

  /** The rows of an import kept before rows were packed. */
  @Prop({ type: [MongooseSchema.Types.Mixed], default: undefined })
  rows?: StoredRow[];

  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  counts: ImportCounts | null;

  /** Why a failed import failed (shown to the reader). */
  @Prop({ type: String, default: null })
  failure: string | null;

  createdAt: Date;
  updatedAt: Date;
}

export type ImportDocument = HydratedDocument<Import>;
export const ImportSchema = SchemaFactory.createForClass(Import);

ImportSchema.index({ user: 1, createdAt: -1 });
// A real MongoDB deletes unconfirmed previews once expired; a confirmed import (no longer 'preview') is kept.
ImportSchema.index(
  { createdAt: 1 },
  {
    name: 'imports_preview_expiry',
    expireAfterSeconds: PREVIEW_TTL_SECONDS,
    partialFilterExpression: { status: 'preview' },
  },
);

/** A preview past its TTL: gone for the reader even where it is not deleted yet (the embedded server ignores TTL indexes). */
export const isExpiredPreview = (found: Pick<Import, 'status' | 'createdAt'>, now = Date.now()): boolean =>
  found.status === 'preview' && now - found.createdAt.getTime() >= PREVIEW_TTL_SECONDS * 1000;
