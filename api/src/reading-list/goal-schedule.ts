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

const DAY_MS = 24 * 60 * 60 * 1000;

/** Progress towards a goal of `target` books in `year` (UTC days): the expected count is rounded down. */
export function goalProgress(target: number, finished: number, year: number, now: Date): GoalProgress {
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  // Days of the year that have ended or begun by now (today counts), out of the year's days.
  const elapsedDays = Math.min(Math.max(Math.floor((now.getTime() - start) / DAY_MS) + 1, 0), (end - start) / DAY_MS);
  const expectedByNow = Math.floor((target * elapsedDays * DAY_MS) / (end - start));
  return { target, finished, expectedByNow, aheadBy: finished - expectedByNow, percent: Math.min(100, Math.floor((finished / target) * 100)) };
}
