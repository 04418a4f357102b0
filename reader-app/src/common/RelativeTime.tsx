import { formatDate } from '@book/shared-ui';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

let relativeFormat: Intl.RelativeTimeFormat | undefined;

/** "3 hours ago", "yesterday", "last week" in the reader's locale; "just now" for the last minute. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  if (Number.isNaN(seconds)) return '';
  relativeFormat ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** When something happened, relative to now, with the full date and time on hover and for machines. */
export function RelativeTime({ iso }: { iso: string }) {
  const full = formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return (
    <time dateTime={iso} title={full}>
      {formatRelative(iso)}
    </time>
  );
}
