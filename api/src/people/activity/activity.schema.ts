import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';

export type ActivityType = 'started' | 'finished' | 'abandoned' | 'rated' | 'reviewed' | 'goal';
export const ACTIVITY_TYPES: ActivityType[] = ['started', 'finished', 'abandoned', 'rated', 'reviewed', 'goal'];

export const ACTIVITIES_COLLECTION = 'activities';

/**
 * Something a reader did that their followers see in their feed. It refers to what it is about (the entry, the
 * review, the goal's year), and is deleted with it; the book and the review are read when the feed is, so a renamed
 * book or an edited review shows as it is now.
 */
@Schema({ timestamps: { createdAt: true, updatedAt: false }, collection: ACTIVITIES_COLLECTION })
export class Activity {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  actor: Types.ObjectId;

  @Prop({ type: String, enum: ACTIVITY_TYPES, required: true })
  type: ActivityType;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Book', default: null })
  book: Types.ObjectId | null;

  /** The reading-list entry a started/finished/abandoned activity comes from. */
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

  createdAt: Date;
}

export type ActivityDocument = HydratedDocument<Activity>;
export const ActivitySchema = SchemaFactory.createForClass(Activity);

// The feed: the activity of the followed readers (one $in on their ids), newest first; also a reader's own.
ActivitySchema.index({ actor: 1, createdAt: -1, _id: -1 }, { name: 'activities_of_actor_newest' });
// Deleted with what they are about.
ActivitySchema.index({ review: 1 }, { name: 'activities_of_review' });
ActivitySchema.index({ entry: 1 }, { name: 'activities_of_entry' });
ActivitySchema.index({ book: 1 }, { name: 'activities_of_book' });
