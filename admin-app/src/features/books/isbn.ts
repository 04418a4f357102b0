/** The server's message for an ISBN it refuses (the client check mirrors the API's). */
export const INVALID_ISBN_MESSAGE = 'ISBN must be a valid ISBN-10 or ISBN-13';

/** The ISBN without hyphens and spaces, an ISBN-10's check letter upper case (the form the API stores). */
export function normaliseIsbn(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

function validIsbn10(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += (10 - i) * (isbn[i] === 'X' ? 10 : Number(isbn[i]));
  return sum % 11 === 0;
}

function validIsbn13(isbn: string): boolean {
  if (!/^\d{13}$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i += 1) sum += (i % 2 === 0 ? 1 : 3) * Number(isbn[i]);
  return sum % 10 === 0;
}

/** True for a valid ISBN-10 or ISBN-13 (hyphens and spaces allowed, check digit verified). */
export function isValidIsbn(input: string): boolean {
  const isbn = normaliseIsbn(input);
  return isbn.length === 10 ? validIsbn10(isbn) : validIsbn13(isbn);
}
