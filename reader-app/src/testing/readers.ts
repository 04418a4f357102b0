// Test data of readers' public profiles, follower lists and privacy, in the API's shapes.
import { makeBookCard, makePage } from '@book/core/testing';
import type { BookCard, ReaderProfile, ReaderSummary, ReadingListEntry } from '@book/core';
import { makeEntry } from './fixtures';

export function makeReaderSummary(overrides: Partial<ReaderSummary> = {}): ReaderSummary {
  return { id: 'u2', username: 'bookworm', avatar: '', bio: 'Mostly fantasy.', ...overrides };
}

/** Someone else's profile, seen by a signed-in reader who does not follow them; everything visible. */
export function makeReaderProfile(overrides: Partial<ReaderProfile> = {}): ReaderProfile {
  return {
    id: 'u2',
    username: 'bookworm',
    avatar: '',
    bio: 'Mostly fantasy.',
    joinedAt: '2024-03-15T12:00:00.000Z',
    counts: { booksFinished: 12, reviews: 3, followers: 1234, following: 7 },
    relationship: { self: false, follow: 'none', followsYou: false, blocked: false },
    visible: { list: true, goal: true, activity: true },
    currentlyReading: [makeBookCard({ _id: 'b9', title: 'Dune' })],
    readingProgress: [],
    goal: { year: 2026, target: 20, finished: 12 },
    ...overrides,
  };
}

/** A published book as a reading list shows it. */
export function makeListedBook(overrides: Partial<BookCard> = {}): ReadingListEntry['book'] {
  const book = { ...makeBookCard(overrides), available: true };
  return book;
}

/** An entry of a reader's list, finished unless the overrides say otherwise. */
export const makeReaderEntry = (overrides: Partial<ReadingListEntry> = {}): ReadingListEntry =>
  makeEntry({ status: 'completed', ...overrides });

export { makePage };
