import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { Paged } from '../../platform/common/api-response';
import { duplicateKeyField } from '../../platform/common/duplicate-key';
import type { WithId } from '../../platform/common/find-by-ids';
import { pagedTotal } from '../../platform/common/query-helpers';
import { findReader } from '../../people/readers/reader-lookup';
import { type ReaderSummaryView } from '../../people/readers/reader.view';
import type { CreateReportDto, ReportQueryDto } from './dto/report.dto';
import { readReportedItems } from './reported-content';
import { itemKey, ReportItem, ReportResolution, type ReportKind, type ReportReason } from './report.schema';
import { REPORT_THANKS, type ReportGroupView, type ReportReceiptView } from './report.view';
import { readerSummaries } from '../../people/readers/reader-summaries';
import { Collections } from '../../platform/database/collections';
import { ClubAccess } from '../../clubs/club-members/club-access';

const DEFAULT_LIMIT = 20;
/** All reports, or those of one club (and of its posts). */
type ByClub = { club?: Types.ObjectId };
const OBJECT_ID = /^[0-9a-f]{24}$/i;
const NOT_FOUND: Record<ReportKind, string> = {
  review: 'Review not found',
  comment: 'Comment not found',
  reader: 'Reader not found',
  'club-post': 'Post not found',
  club: 'Club not found',
};

/** The reasons of these reports with how many gave each, in the order of REPORT_REASONS' first use. */
export function countReasons(reports: { reason: ReportReason }[]): { reason: ReportReason; count: number }[] {
  const counts = new Map<ReportReason, number>();
  for (const { reason } of reports) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count }));
}

