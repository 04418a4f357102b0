import { Injectable } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { Paged } from '../../platform/common/api-response';
import { duplicateKeyField } from '../../platform/common/duplicate-key';
import type { WithId } from '../../platform/common/find-by-ids';
import { pagedTotal } from '../../platform/common/query-helpers';
import { type ReaderSummaryView } from '../../people/readers/reader.view';
import { Notification, type NotificationType } from './notification.schema';
import { toNotificationView, type NotificationView } from './notification.view';
import { readerSummaries } from '../../people/readers/reader-summaries';
import { Collections } from '../../platform/database/collections';
import { blockRelations } from '../../people/blocks/block-relations';

type Id = Types.ObjectId | string;
const oid = (id: Id) => new Types.ObjectId(String(id));
const DEFAULT_LIMIT = 20;
const EXCERPT_LENGTH = 120;

/** What happened, to tell a reader. */
export interface NotificationInput {
  recipient: Id;
  type: NotificationType;
  /** Who did it (null: an administrator); a reader is never told of their own doing. */
  actor?: Id | null;
  review?: { _id: Id; book?: Id | null; bookTitle?: string } | null;
  comment?: { _id: Id; body: string } | null;
  /** A club's: its name; a section and a post where there is one; `text`, a reply's, only where its reader may see it. */
  club?: { _id: Id; name: string; section?: { _id: Id; title: string } | null; post?: Id | null; text?: string | null };
  message?: string | null;
  /** Told once ever under this key (e.g. a section opening, per reader), whoever did it; else once a day (onceKeyOf). */
  onceKey?: string;
}

/**
 * What a domain works out when a reader reads their notifications, for what no one did at a moment (a club's section
 * opening on its due date: there is no scheduler): it tells them through NotificationsService.
 */
export type NotificationCatchUp = (userId: string) => Promise<void>;

/** The unread count as the bell reads it, and its validator (changes with every new notification and every read-all). */
export interface UnreadCount {
  count: number;
  etag: string;
}

/** What one new notification adds to the counts kept on its recipient (the bell's, its validator's, the list's total). */
export const NOTIFIED = { unreadNotifications: 1, notificationSeq: 1, notificationCount: 1 } as const;

/** The key of what `input` tells on `at`'s (UTC) day: one notification per actor, kind and item a day. */
export const onceKeyOf = (input: NotificationInput, at: Date) =>
  [
    input.recipient,
    input.actor,
    input.type,
    input.review?._id ?? input.club?.post ?? input.club?._id ?? '-',
    at.toISOString().slice(0, 10),
  ]
    .map(String)
    .join(':');

const excerpt = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;

@Injectable()
export class NotificationsService {
  private readonly catchUps: NotificationCatchUp[] = [];

  constructor(private readonly db: Collections) {}

  /** A domain's catch-up, run before a reader's notifications are listed (ClubNotifications registers one). */
  addCatchUp(catchUp: NotificationCatchUp): void {
    this.catchUps.push(catchUp);
  }

  /**
   * Tells a reader: one insert and one $inc of their unread count (nothing when they did it themselves). What a reader
   * did is told once a day per actor, kind and item: the insert is an upsert on its once-a-day key, so a follow/unfollow
   * or like/unlike loop, or two such calls at once, tell the reader once (a repeat within the day is skipped, not
   * refreshed).
   */
  async notify(input: NotificationInput): Promise<void> {
    if (input.actor && String(input.actor) === String(input.recipient)) return;
    const notification = this.toNotification(input);
    if (!input.actor && !input.onceKey) await this.db.notifications.create(notification);
    else if (!(await this.insertOnce(input.onceKey ?? onceKeyOf(input, new Date()), notification))) return;
    await this.db.users.updateOne({ _id: oid(input.recipient) }, { $inc: NOTIFIED }, { timestamps: false });
  }

