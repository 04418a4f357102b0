import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { Timestamped } from '../../platform/database/timestamped';

export const SERIES_COLLECTION = 'series';
export const SERIES_NAME_MAX_LENGTH = 200;
export const SERIES_DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_SERIES_ENTRIES = 500;

/** A work's place in a series: `position` orders the series (1, 2, 2.5 for a novella between them). */
export interface SeriesEntry {
  work: Types.ObjectId;
  position: number;
}

/**
 * A series of works in reading order. An entry names a work (its id; before works exist a book is its own work, so
 * it is a book's id), never an edition; series-works.ts resolves a work to the book that shows it.
 */
@Schema({ timestamps: true, collection: SERIES_COLLECTION })
export class Series extends Timestamped {
  @Prop({ required: true, trim: true, maxlength: SERIES_NAME_MAX_LENGTH })
  name: string;

  /** Lower-cased name: the unique index makes "Dune" and "dune" the same series. */
  @Prop({ required: true, unique: true, select: false })
  nameKey: string;

  /** The name without case or accents, for the search of the list (searchKey). */
  @Prop({ required: true, select: false })
  nameSearchKey: string;

  @Prop({ default: '', maxlength: SERIES_DESCRIPTION_MAX_LENGTH })
  description: string;

  /** In reading order (by position), each work once, each position once. */
  @Prop({
    type: [{ _id: false, work: { type: MongooseSchema.Types.ObjectId, required: true }, position: Number }],
    default: [],
  })
  entries: SeriesEntry[];
}

export type SeriesDocument = HydratedDocument<Series>;
export const SeriesSchema = SchemaFactory.createForClass(Series);

SeriesSchema.index({ name: 1, _id: 1 }, { name: 'series_by_name' });
// The series a work belongs to (a book's page, an author's page, a deleted or merged book's entries).
SeriesSchema.index({ 'entries.work': 1, name: 1, _id: 1 }, { name: 'series_of_work' });

export const seriesNameKey = (name: string) => name.trim().toLowerCase();
