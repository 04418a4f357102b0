import { BadRequestException, Injectable } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { Book } from '../../catalogue/books/book.schema';
import { Paged } from '../../platform/common/api-response';
import type { WithId } from '../../platform/common/find-by-ids';
import { isoDate } from '../../platform/common/iso-date';
import { FollowsService } from '../follows/follows.service';
import { SUMMARY_FIELDS, toReaderSummary } from '../readers/reader.view';
import { Review } from '../../conversation/reviews/review.schema';
import { privacyOf } from '../../accounts/users/privacy';
import { User } from '../../accounts/users/user.schema';
import { hiddenActivity, visibleActivityFilter } from './activity-privacy';
import { Activity } from './activity.schema';
import { progressView, type ActivityItemView, type FeedMetaView } from './activity.view';
import { Collections } from '../../platform/database/collections';

const DEFAULT_LIMIT = 20;
/** The feed first looks this far back from its page's start (see rowsBefore). */
const RECENT_MS = 30 * 24 * 60 * 60 * 1000;
/** How much of a review the feed shows. */
const EXCERPT_LENGTH = 200;

export const excerptOf = (content: string): string => {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
};

/**
 * "From readers you follow": the activity of the followed readers who let their followers see it, newest first; what
 * is about their list or their goal only when that setting lets followers see it too (activity-privacy.ts).
 * The same commands whatever the number followed: the follows, the followed readers (their privacy, read now), one
 * `$in` over their activity (index actor, createdAt), then the books and reviews it names, each with one `$in`.
 */
@Injectable()
export class FeedService {
  constructor(
    private readonly db: Collections,
    private readonly follows: FollowsService,
  ) {}

  async feed(callerId: string, before?: string, limit = DEFAULT_LIMIT): Promise<Paged<ActivityItemView, FeedMetaView>> {
    const empty = new Paged<ActivityItemView, FeedMetaView>([], { hasMore: false, next: null });
    const followed = await this.follows.followedIds(callerId);
    if (!followed.length) return empty;
    const [actors, cursor] = await Promise.all([
      this.db.users
        .find({ _id: trusted({ $in: followed }) })
        .select({ ...SUMMARY_FIELDS, privacy: 1 })
        .lean<WithId<User>[]>(),
      before
        ? this.db.activities
            .findOne({ _id: new Types.ObjectId(before) })
            .select('createdAt')
            .lean()
        : null,
    ]);
    if (before && !cursor) throw new BadRequestException('This page of the feed is gone: reload it');
    // The caller is an accepted follower of each: what they let followers see.
    const hidden = actors.map((a) => ({ id: a._id, hidden: hiddenActivity(privacyOf(a), 'follower') }));
    const visible = visibleActivityFilter(hidden);
    if (!visible) return empty;
    const shown = new Map(actors.map((a) => [String(a._id), a]));
    const rows = await this.rowsBefore(visible, cursor, limit + 1);
    const page = rows.slice(0, limit);
    const bookIds = page.flatMap((a) => (a.book ? [a.book] : []));
    const reviewIds = page.flatMap((a) => (a.review ? [a.review] : []));
    const [books, reviews] = await Promise.all([
      bookIds.length
        ? this.db.books
            .find({ _id: trusted({ $in: bookIds }) })
            .select('title coverImage authorName status')
            .lean<WithId<Book>[]>()
        : [],
      reviewIds.length
        ? this.db.reviews
            .find({ _id: trusted({ $in: reviewIds }) })
            .select('title content spoiler rating')
            .lean<WithId<Review>[]>()
        : [],
    ]);
    const bookById = new Map(books.map((b) => [String(b._id), b]));
    const reviewById = new Map(reviews.map((r) => [String(r._id), r]));
    const items = page.flatMap((a): ActivityItemView[] => {
      const actor = shown.get(String(a.actor));
      const book = a.book ? bookById.get(String(a.book)) : undefined;
      const review = a.review ? reviewById.get(String(a.review)) : undefined;
      // A book no longer published (or gone) takes its activity out of feeds; so does a review being deleted.
      if (!actor || (a.book && book?.status !== 'published') || (a.review && !review)) return [];
      return [
        {
          id: String(a._id),
          type: a.type,
          actor: toReaderSummary(actor),
          book: book
            ? { id: String(book._id), title: book.title, coverImage: book.coverImage, author: book.authorName ?? null }
            : null,
          rating: review?.rating ?? a.rating ?? null,
          review: review
            ? {
                id: String(review._id),
                title: review.title,
                excerpt: review.spoiler ? '' : excerptOf(review.content),
                spoiler: review.spoiler ?? false,
              }
            : null,
          goal: a.goal ? { year: a.goal.year, target: a.goal.target } : null,
          progress: a.progress ? progressView(a.progress) : null,
          createdAt: isoDate(a.createdAt),
        },
      ];
    });
    const hasMore = rows.length > limit;
    return new Paged(items, { hasMore, next: hasMore ? String(page[page.length - 1]._id) : null });
  }

  /**
   * Up to `count` items of these readers (`visible`: which readers, and which of their kinds), newest first, before
   * the cursor: the last 30 days before it first, and only when they hold too few, what is older (at most two reads,
   * however many readers). The embedded database tests the `$in` against every item, id by id; with the time range
   * first in the filter it skips the older items before it, which makes the first page of a busy feed about ten times
   * cheaper there (docs/bench/scale.txt). On MongoDB the index (actor, createdAt) serves both reads.
   */
  private async rowsBefore(
    visible: Record<string, unknown>,
    cursor: { _id: Types.ObjectId; createdAt: Date } | null,
    count: number,
  ): Promise<WithId<Activity>[]> {
    const start = cursor?.createdAt ?? new Date();
    const recentFrom = new Date(start.getTime() - RECENT_MS);
    // The cursor's own millisecond: items after it in the page order (a smaller _id) still belong to the next page.
    const beforeCursor = cursor
      ? [
          { createdAt: trusted({ $lt: cursor.createdAt }) },
          { createdAt: cursor.createdAt, _id: trusted({ $lt: cursor._id }) },
        ]
      : null;
    // Both the readers' kinds of activity and the cursor's millisecond are alternatives: one $or of each pair, so
    // each branch has an index of its own to follow (actor, createdAt).
    const within = (extra: Record<string, unknown>[] | null) => {
      if (!extra) return visible;
      const kinds = (visible.$or as Record<string, unknown>[] | undefined) ?? [visible];
      return { $or: kinds.flatMap((kind) => extra.map((part) => ({ ...kind, ...part }))) };
    };
    const read = (createdAt: Record<string, Date>, extra: Record<string, unknown>[] | null, limit: number) =>
      this.db.activities
        // The range before the $in, in this order (see above).
        .find({ createdAt: trusted(createdAt), ...within(extra) })
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit)
        .lean<WithId<Activity>[]>();
    const recent = await read({ $gte: recentFrom }, beforeCursor, count);
    if (recent.length >= count) return recent;
    return [...recent, ...(await read({ $lt: recentFrom }, null, count - recent.length))];
  }
}
