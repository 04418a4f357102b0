import { formatDate, formatNumber, READING_STATUS_LABELS } from './format';

describe('format helpers', () => {
  it('formats dates in the locale and tolerates missing ones', () => {
    const expected = new Date('2024-03-04T12:00:00Z').toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    expect(formatDate('2024-03-04T12:00:00Z')).toBe(expected);
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
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
});
