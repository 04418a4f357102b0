import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { IMPORT_FORMATS, type ImportFormat, type ParsedRow } from './import-file';

export type ImportState = 'preview' | 'running' | 'done' | 'failed';
export const IMPORT_STATES: ImportState[] = ['preview', 'running', 'done', 'failed'];
export type RowOutcome = 'added' | 'updated' | 'skipped' | 'unmatched';

export const IMPORTS_COLLECTION = 'imports';

/** A row of an import with what the preview matched it to (book ids as strings) and, once run, what became of it. */
export interface StoredRow extends ParsedRow {
  /** The catalogue book the row matched. */
  book?: string;
  /** The books an ambiguous row could be. */
  candidates?: string[];
  outcome?: RowOutcome;
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

  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  rows: StoredRow[];

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
