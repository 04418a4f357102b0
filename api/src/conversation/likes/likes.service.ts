import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { BlocksService } from '../../people/blocks/blocks.service';
import { duplicateKeyField } from '../../platform/common/duplicate-key';
import { NotificationsService } from '../notifications/notifications.service';
import { reviewToReach } from '../reviews/review-access';
import type { LikeResultView } from './like.view';
import { Collections } from '../../platform/database/collections';

/**
 * Likes of reviews. The unique index (review, user) makes liking twice one like; the review's likeCount moves with
 * $inc only when a like was really added or removed, so concurrent clicks keep it exact.
 */
@Injectable()
export class LikesService {
  constructor(
    private readonly db: Collections,
    private readonly blocks: BlocksService,
    private readonly notifications: NotificationsService,
  ) {}

  async like(user: AuthUser, reviewId: string): Promise<LikeResultView> {
    const review = await reviewToReach(this.db.reviews, reviewId, user, {
      notOwn: 'You cannot like your own review',
      blocks: this.blocks,
    });
    try {
      await this.db.likes.create({ review: review._id, user: new Types.ObjectId(user.id), book: review.book });
    } catch (err) {
      if (duplicateKeyField(err) === null) throw err;
      return { liked: true, likeCount: Math.max(0, review.likeCount ?? 0) };
    }
    const likeCount = await this.count(review._id, 1);
    // A like really added (not a second click) tells the review's author.
    const notified = { _id: review._id, book: review.book, bookTitle: review.bookSummary?.title };
    await this.notifications.notify({ recipient: review.user, type: 'like', actor: user.id, review: notified });
    return { liked: true, likeCount };
  }

  /** Takes a like back; nothing to take back is no error (the screen may be stale). */
  async unlike(user: AuthUser, reviewId: string): Promise<LikeResultView> {
    const review = await reviewToReach(this.db.reviews, reviewId, user);
    const removed = await this.db.likes.deleteOne({ review: review._id, user: new Types.ObjectId(user.id) });
    return {
      liked: false,
      likeCount: removed.deletedCount ? await this.count(review._id, -1) : Math.max(0, review.likeCount ?? 0),
    };
  }

  /** The ids of the caller's liked reviews of a book (the review list itself stays the same for everyone). */
  async likedOf(user: AuthUser, bookId: string): Promise<string[]> {
    const rows = await this.db.likes
      .find({ user: new Types.ObjectId(user.id), book: new Types.ObjectId(bookId) })
      .select('review')
      .lean();
    return rows.map((r) => String(r.review));
  }

  /** Moves the review's likeCount by `by` and answers the new count (0 when the review went meanwhile). */
  private async count(reviewId: Types.ObjectId, by: 1 | -1): Promise<number> {
    const after = await this.db.reviews
      .findOneAndUpdate(
        { _id: reviewId },
        { $inc: { likeCount: by } },
        { returnDocument: 'after', timestamps: false, projection: { likeCount: 1 } },
      )
      .lean();
    return Math.max(0, after?.likeCount ?? 0);
  }
}
