import { isValidIsbn, normalizeIsbn } from './isbn';

const valid = (raw: string) => isValidIsbn(normalizeIsbn(raw));

describe('ISBN rules', () => {
  it('normalise hyphens, spaces and a lower-case x', () => {
    expect(normalizeIsbn(' 0-8044-2957-x ')).toBe('080442957X');
    expect(normalizeIsbn('978 0 441 17271 9')).toBe('9780441172719');
    expect(normalizeIsbn('978--0441\t17271 9')).toBe('9780441172719');
  });

  it('accept ISBN-13 and ISBN-10 with a right check digit, an X only as the last character of an ISBN-10', () => {
    for (const ok of ['9780441172719', '978-0-441-17271-9', '0441172717', '0 441 17271 7', '080442957X', '080442957x'])
      expect(valid(ok)).toBe(true);
    for (const bad of [
      '9780441172718',
      '0441172718',
      '978044117271',
      '97804411727190',
      '97804411727X9',
      '978044117271X',
      'X804429570',
      'abcdefghij',
      '',
    ])
      expect(valid(bad)).toBe(false);
  });

  it('check the normalised form only (the API normalises before it validates)', () => {
    expect(isValidIsbn('978-0-441-17271-9')).toBe(false);
    expect(isValidIsbn('080442957x')).toBe(false);
  });
});
