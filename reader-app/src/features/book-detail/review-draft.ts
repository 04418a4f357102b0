import type { ReviewValues } from './api/reviews-mutations';

/**
 * A review being written, kept in this tab (sessionStorage) from the first keystroke until it is saved or cancelled,
 * so that nothing typed is lost when the session ends under it: a 401 (a token that expired while the device slept,
 * or a sign-out elsewhere) sends the reader to /login, and back to the book after signing in, where the form opens
 * again with the draft. Keyed by user and book, so another account signing in on this tab never sees it.
 */
export interface ReviewDraft {
  /** The id of the reader's review being edited; null for a new review. */
  review: string | null;
  values: ReviewValues;
}

const key = (userId: string, bookId: string) => `reader.review-draft:${userId}:${bookId}`;

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

/** The draft kept for this user and book, or null (none, unreadable, or storage unavailable). */
export function readReviewDraft(userId: string, bookId: string): ReviewDraft | null {
  try {
    const raw = sessionStorage.getItem(key(userId, bookId));
    const draft = raw ? (JSON.parse(raw) as Partial<ReviewDraft>) : null;
    if (!draft || !(draft.review === null || typeof draft.review === 'string') || !isValues(draft.values)) return null;
    return { review: draft.review, values: draft.values };
  } catch {
    return null;
  }
}

// Storage may be full or disabled (private modes): the draft is then simply not kept; the form works as before.
export function saveReviewDraft(userId: string, bookId: string, draft: ReviewDraft): void {
  try {
    sessionStorage.setItem(key(userId, bookId), JSON.stringify(draft));
  } catch {
    /* not kept */
  }
}

export function clearReviewDraft(userId: string, bookId: string): void {
  try {
    sessionStorage.removeItem(key(userId, bookId));
  } catch {
    /* nothing kept */
  }
}
