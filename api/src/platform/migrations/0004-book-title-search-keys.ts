import { giveSearchKeys } from './missing-field';
import type { Migration } from './migrator';

/** Books get the key their title is searched by (titleSearchKey). */
export const bookTitleSearchKeys: Migration = {
  name: '0004-book-title-search-keys',
  up: (db) => giveSearchKeys(db.books, 'titleSearchKey', 'title'),
};
