import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { queryKeys } from '../query-keys';

/** The signed-in reader's list (the Reading List page, a book's "in your list" state). */
export const readingListQuery = () =>
  queryOptions({
    queryKey: queryKeys.readingList.all,
    queryFn: ({ signal }) => api.readingList.list(signal),
  });
