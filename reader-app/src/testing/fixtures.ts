import {
  makeAuthor,
  makeBook,
  makeBookCard,
  makeGenre,
  makePage,
  makeReview,
  makeUser as makeCoreUser,
} from '@book/core/testing';
import type { BookDetail, BookPage, ReadingListEntry, User } from '@book/core';

/** The reader of reader-app's specs. */
export function makeUser(overrides: Partial<User> = {}): User {
  return makeCoreUser({
    username: 'reader1',
    email: 'reader1@example.com',
    firstName: 'Rita',
    lastName: 'Reader',
    fullName: 'Rita Reader',
    bio: 'I read a lot.',
    createdAt: '2024-01-02T00:00:00.000Z',
    ...overrides,
  });
}

export function makeBookDetail(overrides: Partial<BookDetail> = {}): BookDetail {
  return { ...makeBook(), ratingHistogram: [0, 0, 0, 1, 1], ...overrides };
}

export { makeAuthor, makeBook, makeBookCard, makeGenre, makeReview };

/**
 * An entry; its `book` is a published book's card (`available: true`) unless the overrides say otherwise, and its work
 * is that book's own (a work of one edition).
 */
export function makeEntry({
  book,
  ...overrides
}: Omit<Partial<ReadingListEntry>, 'book'> & { book?: Partial<ReadingListEntry['book']> } = {}): ReadingListEntry {
  const edition = { ...makeBookCard(), available: true, ...book };
  return {
    _id: 'e1',
    book: edition,
    work: edition._id,
    status: 'wishlist',
    startedAt: null,
    finishedAt: null,
    rating: null,
    progress: null,
    createdAt: '2024-02-01T00:00:00.000Z',
    updatedAt: '2024-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export function pageOf<T>(
  items: T[],
  { page = 1, hasMore = false, total }: { page?: number; hasMore?: boolean; total?: number } = {},
) {
  return makePage(items, { page, hasMore, ...(total === undefined ? {} : { total }) });
}

export type { BookPage };
