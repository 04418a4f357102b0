import { makeUser as makeCoreUser } from '@book/core/testing';
import type { Author, Book, BookDetail, BookPage, Genre, ReadingListEntry, Review, User } from '@book/core';

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

export function makeBook(overrides: Partial<Book> = {}): Book {
  return {
    _id: 'b1',
    title: 'The Hobbit',
    coverImage: '/api/uploads/hobbit.svg',
    author: { _id: 'a1', name: 'J.R.R. Tolkien' },
    genres: [{ _id: 'g1', name: 'Fantasy' }],
    description: 'A hobbit goes on an adventure.',
    publishedDate: '1937-09-21T00:00:00.000Z',
    publisher: 'Allen & Unwin',
    language: 'English',
    pageCount: 310,
    status: 'published',
    averageRating: 4.5,
    reviewCount: 2,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeBookDetail(overrides: Partial<BookDetail> = {}): BookDetail {
  return { ...makeBook(), ratingHistogram: [0, 0, 0, 1, 1], ...overrides };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: 'r1',
    book: null,
    user: { _id: 'u2', username: 'someone' },
    rating: 5,
    title: 'Wonderful',
    content: 'Loved every page.',
    spoiler: false,
    createdAt: '2024-03-01T00:00:00.000Z',
    updatedAt: '2024-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeAuthor(overrides: Partial<Author> = {}): Author {
  return {
    _id: 'a1',
    name: 'J.R.R. Tolkien',
    nationality: 'British',
    birthDate: '1892-01-03T00:00:00.000Z',
    biography: 'Author of The Lord of the Rings.',
    avatar: '',
    bookCount: 3,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeGenre(overrides: Partial<Genre> = {}): Genre {
  return { _id: 'g1', name: 'Fantasy', description: '', bookCount: 1, createdAt: '2024-01-01T00:00:00.000Z', ...overrides };
}

export function makeEntry(overrides: Partial<ReadingListEntry> = {}): ReadingListEntry {
  return {
    _id: 'e1',
    book: makeBook(),
    status: 'wishlist',
    startedAt: null,
    finishedAt: null,
    rating: null,
    createdAt: '2024-02-01T00:00:00.000Z',
    updatedAt: '2024-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export function pageOf<T>(items: T[], { page = 1, hasMore = false, total }: { page?: number; hasMore?: boolean; total?: number } = {}) {
  return { items, meta: { total: total ?? items.length, page, limit: 24, hasMore } };
}

export type { BookPage };
