import { isoDate, isoDateOrNull } from './iso-date';

describe('isoDate', () => {
  it('gives a Date as the ISO 8601 text JSON would have written', () => {
    const d = new Date('2026-03-04T05:06:07.089Z');
    expect(isoDate(d)).toBe('2026-03-04T05:06:07.089Z');
    expect(JSON.stringify({ d: isoDate(d) })).toBe(JSON.stringify({ d }));
  });

  it('passes on what is not a Date as JSON would (a document written without timestamps)', () => {
    expect(JSON.stringify({ d: isoDate(undefined as unknown as Date) })).toBe('{}');
  });

  it('gives null for a date not set', () => {
    expect(isoDateOrNull(null)).toBeNull();
    expect(isoDateOrNull(undefined)).toBeNull();
    expect(isoDateOrNull(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  });
});
