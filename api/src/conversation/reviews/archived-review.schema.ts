import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';

export const ARCHIVED_REVIEWS_COLLECTION = 'archived_reviews';

/**
 * A review set aside when two records of one book were merged and its reader had reviewed both: the newer review
 * stays, this older one is kept here, as it was, out of every listing and aggregate (the reviews collection is all
 * they read), and given back to its reader in their JSON export. Its likes and comments stay with it.
 */
@Schema({ collection: ARCHIVED_REVIEWS_COLLECTION, versionKey: false })
export class ArchivedReview {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  user: Types.ObjectId;

  /** The book it was written about (since merged). */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  book: Types.ObjectId;

  /** The book both records became, and the reader's review of it that stays. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  keptBook: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  keptReview: Types.ObjectId;

  @Prop({ required: true })
  rating: number;

  @Prop({ required: true })
  title: string;

  @Prop({ required: true })
  content: string;

  @Prop({ default: false })
  spoiler: boolean;

  @Prop({ type: Date, required: true })
  createdAt: Date;

  @Prop({ type: Date, required: true })
  updatedAt: Date;

  @Prop({ type: Date, required: true })
  archivedAt: Date;
}

export const ArchivedReviewSchema = SchemaFactory.createForClass(ArchivedReview);
// A reader's archived reviews (their export), newest first.
ArchivedReviewSchema.index({ user: 1, createdAt: -1, _id: -1 }, { name: 'archived_reviews_of_user' });
// The reviews a merge or a group into a book archived since a moment (a merge completed after it stopped).
ArchivedReviewSchema.index({ keptBook: 1, archivedAt: 1 }, { name: 'archived_reviews_of_kept_book' });
