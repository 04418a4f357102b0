import { matchesSearch } from './text';

describe('matchesSearch', () => {
  it('finds a text in any field, case and accents aside', () => {
    expect(matchesSearch('SCIENCE', 'Science Fiction')).toBe(true);
    expect(matchesSearch('poesie', 'Poésie')).toBe(true);
    expect(matchesSearch('Poésie', 'poesie lyrique')).toBe(true);
    expect(matchesSearch('crime', 'Mystery', 'Crime and detectives')).toBe(true);
    expect(matchesSearch('horror', 'Mystery', null, undefined)).toBe(false);
    expect(matchesSearch('  ', 'anything')).toBe(true);
    // Folded as the API's searches fold: letters without a decomposition, and compatibility forms.
    expect(matchesSearch('lodz', 'Tales of Łódź')).toBe(true);
    expect(matchesSearch('ØSTERGAARD', 'Nordic noir by Østergaard')).toBe(true);
    expect(matchesSearch('fiction', 'Science ﬁction')).toBe(true);
  });
});
