import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';
import { usernameSkeleton } from '../auth/account-rules';
import { VISIBILITIES, type Privacy } from './privacy';
import { Timestamped } from '../../platform/database/timestamped';

export type UserRole = 'user' | 'admin';
export const USER_ROLES: UserRole[] = ['user', 'admin'];

export const USERS_COLLECTION = 'users';

@Schema({ timestamps: true, collection: USERS_COLLECTION })
export class User extends Timestamped {
  @Prop({ required: true, trim: true, unique: true, minlength: 3, maxlength: 50 })
  username: string;

  /** The username in lower case: unique, so "Alice" and "alice" cannot both exist (no collation on the embedded database). */
  @Prop({ required: true, unique: true })
  usernameKey: string;

  /**
   * The username's look-alike key (usernameSkeleton in account-rules.ts): unique, so "аdmin" with a Cyrillic "а"
   * cannot join "admin", whatever the timing of the two registrations. Given to accounts from before it by a migration
   * (0002-username-skeletons); sparse, as it was added to accounts that existed.
   */
  @Prop({ unique: true, sparse: true })
  usernameSkeleton?: string;

  @Prop({ required: true, trim: true, lowercase: true, unique: true })
  email: string;

  /** bcrypt hash; never selected unless asked for explicitly. */
  @Prop({ required: true, select: false })
  passwordHash: string;

  @Prop({ trim: true, default: '' })
  firstName: string;

  @Prop({ trim: true, default: '' })
  lastName: string;

  @Prop({ default: '', maxlength: 500 })
  bio: string;

  @Prop({ default: '' })
  avatar: string;

  @Prop({ type: String, enum: USER_ROLES, default: 'user' })
  role: UserRole;

  @Prop({ type: Date, default: null })
  lastLogin: Date | null;

  /** Bumped by a password change, a role change and a logout: every token signed with an older version is refused. */
  @Prop({ default: 0 })
  tokenVersion: number;

  /** Who sees the reader's list, goal and activity, and whether followers need approval (privacy.ts; defaults when absent). */
  @Prop(
    raw({
      _id: false,
      listVisibility: { type: String, enum: VISIBILITIES, default: 'everyone' },
      goalVisibility: { type: String, enum: VISIBILITIES, default: 'everyone' },
      activityVisibility: { type: String, enum: VISIBILITIES, default: 'everyone' },
      approveFollowers: { type: Boolean, default: false },
    }),
  )
  privacy?: Privacy;

  /** Accepted followers and followings, kept with $inc by FollowsService and fixed by the account deletion's cascade. */
  @Prop({ default: 0 })
  followerCount: number;

  @Prop({ default: 0 })
  followingCount: number;

  /** The reader's reviews and finished books (people/readers/reader-counts.ts), kept by the writes that change them. */
  @Prop({ default: 0 })
  reviewCount: number;

  @Prop({ default: 0 })
  finishedCount: number;

  /** Notifications not yet read, kept with $inc by NotificationsService (the bell's count: one read, no count). */
  @Prop({ default: 0 })
  unreadNotifications: number;

  /** Bumped by every notification the reader is given: with the count, the unread count's ETag. */
  @Prop({ default: 0 })
  notificationSeq: number;

  /** Every notification the reader has: the total of their list, kept so that no page counts them. */
  @Prop({ default: 0 })
  notificationCount: number;

  /**
   * Suspended by an administrator until this time (SUSPENDED_INDEFINITELY: until lifted): the reader cannot sign in
   * and their tokens are refused. Absent, or past, when not suspended.
   */
  @Prop({ type: Date, default: undefined })
  suspendedUntil?: Date | null;

  /** The administrator's note on the suspension. */
  @Prop({ type: String, default: undefined })
  suspensionNote?: string;

  /**
   * The last change of what the reader's public profile shows (PUBLIC_PROFILE_FIELDS), set by every update that
   * touches one of them: the sitemap's last change of their page. Sign-ins, sessions, passwords, counts and limits
   * change `updatedAt` only, which is never published. Absent until the first such change: the account's creation.
   */
  @Prop({ type: Date })
  profileUpdatedAt?: Date;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
// The administrators' user list, newest first.
UserSchema.index({ createdAt: -1, _id: -1 }, { name: 'users_newest' });
// The same list filtered by role, and the count of administrators (stat cards, the last-admin rule).
UserSchema.index({ role: 1, createdAt: -1, _id: -1 }, { name: 'users_role_newest' });

/** suspendedUntil of a suspension until lifted: a date no suspension for a number of days reaches. */
export const SUSPENDED_INDEFINITELY = new Date('9999-12-31T00:00:00.000Z');

/** Whether the account is suspended now. */
export const isSuspended = (user: Pick<User, 'suspendedUntil'>, now = new Date()): boolean =>
  !!user.suspendedUntil && user.suspendedUntil > now;

export const usernameKey = (username: string): string => username.trim().toLowerCase();

/** What a reader's public profile shows of their account (and who may see the rest: privacy). */
const PUBLIC_PROFILE_FIELDS = ['username', 'firstName', 'lastName', 'bio', 'avatar', 'privacy'];
const isPublicProfilePath = (path: string) => PUBLIC_PROFILE_FIELDS.includes(path.split('.')[0]);

/** The paths an update document writes (its operators' fields, and plain fields, which Mongoose treats as $set). */
function writtenPaths(update: Record<string, unknown>): string[] {
  return Object.entries(update).flatMap(([key, value]) =>
    key.startsWith('$') ? Object.keys((value as Record<string, unknown> | null) ?? {}) : [key],
  );
}

// Whoever writes a public profile field (the reader, a moderator, a migration) dates the public profile's change.
UserSchema.pre(['updateOne', 'updateMany', 'findOneAndUpdate'], function () {
  const update = this.getUpdate();
  if (!update || Array.isArray(update) || !writtenPaths(update).some(isPublicProfilePath)) return;
  const $set = (update.$set ?? {}) as Record<string, unknown>;
  update.$set = { ...$set, profileUpdatedAt: new Date() };
});
UserSchema.pre('save', function () {
  if (!this.isNew && PUBLIC_PROFILE_FIELDS.some((field) => this.isModified(field))) this.profileUpdatedAt = new Date();
});

UserSchema.pre('validate', function () {
  if (this.username) this.usernameKey = usernameKey(this.username);
  // Only for a new name: an account from before the key may keep a look-alike of another's (see its migration).
  if (this.username && (this.isNew || this.isModified('username')))
    this.usernameSkeleton = usernameSkeleton(this.username);
});
