import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { CommentsService } from '../../conversation/comments/comments.service';
import { NotificationsService } from '../../conversation/notifications/notifications.service';
import { ReviewsService } from '../../conversation/reviews/reviews.service';
import { UserCascades } from '../../accounts/users/user.cascades';
import { UsersService } from '../../accounts/users/users.service';
import type { ResolveReportDto } from './dto/report.dto';
import { readReportedItems, type ReportedItem } from './reported-content';
import { itemKey, type ReportKind } from './report.schema';
import { countReasons, ReportsService } from './reports.service';
import { Collections } from '../../platform/database/collections';
import { ClubPostsService } from '../../clubs/club-posts/club-posts.service';
import { ClubsService } from '../../clubs/clubs/clubs.service';

/** "of "Dune"", the book a review is of, when known. */
const ofBook = (found: ReportedItem) => (found.content.bookTitle ? ` of "${found.content.bookTitle}"` : '');
const because = (note: string) => (note ? `: ${note}` : '.');

/**
 * An administrator's answer to an item's open reports: dismiss them, remove the content (through its owner's delete
 * path, so counts and ratings follow), mark a review as containing spoilers, or suspend the item's author. The author
 * is told what was done and why; every open report of the item is resolved together and kept, with who did what.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly db: Collections,
    private readonly reportsService: ReportsService,
    private readonly reviewsService: ReviewsService,
    private readonly usersService: UsersService,
    private readonly userCascades: UserCascades,
    private readonly notifications: NotificationsService,
    private readonly comments: CommentsService,
    private readonly clubs: ClubsService,
    private readonly clubPosts: ClubPostsService,
  ) {}

  async resolve(kind: ReportKind, targetParam: string, dto: ResolveReportDto, admin: AuthUser): Promise<null> {
    const target = await this.reportsService.target(kind, targetParam);
    const item = itemKey(kind, target);
    const open = await this.db.reports
      .find({ item, status: 'open' })
      .sort({ createdAt: 1 })
      .select('reason text createdAt author club')
      .lean();
    if (!open.length) throw new NotFoundException('No open reports of this item');
    const found = (await readReportedItems(this.db.connection, [{ kind, target }])).get(item);
    const author = found?.author ?? open[0].author ?? null;
    const note = dto.note ?? '';
    await this.act(kind, target, dto, found, author, admin);
    const resolution = await this.db.reportResolutions.create({
      kind,
      target,
      author,
      club: found?.club ?? open[0].club ?? null,
      content: found?.content ?? null,
      reasons: countReasons(open),
      texts: open.map((r) => r.text).filter(Boolean),
      reporters: open.length,
      firstReportedAt: open[0].createdAt,
      action: dto.action,
      by: new Types.ObjectId(admin.id),
      note,
    });
    await this.db.reports.updateMany(
      { item, status: 'open', _id: trusted({ $in: open.map((r) => r._id) }) },
      { $set: { status: 'resolved', resolution: resolution._id }, $unset: { openKey: 1 } },
    );
    // A report made meanwhile keeps its item in the queue.
    if (!(await this.db.reports.exists({ item, status: 'open' }))) await this.db.reportItems.deleteOne({ _id: item });
    return null;
  }

  private async act(
    kind: ReportKind,
    target: Types.ObjectId,
    dto: ResolveReportDto,
    found: ReportedItem | undefined,
    author: Types.ObjectId | null,
    admin: AuthUser,
  ): Promise<void> {
    const note = dto.note ?? '';
    switch (dto.action) {
      case 'dismiss':
        return;
      case 'spoiler': {
        if (kind !== 'review') throw new BadRequestException('Only a review can be marked as containing spoilers');
        if (!found) throw new NotFoundException('Review not found');
        await this.db.reviews.updateOne({ _id: target }, { $set: { spoiler: true, spoilerByModerator: true } });
        const review = { _id: target, book: found.content.bookId ?? null, bookTitle: found.content.bookTitle ?? '' };
        return this.tell(
          author,
          `An administrator marked your review${ofBook(found)} as containing spoilers${because(note)}`,
          review,
        );
      }
      case 'suspend':
        if (!author) throw new BadRequestException('This item has no author to suspend');
        await this.usersService.suspend(String(author), dto.days ?? null, note, admin.id);
        return;
      case 'remove':
        if (!found) return; // Gone already: nothing left to remove.
        await this.remove(kind, target, admin);
        return this.tell(author, `An administrator removed ${this.what(kind, found)}${because(note)}`);
    }
  }

  private what(kind: ReportKind, found: ReportedItem): string {
    if (kind === 'review') return `your review${ofBook(found)}`;
    if (kind === 'club-post') return `your post in the club "${found.content.clubName ?? ''}"`;
    if (kind === 'club') return `your club "${found.content.clubName ?? ''}"`;
    if (kind === 'comment')
      return `your comment "${found.content.text.length > 60 ? `${found.content.text.slice(0, 59)}…` : found.content.text}"`;
    return "your profile's bio and avatar";
  }

  /**
   * Through the owner's delete path: a review's book gets its rating recomputed, a comment's review its count, a club
   * post's section its count; a club goes with its members, schedule and discussion.
   */
  private async remove(kind: ReportKind, target: Types.ObjectId, admin: AuthUser): Promise<void> {
    if (kind === 'review') return this.reviewsService.remove(String(target), admin);
    if (kind === 'comment') {
      await this.comments.remove(admin, String(target));
      return;
    }
    if (kind === 'club-post') {
      await this.clubPosts.remove(String(target), admin);
      return;
    }
    if (kind === 'club') return this.clubs.delete(target);
    // A profile's content: its bio and avatar (the reader keeps their account and name). The removed avatar goes as
    // when the reader removes it.
    const before = await this.db.users.findOneAndUpdate({ _id: target }, { $set: { bio: '', avatar: '' } }).lean();
    if (!before) return;
    await this.userCascades.avatarChanged(String(target), { username: before.username, avatar: '' }, before.avatar);
  }

  private async tell(
    author: Types.ObjectId | null,
    message: string,
    review?: { _id: Types.ObjectId; book: string | null; bookTitle: string },
  ): Promise<void> {
    if (author)
      await this.notifications.notify({ recipient: author, type: 'moderation', message, review: review ?? null });
  }
}
