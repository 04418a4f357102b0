import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { isAdmin, type AuthUser } from '../../accounts/auth/auth-user';
import type { Viewer } from '../../accounts/auth/viewer';
import { BlocksService } from '../../people/blocks/blocks.service';
import { Paged } from '../../platform/common/api-response';
import type { WithId } from '../../platform/common/find-by-ids';
import { pagedTotal } from '../../platform/common/query-helpers';
import { NotificationsService } from '../notifications/notifications.service';
import { CANNOT_INTERACT, reviewToReach } from '../reviews/review-access';
import { includesId } from '../../people/blocks/block-relations';
import { type ReaderSummaryView } from '../../people/readers/reader.view';
import { Comment } from './comment.schema';
import { toCommentView, type CommentView } from './comment.view';
import { readerSummaries } from '../../people/readers/reader-summaries';
import { Collections } from '../../platform/database/collections';

const DEFAULT_LIMIT = 20;
const OLDEST_FIRST = { createdAt: 1, _id: 1 } as const;

/**
 * Comments on reviews: one level, oldest first. Their author edits or deletes them; the review's author and
 * administrators may delete them too. The review's commentCount moves with $inc as they come and go. Comments
 * between two readers when either blocked the other are left out of each one's lists; the comments of a review are
 * hidden from a reader a block stands between its author and, who no longer edits or deletes theirs on it.
 */
@Injectable()
export class CommentsService {
  constructor(
    private readonly db: Collections,
    private readonly blocks: BlocksService,
    private readonly notifications: NotificationsService,
  ) {}

  /** A page of a review's comments; the caller's blocks are read once and left out with one $nin. */
  async list(reviewId: string, viewer: Viewer, page = 1, limit = DEFAULT_LIMIT): Promise<Paged<CommentView>> {
    const caller = await viewer();
    const [review, hidden] = await Promise.all([
      reviewToReach(this.db.reviews, reviewId, caller),
      this.blocks.hiddenFrom(caller?.id),
    ]);
    // A block hides each reader's reviews from the other: their comments answer as an unknown review's.
    if (includesId(hidden, review.user)) throw new NotFoundException('Review not found');
    const filter = { review: review._id, ...(hidden.length ? { user: trusted({ $nin: hidden }) } : {}) };
    const rows = await this.db.comments
      .find(filter)
      .sort(OLDEST_FIRST)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<WithId<Comment>[]>();
    // The count kept on the review, unless some comments are left out for this caller.
    const kept = review.commentCount;
    const total = await pagedTotal(page, limit, rows.length, () =>
      !hidden.length && typeof kept === 'number'
        ? Promise.resolve(Math.max(0, kept))
        : this.db.comments.countDocuments(filter),
    );
    const authors = await this.summaries(rows.map((c) => c.user));
    return new Paged(
      rows.map((c) => toCommentView(c, authors.get(String(c.user)) ?? null)),
      { total, page, limit, hasMore: page * limit < total },
    );
  }

  async create(user: AuthUser, reviewId: string, body: string): Promise<CommentView> {
    const review = await reviewToReach(this.db.reviews, reviewId, user, { blocks: this.blocks });
    const comment = await this.db.comments.create({ review: review._id, user: new Types.ObjectId(user.id), body });
    await this.db.reviews.updateOne({ _id: review._id }, { $inc: { commentCount: 1 } }, { timestamps: false });
    const notified = { _id: review._id, book: review.book, bookTitle: review.bookSummary?.title };
    await this.notifications.notify({
      recipient: review.user,
      type: 'comment',
      actor: user.id,
      review: notified,
      comment: { _id: comment._id, body },
    });
    return this.view(comment.toObject());
  }

  /** Only its author edits a comment (administrators included: they may only delete). */
  async update(user: AuthUser, id: string, body: string): Promise<CommentView> {
    const comment = await this.find(id);
    if (String(comment.user) !== user.id) throw new ForbiddenException('You can only edit your own comments');
    await this.notAcrossBlock(user, await this.reviewAuthor(comment));
    const updated = await this.db.comments
      .findOneAndUpdate(
        { _id: comment._id },
        { $set: { body, edited: true } },
        { returnDocument: 'after', runValidators: true },
      )
      .lean<WithId<Comment>>();
    if (!updated) throw new NotFoundException('Comment not found');
    return this.view(updated);
  }

  /** Its author, the author of the review it is on, or an administrator. */
  async remove(user: AuthUser, id: string): Promise<null> {
    const comment = await this.find(id);
    if (!isAdmin(user)) {
      const author = await this.reviewAuthor(comment);
      if (String(comment.user) !== user.id && String(author) !== user.id)
        throw new ForbiddenException('You can only delete comments of your own or on your reviews');
      // Its author's own comment, on the review of a reader a block now stands between them and, stays as it is.
      await this.notAcrossBlock(user, author);
    }
    const removed = await this.db.comments.deleteOne({ _id: comment._id });
    if (removed.deletedCount)
      await this.db.reviews.updateOne({ _id: comment.review }, { $inc: { commentCount: -1 } }, { timestamps: false });
    return null;
  }

  /** The author of the review a comment is on (null when the review is gone): one read. */
  private async reviewAuthor(comment: WithId<Comment>): Promise<Types.ObjectId | null> {
    const review = await this.db.reviews.findOne({ _id: comment.review }).select('user').lean();
    return review?.user ?? null;
  }

  /** 403 when a block stands between the caller and the author of the review (not their own) they change a comment on. */
  private async notAcrossBlock(user: AuthUser, reviewAuthor: Types.ObjectId | null): Promise<void> {
    if (reviewAuthor && String(reviewAuthor) !== user.id && (await this.blocks.between(user.id, reviewAuthor)))
      throw new ForbiddenException(CANNOT_INTERACT);
  }

  private async find(id: string): Promise<WithId<Comment>> {
    const comment = await this.db.comments.findOne({ _id: new Types.ObjectId(id) }).lean<WithId<Comment>>();
    if (!comment) throw new NotFoundException('Comment not found');
    return comment;
  }

  private async view(comment: WithId<Comment>): Promise<CommentView> {
    const authors = await this.summaries([comment.user]);
    return toCommentView(comment, authors.get(String(comment.user)) ?? null);
  }

  /** The summaries of these readers, by id: one read. */
  private async summaries(ids: Types.ObjectId[]): Promise<Map<string, ReaderSummaryView>> {
    return readerSummaries(this.db.users, ids);
  }
}
