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
