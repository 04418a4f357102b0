// A Goodreads library export as the import reads it (api/src/reading/imports/import-formats.ts): its header and its rows, for
// the specs and the import benchmark (tools/bench/import.mjs loads this file from its source), which write such files
// of any length. It imports nothing, so the benchmark loads nothing of the app with it.

export const GOODREADS_HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,' +
  'Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';

/** What a row says of one book; its other columns hold what Goodreads writes for a paperback added on 2 January 2023. */
export interface GoodreadsBook {
  title: string;
  author: string;
  /** Empty: the row is matched by its title and author. */
  isbn13: string;
  /** 1 to 5; 0: not rated. */
  rating: number;
  /** The review's text (Goodreads writes its line breaks as <br/>); empty: none. */
  review: string;
  /** The exclusive shelf: read, to-read or currently-reading. A book on "read" was read once, on 14 May 2024. */
  shelf: string;
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The row of an export whose Book Id is `id`. */
export function goodreadsRow(id: number, book: GoodreadsBook): string {
  const read = book.shelf === 'read';
  return [
    id,
    quoted(book.title),
    quoted(book.author),
    '',
    '',
    '"="""""', // ISBN-10: none
    `"=""${book.isbn13}"""`,
    book.rating,
    '3.9',
    '',
    'Paperback',
    '',
    '',
    '',
    read ? '2024/05/14' : '',
    '2023/01/02',
    '',
    '',
    book.shelf,
    quoted(book.review),
    '',
    '',
    read ? 1 : 0,
    0,
  ].join(',');
}
