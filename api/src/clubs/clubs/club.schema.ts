import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { Timestamped } from '../../platform/database/timestamped';
import { RefProp } from '../../platform/database/ref-prop';

export const CLUBS_COLLECTION = 'clubs';
export type ClubVisibility = 'public' | 'private';
export const CLUB_VISIBILITIES: ClubVisibility[] = ['public', 'private'];
export const CLUB_NAME_MAX_LENGTH = 100;
export const CLUB_DESCRIPTION_MAX_LENGTH = 2000;

/** A book the club read together, kept with its title when the read is finished. */
export interface PastRead {
  book: Types.ObjectId;
  title: string;
  finishedAt: Date;
}

/**
 * A book club: public (anyone joins) or private (by invitation, or a request a moderator accepts). Its name,
 * description and member count are everyone's to see; the rest of a private club is its members'.
 */
@Schema({ timestamps: true, collection: CLUBS_COLLECTION })
export class Club extends Timestamped {
  @Prop({ required: true, trim: true, maxlength: CLUB_NAME_MAX_LENGTH })
  name: string;

  /** The name as the directory's search compares it (searchKey()). */
  @Prop({ type: String, required: true, select: false })
  nameSearchKey: string;

  @Prop({ default: '' })
  description: string;

  @Prop({ type: String, enum: CLUB_VISIBILITIES, required: true })
  visibility: ClubVisibility;

  /** An image the club's founder uploaded, or ''. */
  @Prop({ default: '' })
  coverImage: string;

  @RefProp('User')
  owner: Types.ObjectId;

  /** Members of every role (owner, moderators, members), kept with $inc by the membership changes. */
  @Prop({ default: 0 })
  memberCount: number;

  /** The last post or new member: the directory's "recent activity" order. */
  @Prop({ type: Date, required: true })
  lastActivityAt: Date;

  /** The book the club reads now (its schedule's sections), or null. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Book', default: null })
  currentBook: Types.ObjectId | null;

  @Prop({ type: [MongooseSchema.Types.Mixed], default: [] })
  pastReads: PastRead[];

  /** Suspended by an administrator: out of the directory, and its page and routes answer 410 to everyone. */
  @Prop({ default: false })
  suspended: boolean;
}

export const ClubSchema = SchemaFactory.createForClass(Club);

// The directory in its two orders (a search by name filters the same walk).
ClubSchema.index({ memberCount: -1, _id: -1 }, { name: 'clubs_by_members' });
ClubSchema.index({ lastActivityAt: -1, _id: -1 }, { name: 'clubs_by_activity' });
// The clubs a reader owns (blocks: a blocked reader cannot join them; account deletion).
ClubSchema.index({ owner: 1 }, { name: 'clubs_of_owner' });
// The sitemap's pages of public clubs.
ClubSchema.index({ visibility: 1, createdAt: 1, _id: 1 }, { name: 'clubs_by_visibility_age' });
