import { isValidIsbn, normalizeIsbn } from '@book/rules';
import { Transform } from 'class-transformer';

// How an ISBN is written and checked (normalizeIsbn, isValidIsbn) is '@book/rules', shared with the admin's book form.

/**
 * The key two ISBNs of the same edition share: the ISBN-13 (an ISBN-10 gains the 978 prefix and a new check digit).
 * null when the text is not a valid ISBN.
 */
export function isbnKey(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const isbn = normalizeIsbn(raw);
  if (!isValidIsbn(isbn)) return null;
  return isbn.length === 13 ? isbn : withIsbn13CheckDigit(`978${isbn.slice(0, 9)}`);
}

/** DTO transform: a string becomes its normalised form; '' and null mean "no ISBN" (null). */
export const NormalizeIsbn = () =>
  Transform(({ value }) => (typeof value === 'string' ? normalizeIsbn(value) || null : value));

/** The ISBN-13 made of these 12 digits and their check digit. */
export function withIsbn13CheckDigit(body: string): string {
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
}

/** A valid ISBN-13 for the n-th book of a generated catalogue (`979` + a 4-digit series + n): distinct per series and n. */
export const generatedIsbn = (series: number, n: number): string =>
  withIsbn13CheckDigit(`979${String(series).padStart(4, '0')}${String(n).padStart(5, '0')}`);

/** The ISBN-10 made of these 9 digits and their check digit (X for 10). */
function withIsbn10CheckDigit(body: string): string {
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return body + (check === 10 ? 'X' : String(check));
}

/**
 * Both forms of a valid normalised ISBN, where they exist: every ISBN has an ISBN-13 (an ISBN-10 gains 978); a 978
 * ISBN-13 has an ISBN-10, a 979 one has none. Empty for no ISBN or an invalid one.
 */
export function isbnForms(raw: string | null | undefined): { isbn10?: string; isbn13?: string } {
  const isbn13 = isbnKey(raw);
  if (!isbn13) return {};
  return isbn13.startsWith('978') ? { isbn10: withIsbn10CheckDigit(isbn13.slice(3, 12)), isbn13 } : { isbn13 };
}
