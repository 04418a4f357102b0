// `@book/core/testing`: test data in the core's shapes, for the specs and `src/testing/` helpers of every project.
// Lint allows this entry in those files only, so no test data ships in the federated core.
import type { Author, Book, BookCard, Genre, PageMeta, Review, User } from '../api/types';

/** A signed-in reader as `GET /auth/me` returns one; pass what a test depends on. */
export const makeUser = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  username: 'reader',
  email: 'user@example.com',
  firstName: 'Rea',
  lastName: 'Der',
  fullName: 'Rea Der',
  bio: '',
  avatar: '',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  privacy: {
    listVisibility: 'everyone',
    goalVisibility: 'everyone',
    activityVisibility: 'everyone',
    approveFollowers: false,
  },
  suspension: null,
  ...over,
});

/** A published book as the catalogue lists it; each app's fixtures set the titles its specs read. */
export const makeBook = (over: Partial<Book> = {}): Book => ({
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
  isbn10: null,
  isbn13: null,
  format: null,
  work: over._id ?? 'b1',
  workPrimary: true,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
});

/** What a review or a reading-list entry shows of a book: the card of makeBook(over). */
export const makeBookCard = (over: Partial<BookCard> = {}): BookCard => {
  const { _id, title, coverImage, author, averageRating, reviewCount } = makeBook(over);
  return { _id, title, coverImage, author, averageRating, reviewCount };
};

export const makeAuthor = (over: Partial<Author> = {}): Author => ({
  _id: 'a1',
  name: 'J.R.R. Tolkien',
  nationality: 'British',
  birthDate: '1892-01-03T00:00:00.000Z',
  biography: 'Author of The Lord of the Rings.',
  avatar: '',
  bookCount: 3,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
});

export const makeGenre = (over: Partial<Genre> = {}): Genre => ({
  _id: 'g1',
  name: 'Fantasy',
  description: '',
  bookCount: 1,
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
});

export const makeReview = (over: Partial<Review> = {}): Review => ({
  _id: 'r1',
  book: null,
  user: { _id: 'u2', username: 'someone' },
  rating: 5,
  title: 'Wonderful',
  content: 'Loved every page.',
  spoiler: false,
  spoilerByModerator: false,
  likeCount: 0,
  commentCount: 0,
  createdAt: '2024-03-01T00:00:00.000Z',
  updatedAt: '2024-03-01T00:00:00.000Z',
  ...over,
});

/** One page of a paged list (`{ items, meta }`): by default the whole list on its first page. */
export const makePage = <T>(items: T[], meta: Partial<PageMeta> = {}): { items: T[]; meta: PageMeta } => ({
  items,
  meta: { total: items.length, page: 1, limit: 24, hasMore: false, ...meta },
});
