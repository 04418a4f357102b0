import { Paged } from './api-response';
import { pagedTotal } from './query-helpers';

/**
 * One page of a sorted list: `find` reads the page's rows (after `skip`, at most `limit`), `count` the whole list's
 * total, only when the page does not tell it (pagedTotal); each row is shown by `view`.
 */
export async function pageOf<Row, View>(
  { page, limit }: { page: number; limit: number },
  find: (skip: number, limit: number) => PromiseLike<Row[]>,
  count: () => Promise<number>,
  view: (row: Row) => View,
): Promise<Paged<View>> {
  const rows = await find((page - 1) * limit, limit);
  const total = await pagedTotal(page, limit, rows.length, count);
  return new Paged(rows.map(view), { total, page, limit, hasMore: page * limit < total });
}
