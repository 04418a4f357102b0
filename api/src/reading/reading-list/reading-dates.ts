import { BadRequestException } from '@nestjs/common';
import type { ReadingStatus } from './reading-list-entry.schema';

/**
 * Reading dates are calendar days, stored as the UTC midnight of the day (as a date input, an import or a published
 * date gives them) and shown as that day in every time zone. "Today" is the reader's: the day it is where they are.
 */
export interface ReadingDates {
  startedAt: Date | null;
  finishedAt: Date | null;
}

// A date picked as "today" in the easternmost time zone (UTC+14) is still accepted.
const LATEST_TIME_ZONE_MS = 14 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day a date is, as a number of days since 1970 (the UTC day of its instant), to compare and count dates by day:
 * dates kept before they were days (and the demo seed's before it wrote days) carry a time of day, and a finish
 * picked on such a start's day is its UTC midnight, which is earlier.
 */
export const dayNumber = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/** The calendar day that the instant `at` falls on in `timeZone` (an IANA name; UTC when absent), as its UTC midnight. */
export function calendarDay(at: Date, timeZone = 'UTC'): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

/**
 * A date sent by a client as a day: a date alone ("2025-03-04") is that day; a date with a time is the day that
 * instant falls on in the reader's time zone. null and undefined pass through.
 */
export function sentDay(value: string | null | undefined, timeZone?: string): Date | null | undefined {
  if (value == null) return value;
  return value.includes('T') ? calendarDay(new Date(value), timeZone) : new Date(value);
}

/**
 * The dates an entry gets when its status changes: Currently Reading sets startedAt and Completed sets finishedAt
 * to `today` (the reader's day), each only when the entry has none and the request sends none (an explicit value,
 * null included, wins).
 */
export function datesForStatus(
  status: ReadingStatus | undefined,
  current: ReadingDates,
  sent: Partial<ReadingDates>,
  today: Date,
): Partial<ReadingDates> {
  const dates = { ...sent };
  if (status === 'reading' && sent.startedAt === undefined && !current.startedAt) dates.startedAt = today;
  if (status === 'completed' && sent.finishedAt === undefined && !current.finishedAt) {
    // Never before the start (a start picked in a time zone ahead of the reader's may be a later day).
    const start = sent.startedAt ?? current.startedAt;
    dates.finishedAt = start && dayNumber(start) > dayNumber(today) ? calendarDay(start) : today;
  }
  return dates;
}

/** Whether a day is later than today anywhere (today in the easternmost time zone is not). */
export const isFutureDay = (day: Date, now: Date) => day.getTime() > now.getTime() + LATEST_TIME_ZONE_MS;

/** The first rule the dates break, as the message that says so: a date in the future, a finish before the start; else null. */
export function datesProblem({ startedAt, finishedAt }: ReadingDates, now: Date): string | null {
  if (startedAt && isFutureDay(startedAt, now)) return 'Start date cannot be in the future';
  if (finishedAt && isFutureDay(finishedAt, now)) return 'Finish date cannot be in the future';
  if (startedAt && finishedAt && dayNumber(finishedAt) < dayNumber(startedAt))
    return 'Finish date cannot be before the start date';
  return null;
}

/** 400 when a date is in the future or the finish comes before the start. */
export function assertValidDates(dates: ReadingDates, now: Date): void {
  const problem = datesProblem(dates, now);
  if (problem) throw new BadRequestException(problem);
}
