import { dayNumber } from './reading-dates';

/** Where a goal stands: how many books a steady pace would have finished by `now`, and the difference. */
export interface GoalProgress {
  target: number;
  finished: number;
  /** Books a steady pace through the year would have finished by now: all of them for a past year, none for a future one. */
  expectedByNow: number;
  /** finished - expectedByNow: positive ahead of schedule, negative behind. */
  aheadBy: number;
  /** min(100, finished / target * 100), rounded down. */
  percent: number;
}

/** Progress towards a goal of `target` books in `year` by `today` (a day: reading-dates.ts); the expected count is rounded down. */
export function goalProgress(target: number, finished: number, year: number, today: Date): GoalProgress {
  const firstDay = dayNumber(new Date(Date.UTC(year, 0, 1)));
  const yearDays = dayNumber(new Date(Date.UTC(year + 1, 0, 1))) - firstDay;
  // Days of the year that have ended or begun by today (today counts), out of the year's days.
  const elapsedDays = Math.min(Math.max(dayNumber(today) - firstDay + 1, 0), yearDays);
  const expectedByNow = Math.floor((target * elapsedDays) / yearDays);
  return {
    target,
    finished,
    expectedByNow,
    aheadBy: finished - expectedByNow,
    percent: Math.min(100, Math.floor((finished / target) * 100)),
  };
}
