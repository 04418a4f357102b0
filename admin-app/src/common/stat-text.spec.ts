import { formatNumber } from '@book/shared-ui';
import { statCount } from './stat-text';

describe('statCount (a count card of the admin screens)', () => {
  it('shows the loaded count as a formatted number', () => {
    const loaded = { data: { total: 12345, admins: 2 }, isError: false };
    expect(statCount(loaded, 'total')).toBe(formatNumber(12345));
    expect(statCount(loaded, 'admins')).toBe('2');
  });

  it('shows "…" while the statistics load and "–" when they could not be loaded, never 0', () => {
    expect(statCount<'total'>({ data: undefined, isError: false }, 'total')).toBe('…');
    expect(statCount<'total'>({ data: undefined, isError: true }, 'total')).toBe('–');
  });
});
