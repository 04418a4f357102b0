import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

export type UserRole = 'user' | 'admin';
export const USER_ROLES: UserRole[] = ['user', 'admin'];

@Schema({ timestamps: true, collection: 'users' })
export class User {
  @Prop({ required: true, trim: true, unique: true, minlength: 3, maxlength: 50 })
  username: string;

  /** The username in lower case: unique, so "Alice" and "alice" cannot both exist (no collation on the embedded database). */
  @Prop({ required: true, unique: true })
  usernameKey: string;

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

  createdAt: Date;
  updatedAt: Date;
}

export type UserDocument = HydratedDocument<User>;
export const UserSchema = SchemaFactory.createForClass(User);
// The administrators' user list, newest first.
UserSchema.index({ createdAt: -1, _id: -1 }, { name: 'users_newest' });

export const usernameKey = (username: string): string => username.trim().toLowerCase();

UserSchema.pre('validate', function () {
  if (this.username) this.usernameKey = usernameKey(this.username);
});

/** The public shape of a user: everything but the password hash. */
export interface PublicUser {
  _id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  bio: string;
  avatar: string;
  role: UserRole;
  createdAt: Date;
  lastLogin: Date | null;
}

export function toPublicUser(user: User & { _id: unknown }): PublicUser {
  return {
    _id: String(user._id),
    username: user.username,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    fullName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    bio: user.bio ?? '',
    avatar: user.avatar ?? '',
    role: user.role,
    createdAt: user.createdAt,
    lastLogin: user.lastLogin ?? null,
  };
}
