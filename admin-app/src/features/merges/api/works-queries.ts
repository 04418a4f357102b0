import { queryOptions } from '@tanstack/react-query';
import { worksApi, type GroupPair } from '../../../common/api/works-calls';
import { adminKeys } from '../../../common/query-keys';

/** The other editions of a book's work, in every status. */
export const workEditionsQuery = (bookId: string) =>
  queryOptions({
    queryKey: adminKeys.works.editions(bookId),
    queryFn: ({ signal }) => worksApi.editions(bookId, signal),
  });

/** What grouping `add`'s work under `keep`'s would do: both works' editions, what moves, the conflicts, the rules. */
export const groupPreviewQuery = (pair: GroupPair) =>
  queryOptions({
    queryKey: adminKeys.works.preview(pair),
    queryFn: ({ signal }) => worksApi.groupPreview(pair, signal),
  });
