import { Types } from 'mongoose';
import { READING_LIST_COLLECTION } from '../reading/reading-list/reading-list-entry.schema';
import type { TestApp } from './test-app';
import { bookCard } from './books';
import type { Created, TestUser } from './fixtures';

/**
 * Writes reading-list entries as the API wrote them before an entry kept a summary of its book: straight into the
 * collection, one for each book and user given, being read, with no dates and no rating. The documents written, for
 * the test to look them up. An entry given a `work` is written with it (as the API wrote entries once works existed).
 */
export async function writeEntriesWithoutSummaries(
  t: TestApp,
  written: { book: string; user: string; work?: string }[],
) {
  const now = new Date();
  const documents = written.map(({ book, user, work }) => ({
    _id: new Types.ObjectId(),
    user: new Types.ObjectId(user),
    book: new Types.ObjectId(book),
    ...(work ? { work: new Types.ObjectId(work) } : {}),
    status: 'reading',
    startedAt: null,
    finishedAt: null,
    rating: null,
    createdAt: now,
    updatedAt: now,
  }));
  await t.connection.collection(READING_LIST_COLLECTION).insertMany(documents);
  return documents;
}

/** Sends `bookId` (with `status` when given) to `user`'s reading list: the request, for the test to check its answer. */
export const addToReadingList = (t: TestApp, user: TestUser, bookId: unknown, status?: string) =>
  t.http.post('/api/reading-list').set(user.auth).send({ bookId, status });

/** What a reading-list entry shows of a book (EntryBookView): its card while it is published, else its title only. */
export const entryBook = (book: Created) =>
  book.status === 'published'
    ? { ...bookCard(book), available: true, format: book.format ?? null }
    : { _id: book._id, title: book.title, available: false };
