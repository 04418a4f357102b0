import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';

export const LIKES_COLLECTION = 'likes';

/** One reader liking one review. The review keeps the count (likeCount), changed with $inc as likes come and go. */
@Schema({ timestamps: { createdAt: true, updatedAt: false }, collection: LIKES_COLLECTION })
export class Like {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Review', required: true })
  review: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  user: Types.ObjectId;

  /** The review's book: which reviews of a book page the caller liked is one read. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Book', required: true })
  book: Types.ObjectId;

  createdAt: Date;
}

export type LikeDocument = HydratedDocument<Like>;
export const LikeSchema = SchemaFactory.createForClass(Like);

/** Liking twice is one like: the database decides, so two clicks at once cannot make two. Also a review's likes. */
LikeSchema.index({ review: 1, user: 1 }, { unique: true });
// The caller's likes among a book's reviews; a reader's likes (account deletion).
LikeSchema.index({ user: 1, book: 1 }, { name: 'likes_of_user_by_book' });
// A book's likes (a merge of the book moves them with its reviews).
LikeSchema.index({ book: 1 }, { name: 'likes_of_book' });
