import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { MERGE_LOG_KINDS, type MergeLogKind } from './merged-records';

export const MERGES_COLLECTION = 'merges';

/**
 * One merge of the log: an administrator merged a duplicate record (`merge`) into the one that stays (`keep`). The
 * titles or names are kept as they were, so the log reads nothing else. Merges are not undone. Editions grouped under
 * one work (`group`: `merge`'s work joined `keep`'s) and split out of it (`split`: `keep` is the edition) are logged
 * too; a split is undone by grouping again.
 */
@Schema({ collection: MERGES_COLLECTION, timestamps: { createdAt: true, updatedAt: false }, versionKey: false })
export class MergeRecord {
  @Prop({ type: String, enum: MERGE_LOG_KINDS, required: true })
  kind: MergeLogKind;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  keep: Types.ObjectId;

  @Prop({ required: true })
  keepName: string;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  merge: Types.ObjectId;

  @Prop({ required: true })
  mergeName: string;

  /** The administrator who merged, and their username then. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  by: Types.ObjectId;

  @Prop({ required: true })
  byUsername: string;

  /** The fields taken from the merged record (the others were the kept one's). */
  @Prop({ type: [String], default: [] })
  fieldsFromMerged: string[];

  createdAt: Date;
}

export const MergeRecordSchema = SchemaFactory.createForClass(MergeRecord);
MergeRecordSchema.index({ createdAt: -1, _id: -1 }, { name: 'merges_newest' });
// Whether a duplicate's merge completed (its entry is written last).
MergeRecordSchema.index({ merge: 1, kind: 1 }, { name: 'merges_of_record' });
