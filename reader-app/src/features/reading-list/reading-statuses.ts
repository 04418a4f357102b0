import type { ReadingStatus } from '@book/core';
import { READING_STATUS_LABELS } from '@book/shared-ui';

/** The shelves of a reading list, in the order the status picker and the filter tabs show them. */
export const STATUSES: ReadingStatus[] = ['wishlist', 'reading', 'completed', 'favourite', 'abandoned'];
export const STATUS_OPTIONS = STATUSES.map((s) => ({ value: s, label: READING_STATUS_LABELS[s] }));
