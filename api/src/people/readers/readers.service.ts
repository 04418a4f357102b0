import { Injectable, NotFoundException } from '@nestjs/common';
import { trusted, type Types } from 'mongoose';
import { isAdmin } from '../../accounts/auth/auth-user';
import type { Viewer } from '../../accounts/auth/viewer';
import { BlocksService } from '../blocks/blocks.service';
import { Paged } from '../../platform/common/api-response';
import type { WithId } from '../../platform/common/find-by-ids';
import { isoDate } from '../../platform/common/iso-date';
import { pagedTotal } from '../../platform/common/query-helpers';
import { FollowsService } from '../follows/follows.service';
import { bookCardOf } from '../../reading/reading-list/entry-book-summary';
import { ReadingListEntry } from '../../reading/reading-list/reading-list-entry.schema';
import { FINISHED_STATUSES } from './reader-counts';
import { toEntryView, type ReadingListEntryView } from '../../reading/reading-list/reading-list-entry.view';
import type { ReviewPageMetaView, ReviewView } from '../../conversation/reviews/review.view';
import { ReviewsService } from '../../conversation/reviews/reviews.service';
import { maySee, privacyOf, type Visibility } from '../../accounts/users/privacy';
import type { ReaderListQueryDto, ReaderReviewsQueryDto } from './dto/readers.dto';
import { findReader, READER_NOT_FOUND } from './reader-lookup';
import type { ReaderBookProgressView, ReaderProfileView } from './reader.view';
import { progressView } from '../activity/activity.view';
import { shownAvatar } from '../../accounts/users/user-avatar';
import { Collections } from '../../platform/database/collections';

const PROFILE_FIELDS = [
  'username',
  'avatar',
  'bio',
  'createdAt',
  'privacy',
  'followerCount',
  'followingCount',
  'reviewCount',
  'finishedCount',
] as const;
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/**
 * Reader profiles. Privacy is enforced here: a part the caller may not see (the list, the goal) is not read, and is
 * sent as null; the list itself answers 404. Reviews stay public.
 */
@Injectable()
export class ReadersService {
  constructor(
    private readonly db: Collections,
    private readonly follows: FollowsService,
    private readonly reviewsService: ReviewsService,
    private readonly blocks: BlocksService,
  ) {}

  /** How the caller stands to the reader as to blocks; 404 (as an unknown reader) when the reader blocked the caller. */
  private async notBlockedBy(callerId: string | undefined, readerId: Types.ObjectId) {
    const standing = await this.blocks.standing(callerId, readerId);
    if (standing.blockedBy) throw new NotFoundException(READER_NOT_FOUND);
    return standing;
  }

  async profile(username: string, viewer: Viewer): Promise<ReaderProfileView> {
    const reader = await findReader(this.db.users, username, PROFILE_FIELDS);
    const caller = await viewer();
    const [standing, blocks] = await Promise.all([
      this.follows.standing(caller?.id, reader._id),
      this.notBlockedBy(caller?.id, reader._id),
    ]);
    const privacy = privacyOf(reader);
    // A reader the caller blocked keeps their profile (so the caller can unblock), never their list, goal or activity.
    const mayShow = (visibility: Visibility) => !blocks.blocked && maySee(visibility, standing.relation);
    const visible = {
      list: mayShow(privacy.listVisibility),
      goal: mayShow(privacy.goalVisibility),
      activity: mayShow(privacy.activityVisibility),
    };
    const year = new Date().getUTCFullYear();
    const [reading, goal] = await Promise.all([
      visible.list ? this.currentlyReading(reader._id, standing.relation === 'self' || isAdmin(caller)) : null,
      visible.goal ? this.goalProgress(reader._id, year) : null,
    ]);
    return {
      id: String(reader._id),
      username: reader.username,
      avatar: shownAvatar(reader.avatar),
      bio: reader.bio ?? '',
      joinedAt: isoDate(reader.createdAt),
      counts: {
        booksFinished: visible.list ? reader.finishedCount : null,
        reviews: reader.reviewCount,
        followers: reader.followerCount ?? 0,
        following: reader.followingCount ?? 0,
      },
      relationship: {
        self: standing.relation === 'self',
        follow: standing.follow,
        followsYou: standing.followsYou,
        blocked: blocks.blocked,
      },
      visible,
      currentlyReading: reading?.books ?? null,
      // Progress is activity about the list: the stricter of the two settings.
      readingProgress: reading && visible.activity ? reading.progress : null,
      goal,
    };
  }

