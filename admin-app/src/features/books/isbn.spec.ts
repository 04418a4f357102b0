import { isValidIsbn, normaliseIsbn } from './isbn';

describe('ISBN check (mirrors the API)', () => {
  it('accepts valid ISBN-13 and ISBN-10, with hyphens or spaces, X check digit in either case', () => {
    expect(isValidIsbn('9780441172719')).toBe(true);
    expect(isValidIsbn('978-0-441-17271-9')).toBe(true);
    expect(isValidIsbn('0441172717')).toBe(true);
    expect(isValidIsbn('0 441 17271 7')).toBe(true);
    expect(isValidIsbn('080442957X')).toBe(true);
    expect(isValidIsbn('080442957x')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length, letters and an X anywhere but the end of an ISBN-10', () => {
    expect(isValidIsbn('9780441172718')).toBe(false);
    expect(isValidIsbn('0441172718')).toBe(false);
    expect(isValidIsbn('978044117271')).toBe(false);
    expect(isValidIsbn('97804411727190')).toBe(false);
    expect(isValidIsbn('97804411727X9')).toBe(false);
    expect(isValidIsbn('X804429570')).toBe(false);
    expect(isValidIsbn('abcdefghij')).toBe(false);
    expect(isValidIsbn('')).toBe(false);
  });

  it('normalises to digits (and a capital X) only', () => {
    expect(normaliseIsbn(' 978-0-441 17271-9 ')).toBe('9780441172719');
    expect(normaliseIsbn('0-8044-2957-x')).toBe('080442957X');
  });
});
