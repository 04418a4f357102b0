import { BadRequestException, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { Paged } from '../../platform/common/api-response';
import { duplicateKeyField } from '../../platform/common/duplicate-key';
import { pagedTotal } from '../../platform/common/query-helpers';
import { findReader } from '../readers/reader-lookup';
import { type ReaderSummaryView } from '../readers/reader.view';
import { readerSummariesInOrder } from '../readers/reader-summaries';
import { Collections } from '../../platform/database/collections';
import { NotificationsService } from '../../conversation/notifications/notifications.service';
import { blockRelations, type BlockRelations } from './block-relations';

const DEFAULT_LIMIT = 20;
type Id = Types.ObjectId | string;
const oid = (id: Id) => new Types.ObjectId(String(id));

/** How the caller and another reader stand as to blocks. */
export interface BlockStanding {
  /** The caller blocked the reader. */
  blocked: boolean;
  /** The reader blocked the caller. */
  blockedBy: boolean;
}

/**
 * Blocks between readers. The rules they make are enforced by the modules of what is blocked (follows, profiles,
 * likes, comments), which ask here: one read each, of the pair (`standing`, `between`) or of all the caller's
 * relations (`hiddenFrom`).
 */
@Injectable()
export class BlocksService {
  constructor(
    private readonly db: Collections,
    private readonly notifications: NotificationsService,
  ) {}

  /** Blocks a reader (twice is once) and ends the follows and requests between them, both ways, at once. */
  async block(callerId: string, username: string): Promise<null> {
    const reader = await findReader(this.db.users, username);
    if (String(reader._id) === callerId) throw new BadRequestException('You cannot block yourself');
    try {
      await this.db.blocks.create({ blocker: oid(callerId), blocked: reader._id });
    } catch (err) {
      if (duplicateKeyField(err) === null) throw err;
    }
    // Also when the block existed: a follow made before it (a racing request) ends too.
    await Promise.all([
      this.endFollow(oid(callerId), reader._id),
      this.endFollow(reader._id, oid(callerId)),
      this.notifications.blockMade(callerId, reader._id),
    ]);
    return null;
  }

  async unblock(callerId: string, username: string): Promise<null> {
    const reader = await findReader(this.db.users, username);
    await this.db.blocks.deleteOne({ blocker: oid(callerId), blocked: reader._id });
    return null;
  }

  /** The readers the caller blocked, newest first. */
  async list(callerId: string, page = 1, limit = DEFAULT_LIMIT): Promise<Paged<ReaderSummaryView>> {
    const filter = { blocker: oid(callerId) };
    const rows = await this.db.blocks
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .select('blocked')
      .lean();
    const total = await pagedTotal(page, limit, rows.length, () => this.db.blocks.countDocuments(filter));
    const ids = rows.map((r) => r.blocked);
    const items = await readerSummariesInOrder(this.db.users, ids);
    return new Paged(items, { total, page, limit, hasMore: page * limit < total });
  }

  /** Both directions between the caller (undefined: a visitor, who blocks nobody) and a reader: one read. */
  async standing(callerId: string | undefined, readerId: Id): Promise<BlockStanding> {
    if (!callerId || callerId === String(readerId)) return { blocked: false, blockedBy: false };
    const [caller, reader] = [oid(callerId), oid(readerId)];
    const rows = await this.db.blocks
      .find({
        $or: [
          { blocker: caller, blocked: reader },
          { blocker: reader, blocked: caller },
        ],
      })
      .select('blocker')
      .lean();
    return {
      blocked: rows.some((r) => String(r.blocker) === callerId),
      blockedBy: rows.some((r) => String(r.blocker) !== callerId),
    };
  }

  /** Whether either of the two blocked the other. */
  async between(a: Id, b: Id): Promise<boolean> {
    const { blocked, blockedBy } = await this.standing(String(a), b);
    return blocked || blockedBy;
  }

  /**
   * The readers a block stands between the caller and, either way: what every signed-in path leaves out (one read).
   */
  relations(callerId: string | undefined): Promise<BlockRelations> {
    return blockRelations(this.db.blocks, callerId);
  }

  /** The readers hidden from the caller (those they blocked and those who blocked them): one read. */
  async hiddenFrom(callerId: string | undefined): Promise<Types.ObjectId[]> {
    return (await this.relations(callerId)).hidden;
  }

  /** Ends `follower`'s follow of `followee` (a request too); an accepted one gives both their counts back. */
  private async endFollow(follower: Types.ObjectId, followee: Types.ObjectId): Promise<void> {
    const ended = await this.db.follows.deleteOne({ follower, followee, status: 'accepted' });
    if (ended.deletedCount) {
      await Promise.all([
        this.db.users.updateOne({ _id: follower }, { $inc: { followingCount: -1 } }, { timestamps: false }),
        this.db.users.updateOne({ _id: followee }, { $inc: { followerCount: -1 } }, { timestamps: false }),
      ]);
    } else await this.db.follows.deleteOne({ follower, followee, status: 'pending' });
  }
}
