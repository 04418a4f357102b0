import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { adminKeys } from '../query-keys';

/** Every genre: the Manage Genres grid (its book counts count every status) and the genre checkboxes of the book form. */
export const genresQuery = () =>
  queryOptions({
    queryKey: adminKeys.genres.list,
    queryFn: ({ signal }) => api.genres.list(signal, { counts: 'all' }),
  });
