import { giveSearchKeys } from './missing-field';
import type { Migration } from './migrator';

/** Authors get the key their name is searched by (nameSearchKey). */
export const authorNameSearchKeys: Migration = {
  name: '0005-author-name-search-keys',
  up: (db) => giveSearchKeys(db.authors, 'nameSearchKey', 'name'),
};
