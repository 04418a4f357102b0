import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import type { Viewer } from '../../accounts/auth/viewer';
import { includesId } from '../blocks/block-relations';
import { BlocksService } from '../blocks/blocks.service';
import { Paged } from '../../platform/common/api-response';
import { duplicateKeyField } from '../../platform/common/duplicate-key';
import type { WithId } from '../../platform/common/find-by-ids';
import { pagedTotal } from '../../platform/common/query-helpers';
import { NotificationsService } from '../../conversation/notifications/notifications.service';
import { findReader, READER_NOT_FOUND } from '../readers/reader-lookup';
import { type FollowState, type ReaderSummaryView } from '../readers/reader.view';
import { privacyOf, type Relation } from '../../accounts/users/privacy';
import { followCountChanges } from './follow-counts';
import { Follow, type FollowStatus } from './follow.schema';
import { readerSummariesInOrder } from '../readers/reader-summaries';
import { Collections } from '../../platform/database/collections';

const DEFAULT_LIMIT = 20;
type Id = Types.ObjectId | string;
const oid = (id: Id) => new Types.ObjectId(String(id));

/** How two readers stand: what the caller's follow is, and whether the reader follows the caller. */
export interface Standing {
  relation: Relation;
  follow: FollowState;
  followsYou: boolean;
}

/**
 * Follows between readers. A follow of a reader who approves followers is a request until they accept it. The
 * counts lists show (followerCount, followingCount) are kept on the users with $inc when a follow is accepted or ends.
 */
@Injectable()
export class FollowsService {
  constructor(
    private readonly db: Collections,
    private readonly blocks: BlocksService,
    private readonly notifications: NotificationsService,
  ) {}

  /** How the caller (undefined: a visitor) stands to a reader: one read of the follows both ways. */
  async standing(callerId: string | undefined, readerId: Id): Promise<Standing> {
    if (!callerId) return { relation: 'other', follow: 'none', followsYou: false };
    if (callerId === String(readerId)) return { relation: 'self', follow: 'none', followsYou: false };
    const [caller, reader] = [oid(callerId), oid(readerId)];
    const rows = await this.db.follows
      .find({
        $or: [
          { follower: caller, followee: reader },
          { follower: reader, followee: caller },
        ],
      })
      .select('follower status')
      .lean();
    const mine = rows.find((r) => String(r.follower) === callerId);
    const theirs = rows.find((r) => String(r.follower) !== callerId);
    const follow: FollowState = !mine ? 'none' : mine.status === 'accepted' ? 'following' : 'requested';
    return {
      relation: follow === 'following' ? 'follower' : 'other',
      follow,
      followsYou: theirs?.status === 'accepted',
    };
  }

  /** The ids of the readers this reader follows (accepted): one read. */
  async followedIds(readerId: Id): Promise<Types.ObjectId[]> {
    const rows = await this.db.follows
      .find({ follower: oid(readerId), status: 'accepted' })
      .select('followee')
      .lean();
    return rows.map((r) => r.followee);
  }

  /** The ids of the readers this reader follows or asked to follow (none to suggest again): one read. */
  async involvedIds(readerId: Id): Promise<Types.ObjectId[]> {
    const rows = await this.db.follows
      .find({ follower: oid(readerId) })
      .select('followee')
      .lean();
    return rows.map((r) => r.followee);
  }

  /** Follows a reader, or asks to when they approve followers; following twice is one follow (the unique index decides). */
  async follow(callerId: string, username: string): Promise<{ follow: 'following' | 'requested' }> {
    const reader = await findReader(this.db.users, username, ['privacy']);
    if (String(reader._id) === callerId) throw new BadRequestException('You cannot follow yourself');
    // Either way: the blocked reader cannot reach the blocker, and the blocker unblocks before following.
    if (await this.blocks.between(callerId, reader._id)) throw new ForbiddenException('You cannot follow this reader');
    const status: FollowStatus = privacyOf(reader).approveFollowers ? 'pending' : 'accepted';
    let created: { _id: Types.ObjectId };
    try {
      created = await this.db.follows.create({ follower: oid(callerId), followee: reader._id, status });
    } catch (err) {
      if (duplicateKeyField(err) === null) throw err;
      const existing = await this.db.follows
        .findOne({ follower: oid(callerId), followee: reader._id })
        .select('status')
        .lean();
      return { follow: existing?.status === 'pending' ? 'requested' : 'following' };
    }
    // A block made between the check above and this insert ended no follow yet: this one is undone.
    if (await this.blocks.between(callerId, reader._id)) {
      const undone = await this.db.follows.deleteOne({ _id: created._id });
      // Ended by the block meanwhile, which took it off both counts: they get it back.
      if (!undone.deletedCount && status === 'accepted') await this.countFollow(callerId, reader._id, 1);
      throw new ForbiddenException('You cannot follow this reader');
    }
    if (status === 'accepted') await this.countFollow(callerId, reader._id, 1);
    // A new follow or request (not a second click) tells the reader followed.
    await this.notifications.notify({
      recipient: reader._id,
      type: status === 'accepted' ? 'follow' : 'follow-request',
      actor: callerId,
    });
    return { follow: status === 'accepted' ? 'following' : 'requested' };
  }

