import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { Timestamped } from '../../platform/database/timestamped';
import { RefProp } from '../../platform/database/ref-prop';

export type ReportKind = 'review' | 'comment' | 'reader' | 'club-post' | 'club';
export const REPORT_KINDS: ReportKind[] = ['review', 'comment', 'reader', 'club-post', 'club'];
export type ReportReason = 'spam' | 'harassment' | 'spoilers' | 'other';
export const REPORT_REASONS: ReportReason[] = ['spam', 'harassment', 'spoilers', 'other'];
export type ReportAction = 'dismiss' | 'remove' | 'spoiler' | 'suspend';
export const REPORT_ACTIONS: ReportAction[] = ['dismiss', 'remove', 'spoiler', 'suspend'];
export type ReportStatus = 'open' | 'resolved';
export const REPORT_STATUSES: ReportStatus[] = ['open', 'resolved'];

/** The key of a reported item: its kind and id, one field (the embedded database groups by no compound key). */
export const itemKey = (kind: ReportKind, target: Types.ObjectId | string) => `${kind}:${String(target)}`;

/**
 * One reader's report of a review, a comment, a reader's profile, a club's post or reply, or a club. `openKey` is set while it is open and unset when
 * an administrator resolves it: its unique (sparse) index makes one open report per reader and item, whatever the timing.
 */
@Schema({ timestamps: true, collection: 'reports' })
export class Report extends Timestamped {
  @RefProp('User')
  reporter: Types.ObjectId;

  @Prop({ type: String, enum: REPORT_KINDS, required: true })
  kind: ReportKind;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  target: Types.ObjectId;

  /** itemKey(kind, target). */
  @Prop({ required: true })
  item: string;

  /** Who wrote the reported content (the reader, for a profile; the owner, for a club). */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', default: null })
  author: Types.ObjectId | null;

  /** The club of a reported club post or club (null otherwise): what the admin clubs list counts by. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Club', default: null })
  club: Types.ObjectId | null;

  @Prop({ type: String, enum: REPORT_REASONS, required: true })
  reason: ReportReason;

  @Prop({ type: String, default: '', maxlength: 500 })
  text: string;

  @Prop({ type: String, enum: REPORT_STATUSES, default: 'open' })
  status: ReportStatus;

  /** `${reporter}:${item}` while open; unset once resolved. */
  @Prop({ type: String, default: undefined })
  openKey?: string;

  /** The resolution that closed it (report_resolutions). */
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  resolution: Types.ObjectId | null;
}

export const ReportSchema = SchemaFactory.createForClass(Report);
ReportSchema.index({ openKey: 1 }, { unique: true, sparse: true, name: 'reports_one_open_per_reader_and_item' });
// The open reports of the items on a page of the queue, and those an administrator resolves.
ReportSchema.index({ item: 1, status: 1, createdAt: 1 }, { name: 'reports_of_item' });
// A reader's reports (their account's deletion).
ReportSchema.index({ reporter: 1, status: 1 }, { name: 'reports_of_reporter' });

/** The item reports are about, as the queue and the resolutions keep it: its kind, its id and who wrote it. */
abstract class ReportedItemRef {
  @Prop({ type: String, enum: REPORT_KINDS, required: true })
  kind: ReportKind;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  target: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  author: Types.ObjectId | null;

  /** The club of a club post or a club; null otherwise. */
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  club: Types.ObjectId | null;
}

/**
 * An item with open reports: the queue an administrator works through, oldest first, a page at a time. Made by the
 * first open report of the item, deleted when it is resolved.
 */
@Schema({ collection: 'report_items', versionKey: false })
export class ReportItem extends ReportedItemRef {
  /** itemKey(kind, target). */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Date, required: true })
  firstReportedAt: Date;
}

export const ReportItemSchema = SchemaFactory.createForClass(ReportItem);
ReportItemSchema.index({ firstReportedAt: 1, _id: 1 }, { name: 'report_items_oldest' });
// The open reports of a page of clubs (the admin clubs list), and a club's queue, oldest first.
ReportItemSchema.index({ club: 1, firstReportedAt: 1, _id: 1 }, { name: 'report_items_of_club' });

/** What an item was when it was resolved (its content may be gone since). */
export type ContentSnapshot = {
  text: string;
  title?: string;
  bookId?: string;
  bookTitle?: string;
  clubId?: string;
  clubName?: string;
};

/** How an administrator resolved an item's open reports: kept, with the reports, as they were. */
@Schema({ timestamps: { createdAt: true, updatedAt: false }, collection: 'report_resolutions' })
export class ReportResolution extends ReportedItemRef {
  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  content: ContentSnapshot | null;

  @Prop(raw([{ _id: false, reason: { type: String }, count: { type: Number } }]))
  reasons: { reason: ReportReason; count: number }[];

  @Prop({ type: [String], default: [] })
  texts: string[];

  @Prop({ required: true })
  reporters: number;

  @Prop({ type: Date, required: true })
  firstReportedAt: Date;

  @Prop({ type: String, enum: REPORT_ACTIONS, required: true })
  action: ReportAction;

  @RefProp('User')
  by: Types.ObjectId;

  @Prop({ type: String, default: '' })
  note: string;

  createdAt: Date;
}

export const ReportResolutionSchema = SchemaFactory.createForClass(ReportResolution);
ReportResolutionSchema.index({ createdAt: -1, _id: -1 }, { name: 'report_resolutions_newest' });
ReportResolutionSchema.index({ club: 1, createdAt: -1, _id: -1 }, { name: 'report_resolutions_of_club' });
