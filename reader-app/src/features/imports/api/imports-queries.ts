import { queryOptions } from '@tanstack/react-query';
import { api, type ImportStatus } from '@book/core';
import { invalidate } from '../../../common/invalidate';
import { queryKeys } from '../../../common/query-keys';

/** How often the page asks how far a running import has got. */
export const IMPORT_POLL_MS = 1000;

const isFinished = (status: ImportStatus | undefined) => status?.status === 'done' || status?.status === 'failed';

/**
 * The import's status, polled until it is done or failed. A finished import has written entries, reviews and
 * ratings: those are invalidated before the report shows (the import is the mutation; this is where it ends).
 */
export const importStatusQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.imports.status(id),
    queryFn: async ({ signal, client }) => {
      const status = await api.imports.status(id, signal);
      if (isFinished(status)) {
        await invalidate(client, [
          queryKeys.readingList.all,
          queryKeys.reviews.all,
          queryKeys.books.all,
          queryKeys.myYear.all,
        ]);
      }
      return status;
    },
    refetchInterval: (query) => (isFinished(query.state.data) ? false : IMPORT_POLL_MS),
  });
