import { formatNumber } from '@book/shared-ui';

/** Where a reader is in a book, as logged: a page of their edition (with its page count when known) or a percentage. */
export interface ShownProgress {
  page: number | null;
  pageCount: number | null;
  percent: number | null;
}

/** "On page 120 of 400" (a page of their edition) or "40% through" (a percentage); undefined when none is logged. */
export function progressText(progress: ShownProgress | null | undefined): string | undefined {
  if (progress?.page != null)
    return progress.pageCount
      ? `On page ${formatNumber(progress.page)} of ${formatNumber(progress.pageCount)}`
      : `On page ${formatNumber(progress.page)}`;
  if (progress?.percent != null) return `${formatNumber(progress.percent)}% through`;
  return undefined;
}
