import { Types } from 'mongoose';
import { BOOKS_COLLECTION } from '../catalogue/books/book.schema';
import type { TestApp } from './test-app';
import { createThrough, uniqueSuffix, type Created, type TestUser } from './fixtures';

/*
 * The catalogue in specs: its authors, genres and books, made through the API by an administrator, and the places
 * where the specs of what a book keeps (its author's and genres' names, its search keys) look at a book: as stored,
 * on its page, in the catalogue's search and on its reviews.
 */

export const storedBook = (t: TestApp, id: string) =>
  t.connection.collection(BOOKS_COLLECTION).findOne({ _id: new Types.ObjectId(id) });

export const bookPage = async (t: TestApp, viewer: TestUser, id: string) =>
  (await t.http.get(`/api/books/${id}`).set(viewer.auth).expect(200)).body.data;

export const searchBooks = async (t: TestApp, text: string) =>
  (await t.http.get(`/api/books?search=${encodeURIComponent(text)}`).expect(200)).body.data;

/** The book as its first review shows it. */
export const reviewedBook = async (t: TestApp, id: string) =>
  (await t.http.get(`/api/reviews?book=${id}`).expect(200)).body.data[0].book;

export const createAuthor = (t: TestApp, admin: TestUser, body: Record<string, unknown> = {}) =>
  createThrough(t, admin, '/api/authors', { name: `Author ${uniqueSuffix()}`, ...body });

export const createGenre = (t: TestApp, admin: TestUser, body: Record<string, unknown> = {}) =>
  createThrough(t, admin, '/api/genres', { name: `Genre ${uniqueSuffix()}`, ...body });

/** A book by `author` (created when omitted). */
export async function createBook(t: TestApp, admin: TestUser, body: Record<string, unknown> = {}): Promise<Created> {
  const author = body.author ?? (await createAuthor(t, admin))._id;
  return createThrough(t, admin, '/api/books', {
    title: `Book ${uniqueSuffix()}`,
    coverImage: '/api/uploads/cover.png',
    ...body,
    author,
  });
}

/** What a review or a reading-list entry shows of a book (BookCardView), from the book as the API answered it. */
export const bookCard = ({ _id, title, coverImage, author, averageRating, reviewCount }: Created) => ({
  _id,
  title,
  coverImage,
  author,
  averageRating,
  reviewCount,
});
