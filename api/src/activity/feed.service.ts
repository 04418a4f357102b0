import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, Types, type Model } from 'mongoose';
import { Book } from '../books/book.schema';
import { Paged } from '../common/api-response';
import type { WithId } from '../common/find-by-ids';
import { isoDate } from '../common/iso-date';
import { FollowsService } from '../follows/follows.service';
import { SUMMARY_FIELDS, toReaderSummary } from '../readers/reader.view';
import { Review } from '../reviews/review.schema';
import { maySee, privacyOf } from '../users/privacy';
import { User } from '../users/user.schema';
import { Activity } from './activity.schema';
import type { ActivityItemView, FeedMetaView } from './activity.view';

const DEFAULT_LIMIT = 20;
/** How much of a review the feed shows. */
const EXCERPT_LENGTH = 200;

export const excerptOf = (content: string): string => {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
};

/**
 * "From readers you follow": the activity of the followed readers who let their followers see it, newest first.
 * The same commands whatever the number followed: the follows, the followed readers (their privacy, read now), one
 * `$in` over their activity (index actor, createdAt), then the books and reviews it names, each with one `$in`.
 */
@Injectable()
export class FeedService {
  constructor(
    @InjectModel(Activity.name) private readonly activities: Model<Activity>,
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Book.name) private readonly books: Model<Book>,
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly follows: FollowsService,
  ) {}

  async feed(callerId: string, before?: string, limit = DEFAULT_LIMIT): Promise<Paged<ActivityItemView, FeedMetaView>> {
    const empty = new Paged<ActivityItemView, FeedMetaView>([], { hasMore: false, next: null });
    const followed = await this.follows.followedIds(callerId);
    if (!followed.length) return empty;
    const [actors, cursor] = await Promise.all([
      this.users.find({ _id: trusted({ $in: followed }) }).select({ ...SUMMARY_FIELDS, privacy: 1 }).lean<WithId<User>[]>(),
      before ? this.activities.findOne({ _id: new Types.ObjectId(before) }).select('createdAt').lean() : null,
    ]);
    if (before && !cursor) throw new BadRequestException('This page of the feed is gone: reload it');
    // The caller is an accepted follower of each: what they let followers see.
    const shown = new Map(actors.filter((a) => maySee(privacyOf(a).activityVisibility, 'follower')).map((a) => [String(a._id), a]));
    if (!shown.size) return empty;
    const older = cursor
      ? { $or: [{ createdAt: trusted({ $lt: cursor.createdAt }) }, { createdAt: cursor.createdAt, _id: trusted({ $lt: cursor._id }) }] }
      : {};
    const rows = await this.activities
      .find({ actor: trusted({ $in: [...shown.values()].map((a) => a._id) }), ...older })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit + 1)
      .lean<WithId<Activity>[]>();
    const page = rows.slice(0, limit);
    const bookIds = page.flatMap((a) => (a.book ? [a.book] : []));
    const reviewIds = page.flatMap((a) => (a.review ? [a.review] : []));
    const [books, reviews] = await Promise.all([
      bookIds.length ? this.books.find({ _id: trusted({ $in: bookIds }) }).select('title coverImage authorName status').lean<WithId<Book>[]>() : [],
      reviewIds.length ? this.reviews.find({ _id: trusted({ $in: reviewIds }) }).select('title content spoiler rating').lean<WithId<Review>[]>() : [],
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
          book: book ? { id: String(book._id), title: book.title, coverImage: book.coverImage, author: book.authorName ?? null } : null,
          rating: review?.rating ?? a.rating ?? null,
          review: review ? { id: String(review._id), title: review.title, excerpt: review.spoiler ? '' : excerptOf(review.content), spoiler: review.spoiler ?? false } : null,
          goal: a.goal ? { year: a.goal.year, target: a.goal.target } : null,
          createdAt: isoDate(a.createdAt),
        },
      ];
    });
    const hasMore = rows.length > limit;
    return new Paged(items, { hasMore, next: hasMore ? String(page[page.length - 1]._id) : null });
  }
}
