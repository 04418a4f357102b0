import {
  BOOK_FORMAT_LABELS,
  bookFormatLabel,
  formatDate,
  formatDay,
  formatNumber,
  localDay,
  READING_STATUS_LABELS,
} from './format';

describe('format helpers', () => {
  it('formats dates in the locale and tolerates missing ones', () => {
    const expected = new Date('2024-03-04T12:00:00Z').toLocaleDateString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    expect(formatDate('2024-03-04T12:00:00Z')).toBe(expected);
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  describe('in a time zone west of Greenwich (the tests run in Los Angeles: tools/jest/time-zone.js)', () => {
    it('runs where a UTC midnight is the evening before', () => {
      expect(new Date('2024-03-04T00:00:00.000Z').getDate()).toBe(3);
    });

    it('shows a calendar day as that day, where an instant shows as the local day', () => {
      const march4 = new Date(Date.UTC(2024, 2, 4)).toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatDay('2024-03-04T00:00:00.000Z')).toBe(march4);
      expect(formatDay('2024-03-04T00:00:00.000Z', { month: 'short', day: 'numeric' })).toBe(
        new Date(Date.UTC(2024, 2, 4)).toLocaleDateString(undefined, {
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }),
      );
      expect(formatDate('2024-03-04T00:00:00.000Z')).not.toBe(march4);
      expect(formatDay(undefined)).toBe('');
    });

    it("gives today's date on the user's clock, not UTC's", () => {
      // 02:00 UTC on the 5th is still the 4th in Los Angeles.
      expect(localDay(new Date('2024-03-05T02:00:00.000Z'))).toBe('2024-03-04');
      expect(localDay(new Date('2024-03-05T12:00:00.000Z'))).toBe('2024-03-05');
    });
  });

  it('formats numbers with grouping', () => {
    expect(formatNumber(1234567)).toBe(new Intl.NumberFormat().format(1234567));
    expect(formatNumber(undefined)).toBe('0');
  });

  it('labels reading statuses as the spec says', () => {
    expect(READING_STATUS_LABELS).toEqual({
      wishlist: 'Wishlist',
      reading: 'Currently Reading',
      completed: 'Completed',
      favourite: 'Favorites',
      abandoned: 'Abandoned',
    });
  });

  it('labels edition formats, and an edition whose format nobody gave', () => {
    expect(BOOK_FORMAT_LABELS).toEqual({
      hardcover: 'Hardcover',
      paperback: 'Paperback',
      ebook: 'Ebook',
      audiobook: 'Audiobook',
    });
    expect(bookFormatLabel('paperback')).toBe('Paperback');
    expect(bookFormatLabel(null)).toBe('Edition');
    expect(bookFormatLabel(undefined)).toBe('Edition');
  });
});
