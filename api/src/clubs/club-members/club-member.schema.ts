import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { Timestamped } from '../../platform/database/timestamped';
import { RefProp } from '../../platform/database/ref-prop';

export const CLUB_MEMBERS_COLLECTION = 'clubmembers';

/** What a reader is to a club: a member, invited, asking to join, or banned (who cannot rejoin or ask). */
export type MembershipState = 'member' | 'invited' | 'requested' | 'banned';
export const MEMBERSHIP_STATES: MembershipState[] = ['member', 'invited', 'requested', 'banned'];
/** A member's role: one owner, the moderators they appoint, the members. */
export type ClubRole = 'owner' | 'moderator' | 'member';
export const CLUB_ROLES: ClubRole[] = ['owner', 'moderator', 'member'];

/** One reader's standing in one club (one document per pair, by the unique index). */
@Schema({ timestamps: true, collection: CLUB_MEMBERS_COLLECTION })
export class ClubMember extends Timestamped {
  @RefProp('Club')
  club: Types.ObjectId;

  @RefProp('User')
  user: Types.ObjectId;

  @Prop({ type: String, enum: MEMBERSHIP_STATES, required: true })
  state: MembershipState;

  @Prop({ type: String, enum: CLUB_ROLES, default: 'member' })
  role: ClubRole;

  /** When the reader became a member (null until then): the members list's order, the longest-serving first. */
  @Prop({ type: Date, default: null })
  joinedAt: Date | null;

  /** The sections the member chose to see before reaching their end ("Show this section anyway"). */
  @Prop({ type: [{ type: MongooseSchema.Types.ObjectId }], default: [] })
  shownSections: Types.ObjectId[];

  /** By section id: how many of its posts the member had seen when they last read its thread (or posted in it). */
  @Prop({ type: MongooseSchema.Types.Mixed, default: () => ({}) })
  seenPosts: Record<string, number>;

  /** A member who muted the club is told nothing of it (replies, requests, sections opening). */
  @Prop({ default: false })
  muted: boolean;

  /**
   * Up to when the member was told of the sections whose due date passed (when they last read their notifications);
   * null: since they joined.
   */
  @Prop({ type: Date, default: null })
  sectionsToldAt: Date | null;
}

export const ClubMemberSchema = SchemaFactory.createForClass(ClubMember);

/** One standing per (club, reader); also a reader's standing in a club, read by every club route. */
ClubMemberSchema.index({ club: 1, user: 1 }, { unique: true });
// A club's members (or requests, invitations, bans), the longest-serving first.
ClubMemberSchema.index({ club: 1, state: 1, joinedAt: 1, _id: 1 }, { name: 'club_members_by_state' });
// A reader's clubs ("Your clubs"), newest first.
ClubMemberSchema.index({ user: 1, state: 1, updatedAt: -1, _id: -1 }, { name: 'clubs_of_reader' });