  /**
   * Tells several readers at once, each once under its key (the input's onceKey, else once a day): one write of the
   * notifications and one of the recipients' counts, however many there are.
   */
  async notifyMany(inputs: NotificationInput[]): Promise<void> {
    const told = inputs.filter((i) => !i.actor || String(i.actor) !== String(i.recipient));
    if (!told.length) return;
    const now = new Date();
    const keys = told.map((i) => i.onceKey ?? onceKeyOf(i, now));
    const written = await this.db.notifications.bulkWrite(
      told.map((input, i) => ({
        updateOne: {
          filter: { onceKey: keys[i] },
          update: { $setOnInsert: { ...this.toNotification(input), read: false, onceKey: keys[i], createdAt: now } },
          upsert: true,
        },
      })),
      { ordered: false, timestamps: false },
    );
    const inserted = new Map<string, number>();
    for (const i of Object.keys(written.upsertedIds ?? {}).map(Number)) {
      const recipient = String(told[i].recipient);
      inserted.set(recipient, (inserted.get(recipient) ?? 0) + 1);
    }
    if (!inserted.size) return;
    await this.db.users.bulkWrite(
      [...inserted].map(([recipient, n]) => ({
        updateOne: {
          filter: { _id: oid(recipient) },
          update: { $inc: { unreadNotifications: n, notificationSeq: 1, notificationCount: n } },
          timestamps: false,
        },
      })),
    );
  }

  private toNotification(input: NotificationInput): Partial<Notification> {
    const { review, comment, club } = input;
    return {
      recipient: oid(input.recipient),
      type: input.type,
      actor: input.actor ? oid(input.actor) : null,
      review: review
        ? { _id: oid(review._id), book: review.book ? oid(review.book) : null, bookTitle: review.bookTitle ?? '' }
        : null,
      comment: comment ? { _id: oid(comment._id), excerpt: excerpt(comment.body.trim()) } : null,
      club: club
        ? {
            _id: oid(club._id),
            name: club.name,
            section: club.section ? oid(club.section._id) : null,
            sectionTitle: club.section?.title ?? '',
            post: club.post ? oid(club.post) : null,
            excerpt: club.text ? excerpt(club.text.trim()) : null,
          }
        : null,
      message: input.message ?? null,
    };
  }

  /**
   * Readers who had reviewed both records of a book that were merged: each is told that their newer review stays on
   * the kept book and the older one is archived. Told once per archived review, however often this is called for it
   * (a merge completed after it stopped): one read of those told already, one insert for the others and one $inc of
   * their unread counts (one archived review per reader and merge), whatever their number.
   */
  async reviewsArchived(
    archived: { _id: Id; user: Id; keptReview: Id }[],
    book: { _id: Id; title: string },
    how: 'merged' | 'grouped' = 'merged',
  ): Promise<void> {
    if (!archived.length) return;
    const keyOf = (a: { _id: Id; user: Id }) => `${String(a.user)}:review-archived:${String(a._id)}`;
    const told = await this.db.notifications
      .find({ onceKey: trusted({ $in: archived.map(keyOf) }) })
      .select('onceKey')
      .lean();
    const toldKeys = new Set(told.map((n) => n.onceKey));
    const untold = archived.filter((a) => !toldKeys.has(keyOf(a)));
    if (!untold.length) return;
    const what =
      how === 'merged'
        ? `“${book.title}” was in the catalogue twice and the two were merged.`
        : `Two editions of “${book.title}” were in the catalogue as two books and are now one.`;
    const message =
      `${what} You had reviewed both: your newer ` +
      'review stays, and the older one is archived. It is no longer shown, and it stays in your data export.';
    const createdAt = new Date();
    await this.db.notifications.collection.insertMany(
      untold.map((a) => ({
        recipient: oid(a.user),
        type: 'review-archived' as const,
        actor: null,
        review: { _id: oid(a.keptReview), book: oid(book._id), bookTitle: book.title },
        comment: null,
        message,
        read: false,
        createdAt,
        onceKey: keyOf(a),
      })),
    );
    await this.db.users.updateMany(
      { _id: trusted({ $in: untold.map((a) => oid(a.user)) }) },
      { $inc: NOTIFIED },
      { timestamps: false },
    );
  }

