import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { Timestamped } from '../../platform/database/timestamped';
import { RefProp } from '../../platform/database/ref-prop';

export const COMMENTS_COLLECTION = 'comments';
export const COMMENT_MAX_LENGTH = 2000;

/** A reader's comment on a review (one level, plain text). The review keeps the count (commentCount) with $inc. */
@Schema({ timestamps: true, collection: COMMENTS_COLLECTION })
export class Comment extends Timestamped {
  @RefProp('Review')
  review: Types.ObjectId;

  @RefProp('User')
  user: Types.ObjectId;

  @Prop({ required: true, trim: true, minlength: 1, maxlength: COMMENT_MAX_LENGTH })
  body: string;

  /** Changed by its author since it was written. */
  @Prop({ default: false })
  edited: boolean;
}

export const CommentSchema = SchemaFactory.createForClass(Comment);

// A review's comments, oldest first (and all of them when the review goes).
CommentSchema.index({ review: 1, createdAt: 1, _id: 1 }, { name: 'comments_of_review_oldest' });
// A reader's comments (account deletion).
CommentSchema.index({ user: 1, createdAt: -1 }, { name: 'comments_of_user' });
