import { Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { maySeeBook, type AuthUser } from '../../accounts/auth/auth-user';
import type { WithId } from '../../platform/common/find-by-ids';
import { BlocksService } from '../blocks/blocks.service';
import { FollowsService } from '../follows/follows.service';
import { ReadingListEntry } from '../../reading/reading-list/reading-list-entry.schema';
import { maySee, privacyOf } from '../../accounts/users/privacy';
import { User } from '../../accounts/users/user.schema';
import { SUMMARY_FIELDS, toReaderSummary, type FriendOnBookView, type SuggestedReaderView } from './reader.view';
import { readerSummaries } from './reader-summaries';
import { Collections } from '../../platform/database/collections';

const SUGGESTIONS = 5;
/** Reviews looked at to suggest readers to someone whose list is empty: the newest ones. */
const RECENT_REVIEWS = 500;

/** The people side of books: the followed readers who have a book, and readers worth following. */
@Injectable()
export class FriendsService {
  constructor(
    private readonly db: Collections,
    private readonly follows: FollowsService,
    private readonly blocks: BlocksService,
  ) {}

  /**
   * The readers the caller follows who have this book on their list and let followers see it, with their status and
   * review's rating: one read each of the book, the follows, the book's entries among them, their users and reviews.
   */
  async onBook(caller: AuthUser, bookId: string): Promise<FriendOnBookView[]> {
    const id = new Types.ObjectId(bookId);
    const [book, followed] = await Promise.all([
      this.db.books.findById(id).select('status').lean(),
      this.follows.followedIds(caller.id),
    ]);
    if (!maySeeBook(book, caller)) throw new NotFoundException('Book not found');
    if (!followed.length) return [];
    const entries = await this.db.readingList
      .find({ book: id, user: trusted({ $in: followed }) })
      .select('user status updatedAt')
      .lean<WithId<ReadingListEntry>[]>();
    if (!entries.length) return [];
    const users = await this.db.users
      .find({ _id: trusted({ $in: entries.map((e) => e.user) }) })
      .select({ ...SUMMARY_FIELDS, privacy: 1 })
      .lean<WithId<User>[]>();
    const shown = new Map(
      users.filter((u) => maySee(privacyOf(u).listVisibility, 'follower')).map((u) => [String(u._id), u]),
    );
    if (!shown.size) return [];
    const ratings = await this.db.reviews
      .find({ user: trusted({ $in: [...shown.values()].map((u) => u._id) }), book: id })
      .select('user rating')
      .lean();
    const ratingOf = new Map(ratings.map((r) => [String(r.user), r.rating]));
    return entries
      .filter((e) => shown.has(String(e.user)))
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .map((e) => ({
        reader: toReaderSummary(shown.get(String(e.user))!),
        status: e.status,
        rating: ratingOf.get(String(e.user)) ?? null,
      }));
  }

  /**
   * Up to 5 readers the caller does not follow yet: the most active reviewers of the books on the caller's list (of
   * the newest reviews when the list is empty), never one a block stands between them and. One read each of the list,
   * the reviews, the follows, the blocks and the users.
   */
  async suggestions(caller: AuthUser): Promise<SuggestedReaderView[]> {
    const me = new Types.ObjectId(caller.id);
    const [entries, followed, hidden] = await Promise.all([
      this.db.readingList.find({ user: me }).select('book').lean(),
      this.follows.involvedIds(caller.id),
      this.blocks.hiddenFrom(caller.id),
    ]);
    const reviews = entries.length
      ? await this.db.reviews
          .find({ book: trusted({ $in: entries.map((e) => e.book) }) })
          .select('user')
          .lean()
      : await this.db.reviews.find().sort({ createdAt: -1, _id: -1 }).limit(RECENT_REVIEWS).select('user').lean();
    // Nor a reader a block stands between the caller and, either way.
    const skip = new Set([caller.id, ...followed.map(String), ...hidden.map(String)]);
    const counts = new Map<string, number>();
    for (const { user } of reviews)
      if (!skip.has(String(user))) counts.set(String(user), (counts.get(String(user)) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, SUGGESTIONS);
    if (!top.length) return [];
    const byId = await readerSummaries(
      this.db.users,
      top.map(([id]) => id),
    );
    return top.flatMap(([id, reviewCount]) => {
      const summary = byId.get(id);
      return summary ? [{ ...summary, reviewCount }] : [];
    });
  }
}
