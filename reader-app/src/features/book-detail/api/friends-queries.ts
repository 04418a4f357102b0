import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { queryKeys } from '../../../common/query-keys';

/** Signed in: the readers the caller follows who have this book on a list the caller may see. */
export const bookFriendsQuery = (bookId: string) =>
  queryOptions({
    queryKey: queryKeys.bookFriends.forBook(bookId),
    queryFn: ({ signal }) => api.books.friends(bookId, signal),
  });
