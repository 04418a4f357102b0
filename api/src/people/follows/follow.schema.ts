import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { Timestamped } from '../../platform/database/timestamped';
import { RefProp } from '../../platform/database/ref-prop';

export type FollowStatus = 'pending' | 'accepted';
export const FOLLOW_STATUSES: FollowStatus[] = ['pending', 'accepted'];

export const FOLLOWS_COLLECTION = 'follows';

/**
 * One reader following another. `pending` while the followed reader, who approves followers, has not accepted it:
 * a request, which counts nowhere and opens nothing.
 */
@Schema({ timestamps: true, collection: FOLLOWS_COLLECTION })
export class Follow extends Timestamped {
  @RefProp('User')
  follower: Types.ObjectId;

  @RefProp('User')
  followee: Types.ObjectId;

  @Prop({ type: String, enum: FOLLOW_STATUSES, required: true })
  status: FollowStatus;
}

export const FollowSchema = SchemaFactory.createForClass(Follow);

/** Following twice is one follow: the database decides, so two clicks at once cannot make two. */
FollowSchema.index({ follower: 1, followee: 1 }, { unique: true });
// A reader's followers (accepted) and requests (pending), newest or oldest first.
FollowSchema.index({ followee: 1, status: 1, createdAt: -1, _id: -1 }, { name: 'follows_of_followee' });
// Whom a reader follows: the Following list, the feed's and the book page's followed ids.
FollowSchema.index({ follower: 1, status: 1, createdAt: -1, _id: -1 }, { name: 'follows_of_follower' });
