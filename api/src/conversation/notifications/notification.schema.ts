import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { RefProp } from '../../platform/database/ref-prop';

export type NotificationType =
  | 'follow'
  | 'follow-request'
  | 'like'
  | 'comment'
  | 'moderation'
  | 'club-invitation'
  | 'club-request'
  | 'club-accepted'
  | 'club-reply'
  | 'club-section'
  | 'review-archived';
export const NOTIFICATION_TYPES: NotificationType[] = [
  'follow',
  'follow-request',
  'like',
  'comment',
  'moderation',
  'club-invitation',
  'club-request',
  'club-accepted',
  'club-reply',
  'club-section',
  'review-archived',
];

export const NOTIFICATIONS_COLLECTION = 'notifications';

/** The review a notification is about, as it was then: its book's id and title are kept so the list joins nothing. */
export type NotifiedReview = { _id: Types.ObjectId; book: Types.ObjectId | null; bookTitle: string };
/** The comment a notification is about: the first words of its text, kept. */
export type NotifiedComment = { _id: Types.ObjectId; excerpt: string };

/**
 * The club a notification is about, as it was then: its name, the section (a reply's or one opening) with its title,
 * the reply, and the reply's first words only where the spoiler gate let the recipient see them when it was sent.
 */
export type NotifiedClub = {
  _id: Types.ObjectId;
  name: string;
  section: Types.ObjectId | null;
  sectionTitle: string;
  post: Types.ObjectId | null;
  excerpt: string | null;
};

/**
 * One thing a reader is told: someone followed them or asked to, liked or commented on their review, an
 * administrator acted on their content or account, or something happened in a club (an invitation, a request to join,
 * an accepted request, a reply to their post, a section of the read opening). The unread count is kept on the recipient (User.unreadNotifications).
 */
@Schema({ timestamps: { createdAt: true, updatedAt: false }, collection: NOTIFICATIONS_COLLECTION, versionKey: false })
export class Notification {
  @RefProp('User')
  recipient: Types.ObjectId;

  @Prop({ type: String, enum: NOTIFICATION_TYPES, required: true })
  type: NotificationType;

  /** Who did it; null for an administrator's action (the reader is told what, not who). */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', default: null })
  actor: Types.ObjectId | null;

  @Prop(
    raw({
      _id: { type: MongooseSchema.Types.ObjectId },
      book: { type: MongooseSchema.Types.ObjectId, default: null },
      bookTitle: { type: String, default: '' },
    }),
  )
  review?: NotifiedReview | null;

  @Prop(raw({ _id: { type: MongooseSchema.Types.ObjectId }, excerpt: { type: String, default: '' } }))
  comment?: NotifiedComment | null;

  @Prop(
    raw({
      _id: { type: MongooseSchema.Types.ObjectId },
      name: { type: String, default: '' },
      section: { type: MongooseSchema.Types.ObjectId, default: null },
      sectionTitle: { type: String, default: '' },
      post: { type: MongooseSchema.Types.ObjectId, default: null },
      excerpt: { type: String, default: null },
    }),
  )
  club?: NotifiedClub | null;

  /** A moderation: what an administrator did and why. */
  @Prop({ type: String, default: null })
  message: string | null;

  @Prop({ default: false })
  read: boolean;

  /**
   * `recipient:actor:type:item:day` (UTC day; the item is the review, the club post or the club, if any) for what a
   * reader did, or the key its sender gives (a club's section opening: once per reader and section; a review archived
   * by a merge or a group: once per reader and archived review): its unique (sparse) index makes one notification per
   * actor, kind and item a day, whatever the timing. Absent for an administrator's other actions, each of which is told.
   */
  @Prop({ type: String, default: undefined })
  onceKey?: string;

  createdAt: Date;
}

export const NotificationSchema = SchemaFactory.createForClass(Notification);
// A reader's notifications newest first; their unread ones (read-all) by the same prefix.
NotificationSchema.index({ recipient: 1, createdAt: -1, _id: -1 }, { name: 'notifications_of_recipient_newest' });
NotificationSchema.index({ onceKey: 1 }, { unique: true, sparse: true, name: 'notifications_once_a_day' });
