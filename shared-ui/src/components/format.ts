import type { Book, ReadingStatus } from '@book/core';

/** A date in the user's locale ("Mar 4, 2024"); '' for a missing or invalid date. */
export function formatDate(
  iso: string | Date | null | undefined,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' },
): string {
  if (!iso) return '';
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(undefined, options);
}

/**
 * A calendar day: a published date, a reading date, a date read. The API keeps one as the UTC midnight of the day, so
 * it is shown in UTC, as that day in every time zone (formatDate would show the day before west of Greenwich).
 */
export function formatDay(
  iso: string | Date | null | undefined,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' },
): string {
  return formatDate(iso, { ...options, timeZone: 'UTC' });
}

/** The day it is where the user is (their clock and time zone), as a date input holds it: YYYY-MM-DD. */
export function localDay(now: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

let numberFormat: Intl.NumberFormat | undefined;

/** A number with the user's locale grouping (1,234). One formatter for the page: creating one is slow on a phone. */
export function formatNumber(n: number | null | undefined): string {
  numberFormat ??= new Intl.NumberFormat();
  return numberFormat.format(typeof n === 'number' && Number.isFinite(n) ? n : 0);
}

/** Reading-list statuses and their labels (spec 4). */
export const READING_STATUS_LABELS: Record<ReadingStatus, string> = {
  wishlist: 'Wishlist',
  reading: 'Currently Reading',
  completed: 'Completed',
  favourite: 'Favorites',
  abandoned: 'Abandoned',
};

/** Edition formats and their labels, in the order a choice of format lists them. */
export const BOOK_FORMAT_LABELS: Record<NonNullable<Book['format']>, string> = {
  hardcover: 'Hardcover',
  paperback: 'Paperback',
  ebook: 'Ebook',
  audiobook: 'Audiobook',
};

/** "Hardcover", "Paperback", "Ebook", "Audiobook", or "Edition" when the format is not known. */
export const bookFormatLabel = (format: Book['format'] | undefined): string =>
  format ? BOOK_FORMAT_LABELS[format] : 'Edition';
