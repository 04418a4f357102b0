import { data } from '@book/core';
import { BOOK_FORMAT_LABELS } from '@book/shared-ui';
import { adminHttp, type AdminSchemas } from './admin-http';

/** What kind of edition a book is (null on a book when nobody said). */
export type BookFormat = NonNullable<AdminSchemas['Edition']['format']>;

/** One edition of a work, as lists of editions show it. */
export type Edition = AdminSchemas['Edition'];

/** What grouping `add`'s work under `keep`'s would do: both works' editions, what moves, the conflicts, the rules. */
export type GroupPreview = AdminSchemas['WorkGroupPreview'];

/** The two books whose works are grouped: `add`'s editions join `keep`'s work. */
export type GroupPair = AdminSchemas['WorkGroupInput'];

export const worksApi = {
  /** The other editions of the book's work (every status: the caller is an administrator), oldest first. */
  editions: (bookId: string, signal?: AbortSignal) =>
    data(adminHttp.get('/api/books/{id}/editions', { params: { path: { id: bookId } }, signal })),
  groupPreview: (pair: GroupPair, signal?: AbortSignal) =>
    data(adminHttp.get('/api/works/group-preview', { params: { query: pair }, signal })),
  /** Starts grouping `add`'s work under `keep`'s: the server answers its job (202), read like a merge's. */
  group: (pair: GroupPair) => data(adminHttp.post('/api/works/group', { body: pair })),
  /** Starts taking the book out of its work into a work of its own: the server answers its job (202). */
  split: (book: string) => data(adminHttp.post('/api/works/split', { body: { book } })),
};

/** The book form's Format choices: None, then each format. */
export const FORMAT_OPTIONS: { value: BookFormat | ''; label: string }[] = [
  { value: '', label: 'None' },
  ...(Object.keys(BOOK_FORMAT_LABELS) as BookFormat[]).map((value) => ({ value, label: BOOK_FORMAT_LABELS[value] })),
];
