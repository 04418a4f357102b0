import { Types } from 'mongoose';
import type { Collections } from '../../platform/database/collections';

/** Where a section ends, as the schedule gave it. */
export interface SectionEnd {
  endFraction: number;
  endPage: number | null;
  endPercent: number | null;
}

/** How far a reader is in a book, and the sections they chose to see anyway. */
export interface ReaderPlace {
  /** 0 to 1; 1 once the book is finished; 0 without progress (or a visitor). */
  fraction: number;
  shownSections: readonly (Types.ObjectId | string)[];
}

export const NOWHERE: ReaderPlace = { fraction: 0, shownSections: [] };

/** "page 120" or "45%": the point a reader must reach to see a section's thread. */
export const endText = (end: SectionEnd): string =>
  end.endPage !== null ? `page ${end.endPage}` : `${Number((end.endFraction * 100).toFixed(1))}%`;

/** What a thread says instead of posts its reader may not see yet: "12 posts after page 120". */
export const waitingText = (count: number, end: SectionEnd): string =>
  `${count} ${count === 1 ? 'post' : 'posts'} after ${endText(end)}`;

/**
 * THE spoiler gate: whether the posts of a section may be sent to a reader. Only when their logged progress on the
 * book has reached the section's end, or they chose to see the section anyway. Every channel that sends a post's text
 * (a thread, a notification, an export) asks here, and sends the count and the condition otherwise.
 */
export function sectionOpenTo(section: SectionEnd & { _id: Types.ObjectId | string }, place: ReaderPlace): boolean {
  return (
    place.fraction >= section.endFraction - 1e-9 || place.shownSections.some((id) => String(id) === String(section._id))
  );
}

/** How far a reader is in a book (one read of their list entry): a finished book is read to its end. */
export async function readerFraction(
  db: Collections,
  userId: string | undefined,
  book: Types.ObjectId | null,
): Promise<number> {
  if (!userId || !book) return 0;
  const entry = await db.readingList
    .findOne({ user: new Types.ObjectId(userId), book })
    .select('status progress')
    .lean();
  if (!entry) return 0;
  if (entry.status === 'completed' || entry.status === 'favourite') return 1;
  return entry.progress?.fraction ?? 0;
}
