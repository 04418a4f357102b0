import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { queryKeys } from '../../../common/query-keys';

/** Every genre (the catalogue's filter); they change rarely. */
export const genresQuery = () =>
  queryOptions({
    queryKey: queryKeys.genres.all,
    queryFn: ({ signal }) => api.genres.list(signal),
    staleTime: 5 * 60_000,
  });
