import { makeAuthor, makeBook, makeGenre, makePage, makeReview, makeUser } from '@book/core/testing';
import type { Author, Book, Genre, PageMeta, Review, User } from '@book/core';

export const genre = (over: Partial<Genre> = {}): Genre =>
  makeGenre({ description: 'Dragons and magic', bookCount: 3, ...over });

export const author = (over: Partial<Author> = {}): Author =>
  makeAuthor({
    name: 'Ursula K. Le Guin',
    nationality: 'American',
    birthDate: '1929-10-21T00:00:00.000Z',
    biography: 'Wrote Earthsea.',
    bookCount: 2,
    ...over,
  });

export const book = (over: Partial<Book> = {}): Book =>
  makeBook({
    title: 'A Wizard of Earthsea',
    coverImage: 'https://images.example.com/earthsea.jpg',
    author: { _id: 'a1', name: 'Ursula K. Le Guin' },
    description: 'A young wizard.',
    publishedDate: '1968-11-01T00:00:00.000Z',
    publisher: 'Parnassus',
    pageCount: 205,
    reviewCount: 12,
    ...over,
  });

export const user = (over: Partial<User> = {}): User =>
  makeUser({ email: 'reader@example.com', createdAt: '2024-03-04T10:00:00.000Z', ...over });

export const review = (over: Partial<Review> = {}): Review =>
  makeReview({
    book: {
      _id: 'b1',
      title: 'A Wizard of Earthsea',
      coverImage: 'https://images.example.com/earthsea.jpg',
      author: { _id: 'a1', name: 'Ursula K. Le Guin' },
      averageRating: 4.5,
      reviewCount: 12,
    },
    user: { _id: 'u1', username: 'reader' },
    title: 'Timeless',
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...over,
  });

export const page = <T>(items: T[], meta: Partial<PageMeta> = {}) => makePage(items, { limit: 100, ...meta });

/** A promise with its resolve/reject exposed (to observe in-flight states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const pngFile = (name = 'cover.png', size = 100) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