  /** A reader's reviews, newest first (public: the house listing of reviews, by this reader). */
  async reviewsOf(
    username: string,
    query: ReaderReviewsQueryDto,
    viewer: Viewer,
  ): Promise<Paged<ReviewView, ReviewPageMetaView>> {
    const reader = await findReader(this.db.users, username);
    await this.notBlockedBy((await viewer())?.id, reader._id);
    return this.reviewsService.list(
      { user: String(reader._id), page: query.page ?? 1, limit: query.limit ?? 10, total: query.total },
      viewer,
    );
  }

  /** A reader's list, newest first, by status; 404 when it is hidden from the caller. The private ratings stay the reader's. */
  async listOf(username: string, query: ReaderListQueryDto, viewer: Viewer): Promise<Paged<ReadingListEntryView>> {
    const reader = await findReader(this.db.users, username, ['privacy']);
    const caller = await viewer();
    const [standing, blocks] = await Promise.all([
      this.follows.standing(caller?.id, reader._id),
      this.notBlockedBy(caller?.id, reader._id),
    ]);
    const privacy = privacyOf(reader);
    if (blocks.blocked || !maySee(privacy.listVisibility, standing.relation))
      throw new NotFoundException('This reading list is private');
    // Progress is activity about the list: shown only when the activity setting lets the caller see it too.
    const showProgress = maySee(privacy.activityVisibility, standing.relation);
    const page = query.page ?? 1;
    const limit = query.limit ?? 50;
    const filter = { user: reader._id, ...(query.status ? { status: query.status } : {}) };
    const rows = await this.db.readingList
      .find(filter)
      .sort(NEWEST_FIRST)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<WithId<ReadingListEntry>[]>();
    const total = await pagedTotal(page, limit, rows.length, () => this.db.readingList.countDocuments(filter));
    const own = standing.relation === 'self';
    const items = rows
      .filter((e) => own || isAdmin(caller) || e.bookSummary?.status === 'published')
      .map(toEntryView)
      .filter((e): e is ReadingListEntryView => e !== null)
      .map((e) => (own ? e : { ...e, rating: null, progress: showProgress ? e.progress : null }));
    return new Paged(items, { total, page, limit, hasMore: page * limit < total });
  }

  private async currentlyReading(readerId: Types.ObjectId, allStatuses: boolean) {
    const rows = await this.db.readingList
      .find({ user: readerId, status: 'reading' })
      .sort(NEWEST_FIRST)
      .limit(20)
      .lean<WithId<ReadingListEntry>[]>();
    const shown = rows.filter((e) => e.bookSummary && (allStatuses || e.bookSummary.status === 'published'));
    return {
      books: shown.map((e) => bookCardOf(e.book, e.bookSummary!)),
      progress: shown.flatMap((e): ReaderBookProgressView[] =>
        e.progress ? [{ book: String(e.book), ...progressView(e.progress) }] : [],
      ),
    };
  }

  /** The year's goal and the books finished in it (UTC), or null when none is set. */
  private async goalProgress(readerId: Types.ObjectId, year: number) {
    const goal = await this.db.goals.findOne({ user: readerId, year }).select('target').lean();
    if (!goal) return null;
    const finished = await this.db.readingList.countDocuments({
      user: readerId,
      status: trusted({ $in: FINISHED_STATUSES }),
      finishedAt: trusted({ $gte: new Date(Date.UTC(year, 0, 1)), $lt: new Date(Date.UTC(year + 1, 0, 1)) }),
    });
    return { year, target: goal.target, finished };
  }
}
