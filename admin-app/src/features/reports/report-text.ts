import type { ReportAction, ReportGroup, ReportReason } from '@book/core';

export const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  spoilers: 'Spoilers',
  other: 'Other',
};

export const KIND_LABELS: Record<ReportGroup['kind'], string> = {
  review: 'Review',
  comment: 'Comment',
  reader: 'Reader profile',
  'club-post': 'Club post',
  club: 'Club',
};

/** How an item's reports were resolved, as the Resolved list says it. */
export const ACTION_LABELS: Record<ReportAction, string> = {
  dismiss: 'Dismissed',
  remove: 'Content removed',
  spoiler: 'Marked as spoiler',
  suspend: 'Author suspended',
};

/** The actions decided in a dialog, with a note (Dismiss only asks for a confirmation). */
export type DialogAction = Exclude<ReportAction, 'dismiss'>;

/**
 * The item as the action buttons name it, e.g. `review "A slow start" of Dune`, `comment by jane`, `reader jane`,
 * `post by jane in Harbour Readers`, `club Harbour Readers`.
 */
export function itemName(group: ReportGroup): string {
  const author = group.author?.username;
  if (group.kind === 'reader') return `reader ${group.content?.title ?? author ?? group.target}`;
  if (group.kind === 'comment') return author ? `comment by ${author}` : 'comment';
  const club = group.content?.clubName;
  if (group.kind === 'club') return `club ${club ?? group.target}`;
  if (group.kind === 'club-post') return `post${author ? ` by ${author}` : ''}${club ? ` in ${club}` : ''}`;
  const title = group.content?.title ? ` "${group.content.title}"` : '';
  const book = group.content?.bookTitle ? ` of ${group.content.bookTitle}` : '';
  return `review${title}${book}` + (!title && !book && author ? ` by ${author}` : '');
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
