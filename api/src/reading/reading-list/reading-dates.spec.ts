import { calendarDay, datesForStatus, sentDay } from './reading-dates';

describe('reading dates are calendar days', () => {
  const at = new Date('2025-12-31T22:30:00.000Z');

  it("gives an instant's date in a time zone, as that day's UTC midnight", () => {
    expect(calendarDay(at).toISOString()).toBe('2025-12-31T00:00:00.000Z');
    expect(calendarDay(at, 'UTC').toISOString()).toBe('2025-12-31T00:00:00.000Z');
    // Already New Year's Day in Helsinki (UTC+2) and Auckland; still the 31st in Paris (UTC+1) and Los Angeles.
    expect(calendarDay(at, 'Europe/Helsinki').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(calendarDay(at, 'Europe/Paris').toISOString()).toBe('2025-12-31T00:00:00.000Z');
    expect(calendarDay(at, 'Pacific/Auckland').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(calendarDay(at, 'America/Los_Angeles').toISOString()).toBe('2025-12-31T00:00:00.000Z');
    expect(calendarDay(new Date('2026-01-01T05:00:00.000Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2025-12-31T00:00:00.000Z',
    );
  });

  it('takes a date alone as that day in every zone, and a date with a time as its day where the reader is', () => {
    expect(sentDay('2025-03-04', 'America/Los_Angeles')?.toISOString()).toBe('2025-03-04T00:00:00.000Z');
    expect(sentDay('2025-03-04', 'Pacific/Auckland')?.toISOString()).toBe('2025-03-04T00:00:00.000Z');
    expect(sentDay('2025-03-04T20:00:00.000Z', 'Pacific/Auckland')?.toISOString()).toBe('2025-03-05T00:00:00.000Z');
    expect(sentDay('2025-03-04T20:00:00.000Z')?.toISOString()).toBe('2025-03-04T00:00:00.000Z');
    expect(sentDay(null)).toBeNull();
    expect(sentDay(undefined)).toBeUndefined();
  });

  it("sets today's date on a status change, never a finish before the start", () => {
    const today = calendarDay(at, 'Pacific/Auckland');
    const none = { startedAt: null, finishedAt: null };
    expect(datesForStatus('reading', none, {}, today)).toEqual({ startedAt: today });
    expect(datesForStatus('completed', none, {}, today)).toEqual({ finishedAt: today });
    const later = new Date('2026-01-02T00:00:00.000Z');
    expect(datesForStatus('completed', { startedAt: later, finishedAt: null }, {}, today)).toEqual({
      finishedAt: later,
    });
    expect(datesForStatus('reading', { startedAt: later, finishedAt: null }, {}, today)).toEqual({});
  });
});
