import { goalProgress } from './goal-schedule';

describe('goalProgress', () => {
  it('expects a steady pace through the year, counting today', () => {
    // 2026 has 365 days; 10 March is day 69: 30 * 69 / 365 = 5.67, rounded down.
    expect(goalProgress(30, 12, 2026, new Date('2026-03-10T08:00:00Z'))).toEqual({
      target: 30,
      finished: 12,
      expectedByNow: 5,
      aheadBy: 7,
      percent: 40,
    });
    // 2024 is a leap year: 1 July is day 183 of 366, exactly half.
    expect(goalProgress(30, 12, 2024, new Date('2024-07-01T00:00:00Z'))).toMatchObject({
      expectedByNow: 15,
      aheadBy: -3,
    });
    expect(goalProgress(365, 0, 2026, new Date('2026-01-01T00:00:00Z'))).toMatchObject({
      expectedByNow: 1,
      aheadBy: -1,
    });
  });

  it('expects the whole goal for a past year and nothing for a future one', () => {
    expect(goalProgress(30, 31, 2025, new Date('2026-03-10T00:00:00Z'))).toEqual({
      target: 30,
      finished: 31,
      expectedByNow: 30,
      aheadBy: 1,
      percent: 100,
    });
    expect(goalProgress(30, 0, 2027, new Date('2026-03-10T00:00:00Z'))).toEqual({
      target: 30,
      finished: 0,
      expectedByNow: 0,
      aheadBy: 0,
      percent: 0,
    });
  });
});
