import type { QueryClient } from '@tanstack/react-query';
import { api, type BookQuery } from '@book/core';
import { pagedQuery } from '../../../common/paged-query';
import { queryKeys } from '../../../common/query-keys';
import { DEFAULT_SORT, type CatalogueFilters } from '../use-catalogue-params';
import { genresQuery } from './genres-queries';

export const PAGE_SIZE = 24;

/** The catalogue, filtered and sorted by the server, a page at a time. */
export const catalogueQuery = (filters: CatalogueFilters) => {
  const query: BookQuery = {
    search: filters.search || undefined,
    genre: filters.genre || undefined,
    author: filters.author || undefined,
    sort: filters.sort,
    limit: PAGE_SIZE,
  };
  return pagedQuery(queryKeys.books.list(query), (page, signal) => api.books.list({ ...query, page }, signal));
};

/**
 * What the catalogue at its default URL (no filter) needs before its first render, into `client`: its books and
 * the genres' filter. Not the authors' filter: every author of the catalogue (a tenth of its books), which the page
 * reads as it shows (route-data.json preloads it) and which would make the HTML of the painted page (first-paint.tsx,
 * `live`) grow with the catalogue, ahead of its covers. Resolves when done, failed reads included (the page asks
 * again).
 */
export const prefetchCatalogue = (client: QueryClient) =>
  Promise.all([
    client.prefetchInfiniteQuery(catalogueQuery({ search: '', genre: '', author: '', sort: DEFAULT_SORT })),
    client.prefetchQuery(genresQuery()),
  ]);
