import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { editionsApi } from './editions-calls';

/** The other editions of a book's work: its page lists them, a list entry offers them to switch to. */
export const editionsQuery = (bookId: string) =>
  queryOptions({
    queryKey: queryKeys.books.editions(bookId),
    queryFn: ({ signal }) => editionsApi.list(bookId, signal),
  });