/**
 * Readers' reports of reviews, comments, profiles, club posts and clubs, and the administrators' queue of them: one entry per item with
 * open reports (report_items), oldest first, and the resolutions kept (report_resolutions), newest first.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly db: Collections,
    private readonly clubs: ClubAccess,
  ) {}

  /** The item a report or a resolution names: a review's or comment's id, a reader's username (or id); 404 when unknown. */
  async target(kind: ReportKind, target: string): Promise<Types.ObjectId> {
    if (kind === 'reader') {
      // The queue names a reader by id; a reader's screen by username (one that looks like an id is tried as both).
      if (OBJECT_ID.test(target) && (await this.db.users.exists({ _id: new Types.ObjectId(target) })))
        return new Types.ObjectId(target);
      return (await findReader(this.db.users, target))._id as Types.ObjectId;
    }
    if (!OBJECT_ID.test(target)) throw new NotFoundException(NOT_FOUND[kind]);
    return new Types.ObjectId(target);
  }

  /** One open report per reader and item: the unique openKey decides, so two at once make one. */
  async create(reporterId: string, dto: CreateReportDto): Promise<ReportReceiptView> {
    if (dto.reason === 'spoilers' && dto.kind !== 'review')
      throw new BadRequestException('Only a review can be reported for spoilers');
    const target = await this.target(dto.kind, dto.target);
    const item = itemKey(dto.kind, target);
    const found = (await readReportedItems(this.db.connection, [{ kind: dto.kind, target }])).get(item);
    if (!found) throw new NotFoundException(NOT_FOUND[dto.kind]);
    // A club's post is reported by a reader it may be sent to: a private club's, by its members.
    if (dto.kind === 'club-post') await this.clubs.content(String(found.club), reporterId);
    if (found.author && String(found.author) === reporterId)
      throw new BadRequestException('You cannot report your own content');
    const reporter = new Types.ObjectId(reporterId);
    try {
      await this.db.reports.create({
        reporter,
        kind: dto.kind,
        target,
        item,
        author: found.author,
        club: found.club ?? null,
        reason: dto.reason,
        text: dto.text ?? '',
        openKey: `${reporterId}:${item}`,
      });
    } catch (err) {
      if (duplicateKeyField(err) === null) throw err;
      throw new ConflictException('You have already reported this');
    }
    await this.db.reportItems.updateOne(
      { _id: item },
      {
        $setOnInsert: {
          kind: dto.kind,
          target,
          author: found.author,
          club: found.club ?? null,
          firstReportedAt: new Date(),
        },
      },
      { upsert: true },
    );
    return { message: REPORT_THANKS };
  }

  /** A reader's open reports go with their account; an item left without open reports leaves the queue. */
  async reporterRemoved(reporter: Types.ObjectId): Promise<void> {
    const mine = await this.db.reports.find({ reporter, status: 'open' }).select('item').lean();
    if (!mine.length) return;
    await this.db.reports.deleteMany({ reporter, status: 'open' });
    const items = [...new Set(mine.map((r) => r.item))];
    const left = new Set(
      (
        await this.db.reports
          .find({ item: trusted({ $in: items }), status: 'open' })
          .select('item')
          .lean()
      ).map((r) => r.item),
    );
    const empty = items.filter((i) => !left.has(i));
    if (empty.length) await this.db.reportItems.deleteMany({ _id: trusted({ $in: empty }) });
  }

  /** How many items wait for an administrator: the queue's own count. */
  async openCount(): Promise<{ count: number }> {
    return { count: await this.db.reportItems.estimatedDocumentCount() };
  }

  /** The queue or the resolutions; `club`: only those of a club and of its posts (the admin Clubs manager). */
  list(query: ReportQueryDto): Promise<Paged<ReportGroupView>> {
    const filter = query.club ? { club: new Types.ObjectId(query.club) } : {};
    return (query.status ?? 'open') === 'open'
      ? this.listOpen(query.page ?? 1, query.limit ?? DEFAULT_LIMIT, filter)
      : this.listResolved(query.page ?? 1, query.limit ?? DEFAULT_LIMIT, filter);
  }

  /** A page of the queue, oldest first: one read of the items, one of their open reports, one per kind of content, one of authors. */
  private async listOpen(page: number, limit: number, filter: ByClub): Promise<Paged<ReportGroupView>> {
    const items = await this.db.reportItems
      .find(filter)
      .sort({ firstReportedAt: 1, _id: 1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<WithId<ReportItem>[]>();
    const total = await pagedTotal(page, limit, items.length, () =>
      filter.club ? this.db.reportItems.countDocuments(filter) : this.db.reportItems.estimatedDocumentCount(),
    );
    const keys = items.map((i) => i._id as unknown as string);
    const [open, contents] = await Promise.all([
      keys.length
        ? this.db.reports
            .find({ item: trusted({ $in: keys }), status: 'open' })
            .sort({ createdAt: 1 })
            .select('item reason text createdAt')
            .lean()
        : [],
      readReportedItems(this.db.connection, items),
    ]);
    const authors = await this.summaries(items.flatMap((i) => (i.author ? [i.author] : [])));
    const groups = items.map((i): ReportGroupView => {
      const key = i._id as unknown as string;
      const reports = open.filter((r) => r.item === key);
      return {
        kind: i.kind,
        target: String(i.target),
        content: contents.get(key)?.content ?? null,
        author: i.author ? (authors.get(String(i.author)) ?? null) : null,
        reasons: countReasons(reports),
        texts: reports.map((r) => r.text).filter(Boolean),
        reporters: reports.length,
        firstReportedAt: i.firstReportedAt,
        status: 'open',
        resolution: null,
      };
    });
    return new Paged(groups, { total, page, limit, hasMore: page * limit < total });
  }

  /** The resolutions kept, newest first, with the content as it was when resolved. */
  private async listResolved(page: number, limit: number, filter: ByClub): Promise<Paged<ReportGroupView>> {
    const rows = await this.db.reportResolutions
      .find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<WithId<ReportResolution>[]>();
    const total = await pagedTotal(page, limit, rows.length, () =>
      filter.club
        ? this.db.reportResolutions.countDocuments(filter)
        : this.db.reportResolutions.estimatedDocumentCount(),
    );
    const people = await this.summaries(rows.flatMap((r) => [r.by, ...(r.author ? [r.author] : [])]));
    const groups = rows.map((r): ReportGroupView => ({
      kind: r.kind,
      target: String(r.target),
      content: r.content,
      author: r.author ? (people.get(String(r.author)) ?? null) : null,
      reasons: r.reasons,
      texts: r.texts,
      reporters: r.reporters,
      firstReportedAt: r.firstReportedAt,
      status: 'resolved',
      resolution: { action: r.action, by: people.get(String(r.by)) ?? null, at: r.createdAt, note: r.note },
    }));
    return new Paged(groups, { total, page, limit, hasMore: page * limit < total });
  }

  private async summaries(ids: Types.ObjectId[]): Promise<Map<string, ReaderSummaryView>> {
    return readerSummaries(this.db.users, ids);
  }
}
