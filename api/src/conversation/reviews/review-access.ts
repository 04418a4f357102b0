import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { Types, type Model } from 'mongoose';
import { maySeeBook, type AuthUser } from '../../accounts/auth/auth-user';
import type { BlocksService } from '../../people/blocks/blocks.service';
import type { WithId } from '../../platform/common/find-by-ids';
import type { Review } from './review.schema';

export const CANNOT_INTERACT = 'You cannot interact with this reader';

/** A review as likes and comments need it: its author and book. */
export type ReviewRef = WithId<Pick<Review, 'user' | 'book' | 'likeCount' | 'commentCount'>> & {
  bookSummary?: { status: string; title?: string };
};

/**
 * The review a reader reads the comments of, likes or comments on (one read): 404 when unknown or of a book they may
 * not see; 403 `notOwn` when it is their own, and 403 when, given `blocks`, a block stands between them and its author.
 */
export async function reviewToReach(
  reviews: Model<Review>,
  id: string,
  user: AuthUser | undefined,
  checks: { blocks?: BlocksService; notOwn?: string } = {},
): Promise<ReviewRef> {
  const review = await reviews
    .findOne({ _id: new Types.ObjectId(id) })
    .select('user book likeCount commentCount bookSummary.status bookSummary.title')
    .lean<ReviewRef>();
  // A review not yet given its book's summary is of a published book (its book was seen when it was written).
  if (!review || !maySeeBook(review.bookSummary ?? { status: 'published' }, user))
    throw new NotFoundException('Review not found');
  if (user && checks.notOwn && String(review.user) === user.id) throw new ForbiddenException(checks.notOwn);
  if (user && checks.blocks && String(review.user) !== user.id && (await checks.blocks.between(user.id, review.user)))
    throw new ForbiddenException(CANNOT_INTERACT);
  return review;
}
