import { BadRequestException } from '@nestjs/common';
import type { ReadingStatus } from './reading-list-entry.schema';

export interface ReadingDates {
  startedAt: Date | null;
  finishedAt: Date | null;
}

// A date picked as "today" in the easternmost time zone (UTC+14) is still accepted.
const LATEST_TIME_ZONE_MS = 14 * 60 * 60 * 1000;

/**
 * The dates an entry gets when its status changes: Currently Reading sets startedAt and Completed sets finishedAt,
 * each only when the entry has none and the request sends none (an explicit value, null included, wins).
 */
export function datesForStatus(status: ReadingStatus | undefined, current: ReadingDates, sent: Partial<ReadingDates>, now: Date): Partial<ReadingDates> {
  const dates = { ...sent };
  if (status === 'reading' && sent.startedAt === undefined && !current.startedAt) dates.startedAt = now;
  if (status === 'completed' && sent.finishedAt === undefined && !current.finishedAt) {
    // Never before the start (a start picked "today" in a time zone ahead of UTC may be later than now).
    const start = sent.startedAt ?? current.startedAt;
    dates.finishedAt = start && start > now ? start : now;
  }
  return dates;
}

/** 400 when a date is in the future or the finish comes before the start. */
export function assertValidDates({ startedAt, finishedAt }: ReadingDates, now: Date): void {
  const latest = now.getTime() + LATEST_TIME_ZONE_MS;
  if (startedAt && startedAt.getTime() > latest) throw new BadRequestException('Start date cannot be in the future');
  if (finishedAt && finishedAt.getTime() > latest) throw new BadRequestException('Finish date cannot be in the future');
  if (startedAt && finishedAt && finishedAt < startedAt) throw new BadRequestException('Finish date cannot be before the start date');
}

/** An ISO date from a request as a Date; null and undefined pass through. */
export const toDate = (value: string | null | undefined): Date | null | undefined => (value == null ? value : new Date(value));