  /** Inserts the notification unless one with its key exists: whether it was inserted. */
  private async insertOnce(onceKey: string, notification: Partial<Notification>): Promise<boolean> {
    try {
      const written = await this.db.notifications.updateOne(
        { onceKey },
        { $setOnInsert: { ...notification, read: false, onceKey } },
        { upsert: true },
      );
      return written.upsertedCount > 0;
    } catch (err) {
      // Told at the same moment by another request: the unique key kept the first.
      if (duplicateKeyField(err) === null) throw err;
      return false;
    }
  }

  /**
   * The caller's notifications newest first, after what the catch-ups tell them now (a club's sections opening): one
   * read of them, one of their actors (and of the total kept on the caller, for a full page). Those from readers a
   * block stands between the caller and are left out (one read of the caller's blocks, then counted rather than told
   * by the total kept).
   */
  async list(userId: string, page = 1, limit = DEFAULT_LIMIT): Promise<Paged<NotificationView>> {
    for (const catchUp of this.catchUps) await catchUp(userId);
    const { hidden } = await blockRelations(this.db.blocks, userId);
    const filter = { recipient: oid(userId), ...(hidden.length ? { actor: trusted({ $nin: hidden }) } : {}) };
    const rows = await this.db.notifications
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<WithId<Notification>[]>();
    const kept = async () =>
      hidden.length
        ? this.db.notifications.countDocuments(filter)
        : ((await this.db.users.findOne({ _id: filter.recipient }).select('notificationCount').lean())
            ?.notificationCount ?? 0);
    const [total, actors] = await Promise.all([
      pagedTotal(page, limit, rows.length, kept),
      this.actors(rows.flatMap((r) => (r.actor ? [r.actor] : []))),
    ]);
    const items = rows.map((r) => toNotificationView(r, r.actor ? (actors.get(String(r.actor)) ?? null) : null));
    return new Paged(items, { total, page, limit, hasMore: page * limit < total });
  }

  /** One read of the counter kept on the reader, never a count of their notifications. */
  async unreadCount(userId: string): Promise<UnreadCount> {
    const user = await this.db.users
      .findOne({ _id: oid(userId) })
      .select('unreadNotifications notificationSeq')
      .lean();
    const count = Math.max(0, user?.unreadNotifications ?? 0);
    return { count, etag: `W/"n${user?.notificationSeq ?? 0}-${count}"` };
  }

  /**
   * Marks every notification read. The counter is then set from the unread ones left (those arriving meanwhile), so
   * that a notification created during the call is neither lost nor counted twice.
   */
  async readAll(userId: string): Promise<null> {
    const recipient = oid(userId);
    const upTo = new Date();
    await this.db.notifications.updateMany(
      { recipient, read: false, createdAt: trusted({ $lte: upTo }) },
      { $set: { read: true } },
    );
    const left = await this.db.notifications.countDocuments({ recipient, read: false });
    await this.db.users.updateOne(
      { _id: recipient },
      { $set: { unreadNotifications: left }, $inc: { notificationSeq: 1 } },
      { timestamps: false },
    );
    return null;
  }

  /**
   * A block hides each reader from the other: what either was told of the other's doing is marked read, so that the
   * bell no longer counts what the list leaves out, and each one's unread count is set from what is left (as readAll).
   */
  async blockMade(a: Id, b: Id): Promise<void> {
    await Promise.all(
      [
        [a, b],
        [b, a],
      ].map(async ([recipient, actor]) => {
        const filter = { recipient: oid(recipient), actor: oid(actor), read: false };
        const marked = await this.db.notifications.updateMany(filter, { $set: { read: true } });
        if (!marked.modifiedCount) return;
        const left = await this.db.notifications.countDocuments({ recipient: oid(recipient), read: false });
        await this.db.users.updateOne(
          { _id: oid(recipient) },
          { $set: { unreadNotifications: left }, $inc: { notificationSeq: 1 } },
          { timestamps: false },
        );
      }),
    );
  }

  /** Everything told to a reader goes with their account. */
  async recipientRemoved(userId: Id): Promise<void> {
    await this.db.notifications.deleteMany({ recipient: oid(userId) });
  }

  private async actors(ids: Types.ObjectId[]): Promise<Map<string, ReaderSummaryView>> {
    return readerSummaries(this.db.users, ids);
  }
}
