import { Types } from 'mongoose';
import { BOOKS_COLLECTION } from '../catalogue/books/book.schema';
import type { TestUser } from './fixtures';
import type { TestApp } from './test-app';

/*
 * Where the specs of what a book keeps (its author's and genres' names, its search keys) look at a book: as stored,
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