  /** Unfollows, or withdraws a request; nothing to end is not an error (the screen may be stale). */
  async unfollow(callerId: string, username: string): Promise<null> {
    const reader = await findReader(this.db.users, username);
    const ended = await this.db.follows.deleteOne({
      follower: oid(callerId),
      followee: reader._id,
      status: 'accepted',
    });
    if (ended.deletedCount) await this.countFollow(callerId, reader._id, -1);
    else await this.db.follows.deleteOne({ follower: oid(callerId), followee: reader._id, status: 'pending' });
    return null;
  }

  /** Removes a reader from the caller's followers (their follow ends, both counts with it); nothing to end is not an error. */
  async removeFollower(callerId: string, username: string): Promise<null> {
    const follower = await findReader(this.db.users, username);
    const ended = await this.db.follows.deleteOne({
      follower: follower._id,
      followee: oid(callerId),
      status: 'accepted',
    });
    if (ended.deletedCount) await this.countFollow(follower._id, callerId, -1);
    return null;
  }

  /** The requests waiting for the caller's answer, oldest first. */
  async requests(callerId: string, page = 1, limit = DEFAULT_LIMIT): Promise<Paged<ReaderSummaryView>> {
    const filter = { followee: oid(callerId), status: 'pending' as const };
    const rows = await this.db.follows
      .find(filter)
      .sort({ createdAt: 1, _id: 1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .select('follower')
      .lean();
    const total = await pagedTotal(page, limit, rows.length, () => this.db.follows.countDocuments(filter));
    return new Paged(await this.summaries(rows.map((r) => r.follower)), {
      total,
      page,
      limit,
      hasMore: page * limit < total,
    });
  }

  async accept(callerId: string, username: string): Promise<null> {
    const requester = await findReader(this.db.users, username);
    const accepted = await this.db.follows.updateOne(
      { follower: requester._id, followee: oid(callerId), status: 'pending' },
      { $set: { status: 'accepted' } },
    );
    if (!accepted.modifiedCount) throw new NotFoundException('No such follow request');
    await this.countFollow(requester._id, callerId, 1);
    return null;
  }

  async decline(callerId: string, username: string): Promise<null> {
    const requester = await findReader(this.db.users, username);
    const declined = await this.db.follows.deleteOne({
      follower: requester._id,
      followee: oid(callerId),
      status: 'pending',
    });
    if (!declined.deletedCount) throw new NotFoundException('No such follow request');
    return null;
  }

  /**
   * A reader's followers (`side` 'followers') or the readers they follow, newest first; the total is the count kept on
   * the reader. A block hides each reader from the other: a reader who blocked the caller answers as unknown, one the
   * caller blocked lists nobody, and the readers a block stands between the caller and are left out (then counted).
   */
  async list(
    username: string,
    side: 'followers' | 'following',
    page = 1,
    limit = DEFAULT_LIMIT,
    viewer?: Viewer,
  ): Promise<Paged<ReaderSummaryView>> {
    const reader = await findReader(this.db.users, username, ['followerCount', 'followingCount']);
    const blocks = await this.blocks.relations((await viewer?.())?.id);
    if (includesId(blocks.blockedBy, reader._id)) throw new NotFoundException(READER_NOT_FOUND);
    // The blocker still reaches the profile (to unblock), but nobody in its lists.
    if (includesId(blocks.blocked, reader._id)) return new Paged([], { total: 0, page, limit, hasMore: false });
    const [mine, theirs] =
      side === 'followers' ? (['followee', 'follower'] as const) : (['follower', 'followee'] as const);
    const filter: Record<string, unknown> = {
      [mine]: reader._id,
      status: 'accepted',
      ...(blocks.hidden.length ? { [theirs]: trusted({ $nin: blocks.hidden }) } : {}),
    };
    const rows = await this.db.follows
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .select(theirs)
      .lean<WithId<Follow>[]>();
    const kept = side === 'followers' ? reader.followerCount : reader.followingCount;
    const total = await pagedTotal(page, limit, rows.length, () =>
      blocks.hidden.length ? this.db.follows.countDocuments(filter) : Promise.resolve(kept ?? 0),
    );
    return new Paged(await this.summaries(rows.map((r) => r[theirs])), {
      total,
      page,
      limit,
      hasMore: page * limit < total,
    });
  }

  /** These readers' summaries in this order: one read. */
  private async summaries(ids: Types.ObjectId[]): Promise<ReaderSummaryView[]> {
    return readerSummariesInOrder(this.db.users, ids);
  }

  /** An accepted follow begins (+1) or ends (-1): the two counts lists show. */
  private async countFollow(followerId: Id, followeeId: Id, by: 1 | -1): Promise<void> {
    const changes = followCountChanges(by);
    await Promise.all([
      this.db.users.updateOne({ _id: oid(followerId) }, { $inc: changes.follower }, { timestamps: false }),
      this.db.users.updateOne({ _id: oid(followeeId) }, { $inc: changes.followee }, { timestamps: false }),
    ]);
  }
}
