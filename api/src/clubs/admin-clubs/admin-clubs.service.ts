import { Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { NotificationsService } from '../../conversation/notifications/notifications.service';
import { readerSummaries } from '../../people/readers/reader-summaries';
import { Paged } from '../../platform/common/api-response';
import type { WithId } from '../../platform/common/find-by-ids';
import { isoDate } from '../../platform/common/iso-date';
import { pagedTotal, searchKeyPattern } from '../../platform/common/query-helpers';
import { Collections } from '../../platform/database/collections';
import { CLUB_NOT_FOUND } from '../club-members/club-access';
import type { Club } from '../clubs/club.schema';
import { ClubsService } from '../clubs/clubs.service';
import type { AdminClubView } from './admin-club.view';
import type { AdminClubsQueryDto } from './dto/admin-club.dto';

const because = (note: string) => (note ? `: ${note}` : '.');

/**
 * The administrators' Clubs manager: every club (suspended ones too) by recent activity, searched by name, with its
 * open reports; suspending a club (out of the directory, its page 410), lifting it, deleting a club.
 */
@Injectable()
export class AdminClubsService {
  constructor(
    private readonly db: Collections,
    private readonly clubs: ClubsService,
    private readonly notifications: NotificationsService,
  ) {}

  /** A page of clubs: one read of them (and a count), one of their owners, one of their open report items. */
  async list(query: AdminClubsQueryDto): Promise<Paged<AdminClubView>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const filter = query.search ? { nameSearchKey: searchKeyPattern(query.search) } : {};
    const rows = await this.db.clubs
      .find(filter)
      .sort({ lastActivityAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<WithId<Club>[]>();
    const [total, views] = await Promise.all([
      pagedTotal(page, limit, rows.length, () => this.db.clubs.countDocuments(filter)),
      this.views(rows),
    ]);
    return new Paged(views, { total, page, limit, hasMore: page * limit < total });
  }

  /** Suspends a club (again: no change) and tells its owner why; lifting it brings it back as it was. */
  async suspend(id: string, suspended: boolean, note = ''): Promise<AdminClubView> {
    const club = await this.db.clubs
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id) },
        { $set: { suspended } },
        { returnDocument: 'before', timestamps: false },
      )
      .lean<WithId<Club>>();
    if (!club) throw new NotFoundException(CLUB_NOT_FOUND);
    if (suspended !== !!club.suspended)
      await this.notifications.notify({
        recipient: club.owner,
        type: 'moderation',
        message: suspended
          ? `An administrator suspended your club "${club.name}"${because(note)}`
          : `An administrator lifted the suspension of your club "${club.name}".`,
        club: { _id: club._id, name: club.name },
      });
    return (await this.views([{ ...club, suspended }]))[0];
  }

  /** Deletes a club, suspended or not, with everything in it. */
  async remove(id: string): Promise<null> {
    const club = await this.db.clubs
      .findOne({ _id: new Types.ObjectId(id) })
      .select('_id')
      .lean();
    if (!club) throw new NotFoundException(CLUB_NOT_FOUND);
    await this.clubs.delete(club._id);
    return null;
  }

  private async views(rows: WithId<Club>[]): Promise<AdminClubView[]> {
    if (!rows.length) return [];
    const [owners, reported] = await Promise.all([
      readerSummaries(
        this.db.users,
        rows.map((c) => c.owner),
      ),
      this.db.reportItems
        .find({ club: trusted({ $in: rows.map((c) => c._id) }) })
        .select('club')
        .lean(),
    ]);
    const open = new Map<string, number>();
    for (const r of reported) open.set(String(r.club), (open.get(String(r.club)) ?? 0) + 1);
    return rows.map((c) => ({
      _id: String(c._id),
      name: c.name,
      description: c.description ?? '',
      visibility: c.visibility,
      coverImage: c.coverImage ?? '',
      memberCount: c.memberCount,
      owner: owners.get(String(c.owner)) ?? null,
      suspended: !!c.suspended,
      openReports: open.get(String(c._id)) ?? 0,
      lastActivityAt: isoDate(c.lastActivityAt),
      createdAt: isoDate(c.createdAt),
    }));
  }
}
