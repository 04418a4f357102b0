import { sessionDraft } from '@book/shared-ui';
import type { ReviewValues } from './api/reviews-mutations';

/**
 * A review being written, kept in this tab from the first keystroke until it is saved or cancelled (the kit's
 * sessionDraft): back on the book after signing in again, the form opens with it. Keyed by user and book.
 */
export interface ReviewDraft {
  /** The id of the reader's review being edited; null for a new review. */
  review: string | null;
  values: ReviewValues;
}

const isValues = (v: unknown): v is ReviewValues => {
  const o = v as Partial<ReviewValues> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    Number.isInteger(o.rating) &&
    (o.rating as number) >= 0 &&
    (o.rating as number) <= 5 &&
    typeof o.title === 'string' &&
    typeof o.content === 'string' &&
    typeof o.spoiler === 'boolean'
  );
};

const isDraft = (v: unknown): v is ReviewDraft => {
  const d = v as Partial<ReviewDraft> | null;
  return (
    typeof d === 'object' && d !== null && (d.review === null || typeof d.review === 'string') && isValues(d.values)
  );
};

const draftOf = (userId: string, bookId: string) => sessionDraft(`reader.review-draft:${userId}:${bookId}`, isDraft);

/** The draft kept for this user and book, or null (none, unreadable, or storage unavailable). */
export const readReviewDraft = (userId: string, bookId: string): ReviewDraft | null => draftOf(userId, bookId).read();

export const saveReviewDraft = (userId: string, bookId: string, draft: ReviewDraft): void =>
  draftOf(userId, bookId).save(draft);

export const clearReviewDraft = (userId: string, bookId: string): void => draftOf(userId, bookId).clear();
