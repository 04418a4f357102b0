import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { Timestamped } from '../../platform/database/timestamped';
import { RefProp } from '../../platform/database/ref-prop';

export const CLUB_POSTS_COLLECTION = 'clubposts';
export const CLUB_POST_MAX_LENGTH = 4000;

/** A post in a section's thread, or a reply to one (one level: a reply's parent is a post). Plain text. */
@Schema({ timestamps: true, collection: CLUB_POSTS_COLLECTION })
export class ClubPost extends Timestamped {
  @RefProp('Club')
  club: Types.ObjectId;

  @RefProp('ClubSection')
  section: Types.ObjectId;

  @RefProp('User')
  author: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'ClubPost', default: null })
  parent: Types.ObjectId | null;

  @Prop({ required: true, maxlength: CLUB_POST_MAX_LENGTH })
  body: string;

  @Prop({ default: false })
  pinned: boolean;

  @Prop({ default: 0 })
  replyCount: number;

  /** Its likes, kept with $inc as they come and go (ClubPostLike). */
  @Prop({ default: 0 })
  likeCount: number;

  @Prop({ type: Date, default: null })
  editedAt: Date | null;
}

export const ClubPostSchema = SchemaFactory.createForClass(ClubPost);

// A thread's posts: pinned first, then oldest first.
ClubPostSchema.index({ section: 1, parent: 1, pinned: -1, createdAt: 1, _id: 1 }, { name: 'posts_of_section' });
// The replies to a page of posts (one $in), oldest first.
ClubPostSchema.index({ parent: 1, createdAt: 1, _id: 1 }, { name: 'replies_of_post' });
// A club's posts (its deletion); an author's (account deletion, export).
ClubPostSchema.index({ club: 1 }, { name: 'posts_of_club' });
ClubPostSchema.index({ author: 1, createdAt: -1 }, { name: 'posts_of_author' });
