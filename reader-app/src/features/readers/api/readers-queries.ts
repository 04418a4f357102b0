import { api } from '@book/core';
import { pagedQuery } from '../../../common/paged-query';
import { queryKeys } from '../../../common/query-keys';
import { READERS_PAGE_SIZE } from '../../../common/api/readers-queries';

export const READER_REVIEWS_PAGE_SIZE = 10;
export const READER_LIST_PAGE_SIZE = 50;

/** Their reviews, newest first, a page at a time (reviews are always public); "Load more" shows no total: not counted. */
export const readerReviewsQuery = (username: string) =>
  pagedQuery(queryKeys.readers.reviews(username), (page, signal) =>
    api.readers.reviews(username, { page, limit: READER_REVIEWS_PAGE_SIZE, total: 'none' }, signal),
  );

/** Their reading list, a page at a time, when they let the caller see it (a 404 otherwise). */
export const readerReadingListQuery = (username: string) =>
  pagedQuery(queryKeys.readers.readingList(username), (page, signal) =>
    api.readers.readingList(username, { page, limit: READER_LIST_PAGE_SIZE }, signal),
  );

/** The requests to follow the signed-in reader, oldest first. */
export const followRequestsQuery = () =>
  pagedQuery(queryKeys.followRequests.all, (page, signal) =>
    api.followRequests.list({ page, limit: READERS_PAGE_SIZE }, signal),
  );
