import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { adminBooksQuery } from './api/books-queries';

/** The loaded pages of the books list as one array, with the server's total. */
export function useAdminBooks(search: string) {
  const query = useInfiniteQuery({ ...adminBooksQuery(search), placeholderData: keepPreviousData });
  const books = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? books.length;
  return { ...query, books, total };
}
