import { Schema } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { RefProp } from '../../platform/database/ref-prop';
import { LikeOf, likeSchema } from './like-of';

export const LIKES_COLLECTION = 'likes';

/** One reader liking one review. The review keeps the count (likeCount), changed with $inc as likes come and go. */
@Schema({ timestamps: { createdAt: true, updatedAt: false }, collection: LIKES_COLLECTION })
export class Like extends LikeOf('review', 'Review') {
  /** The review's book: which reviews of a book page the caller liked is one read. */
  @RefProp('Book')
  book: Types.ObjectId;
}

/** Liking twice is one like (likeSchema); also a review's likes. */
export const LikeSchema = likeSchema(Like, 'review');
// The caller's likes among a book's reviews; a reader's likes (account deletion).
LikeSchema.index({ user: 1, book: 1 }, { name: 'likes_of_user_by_book' });
// A book's likes (a merge of the book moves them with its reviews).
LikeSchema.index({ book: 1 }, { name: 'likes_of_book' });
