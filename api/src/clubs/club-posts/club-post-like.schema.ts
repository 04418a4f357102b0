import { Schema } from '@nestjs/mongoose';
import type { Types } from 'mongoose';
import { LikeOf, likeSchema } from '../../conversation/likes/like-of';
import { RefProp } from '../../platform/database/ref-prop';

export const CLUB_POST_LIKES_COLLECTION = 'clubpostlikes';

/**
 * One reader liking one club post or reply. The post keeps the count (likeCount), changed with $inc as likes come and
 * go, so a thread counts nothing when it is read.
 */
@Schema({ timestamps: { createdAt: true, updatedAt: false }, collection: CLUB_POST_LIKES_COLLECTION })
export class ClubPostLike extends LikeOf('post', 'ClubPost') {
  /** The post itself, or the post a reply answers: deleting a post takes its replies' likes in one go. */
  @RefProp('ClubPost')
  thread: Types.ObjectId;

  @RefProp('Club')
  club: Types.ObjectId;
}

/** Liking twice is one like (likeSchema); also the caller's likes among a page of posts (one $in). */
export const ClubPostLikeSchema = likeSchema(ClubPostLike, 'post');
// A post's likes with its replies' (its deletion); a club's (its deletion); a reader's (account deletion).
ClubPostLikeSchema.index({ thread: 1 }, { name: 'club_post_likes_of_thread' });
ClubPostLikeSchema.index({ club: 1 }, { name: 'club_post_likes_of_club' });
ClubPostLikeSchema.index({ user: 1 }, { name: 'club_post_likes_of_reader' });
