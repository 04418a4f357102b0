/*
 * An ISBN as the API stores and checks it; the admin's book form checks it the same way before saving, so the
 * message it shows is the one the server would give.
 */

export const ISBN_INVALID = 'ISBN must be a valid ISBN-10 or ISBN-13';

/** The stored form of an ISBN: without hyphens and spaces, an ISBN-10's check character X upper-case. */
export const normalizeIsbn = (raw: string): string => raw.replace(/[\s-]+/g, '').toUpperCase();

/** True for a normalised ISBN-10 or ISBN-13 whose check digit is right. */
export function isValidIsbn(isbn: string): boolean {
  if (/^\d{9}[\dX]$/.test(isbn)) {
    // ISBN-10: the digits weighted 10 down to 1 (X is 10) sum to a multiple of 11.
    const sum = [...isbn].reduce((acc, c, i) => acc + (10 - i) * (c === 'X' ? 10 : Number(c)), 0);
    return sum % 11 === 0;
  }
  if (/^\d{13}$/.test(isbn)) {
    // ISBN-13: the digits weighted 1, 3, 1, 3... sum to a multiple of 10.
    const sum = [...isbn].reduce((acc, c, i) => acc + (i % 2 ? 3 : 1) * Number(c), 0);
    return sum % 10 === 0;
  }
  return false;
}
