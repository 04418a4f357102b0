import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';

export const CLUB_POST_LIKES_COLLECTION = 'clubpostlikes';

/**
 * One reader liking one club post or reply. The post keeps the count (likeCount), changed with $inc as likes come and
 * go, so a thread counts nothing when it is read.
 */
@Schema({ timestamps: { createdAt: true, updatedAt: false }, collection: CLUB_POST_LIKES_COLLECTION })
export class ClubPostLike {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'ClubPost', required: true })
  post: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  user: Types.ObjectId;

  /** The post itself, or the post a reply answers: deleting a post takes its replies' likes in one go. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'ClubPost', required: true })
  thread: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Club', required: true })
  club: Types.ObjectId;

  createdAt: Date;
}

export type ClubPostLikeDocument = HydratedDocument<ClubPostLike>;
export const ClubPostLikeSchema = SchemaFactory.createForClass(ClubPostLike);

/** Liking twice is one like: the database decides. Also the caller's likes among a page of posts (one $in). */
ClubPostLikeSchema.index({ post: 1, user: 1 }, { unique: true });
// A post's likes with its replies' (its deletion); a club's (its deletion); a reader's (account deletion).
ClubPostLikeSchema.index({ thread: 1 }, { name: 'club_post_likes_of_thread' });
ClubPostLikeSchema.index({ club: 1 }, { name: 'club_post_likes_of_club' });
ClubPostLikeSchema.index({ user: 1 }, { name: 'club_post_likes_of_reader' });
