import { usernameKeys } from './0001-username-keys';
import { usernameSkeletons } from './0002-username-skeletons';
import { bookNames } from './0003-book-names';
import { bookTitleSearchKeys } from './0004-book-title-search-keys';
import { authorNameSearchKeys } from './0005-author-name-search-keys';
import { publishedBookCounts } from './0006-published-book-counts';
import { bookRatingHistograms } from './0007-book-rating-histograms';
import { bookStatusCounts } from './0008-book-status-counts';
import { reviewUserSummaries } from './0009-review-user-summaries';
import { reviewBookSummaries } from './0010-review-book-summaries';
import { readingListBookSummaries } from './0011-reading-list-book-summaries';
import { followersOnlyApproval } from './0012-followers-only-approval';
import { readerCounts } from './0013-reader-counts';
import { clubDefaults } from './0014-club-defaults';
import { works } from './0015-works';
import type { Migration } from './migrator';

/** Every migration of the stored data, in the order they run (their names'). A new one is added last. */
export const MIGRATIONS: readonly Migration[] = [
  usernameKeys,
  usernameSkeletons,
  bookNames,
  bookTitleSearchKeys,
  authorNameSearchKeys,
  publishedBookCounts,
  bookRatingHistograms,
  bookStatusCounts,
  reviewUserSummaries,
  reviewBookSummaries,
  readingListBookSummaries,
  followersOnlyApproval,
  readerCounts,
  clubDefaults,
  works,
];
