import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { RefProp } from '../../platform/database/ref-prop';

export type ActivityType = 'started' | 'finished' | 'abandoned' | 'rated' | 'reviewed' | 'goal' | 'progress';
export const ACTIVITY_TYPES: ActivityType[] = [
  'started',
  'finished',
  'abandoned',
  'rated',
  'reviewed',
  'goal',
  'progress',
];

/** Where a reader is in a book, as a progress activity shows it (the note stays on their list). */
export interface ActivityProgress {
  fraction: number;
  page: number | null;
  pageCount: number | null;
  percent: number | null;
}

export const ACTIVITIES_COLLECTION = 'activities';

/**
 * Something a reader did that their followers see in their feed. It refers to what it is about (the entry, the
 * review, the goal's year), and is deleted with it; the book and the review are read when the feed is, so a renamed
 * book or an edited review shows as it is now.
 */
@Schema({ timestamps: { createdAt: true, updatedAt: false }, collection: ACTIVITIES_COLLECTION })
export class Activity {
  @RefProp('User')
  actor: Types.ObjectId;

  @Prop({ type: String, enum: ACTIVITY_TYPES, required: true })
  type: ActivityType;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Book', default: null })
  book: Types.ObjectId | null;

  /** The reading-list entry a started/finished/abandoned/progress activity comes from. */
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  entry: Types.ObjectId | null;

  /** The review a reviewed activity comes from. */
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null })
  review: Types.ObjectId | null;

  /** The stars given (a rating, or a review's when it was posted). */
  @Prop({ type: Number, default: null })
  rating: number | null;

  @Prop(raw({ _id: false, year: Number, target: Number }))
  goal?: { year: number; target: number } | null;

  /** The progress last logged on the entry: one progress activity per entry, updated in place (and its time with it). */
  @Prop(raw({ _id: false, fraction: Number, page: Number, pageCount: Number, percent: Number }))
  progress?: ActivityProgress | null;

  createdAt: Date;
}

export const ActivitySchema = SchemaFactory.createForClass(Activity);

// The feed: the activity of the followed readers (one $in on their ids), newest first; also a reader's own.
ActivitySchema.index({ actor: 1, createdAt: -1, _id: -1 }, { name: 'activities_of_actor_newest' });
// Deleted with what they are about.
ActivitySchema.index({ review: 1 }, { name: 'activities_of_review' });
ActivitySchema.index({ entry: 1 }, { name: 'activities_of_entry' });
// The one started and the one progress activity of a reader's book, found to be kept or updated in place.
ActivitySchema.index({ actor: 1, book: 1, type: 1 }, { name: 'activities_of_actor_book' });
ActivitySchema.index({ book: 1 }, { name: 'activities_of_book' });
