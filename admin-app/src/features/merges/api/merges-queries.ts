import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { mergesApi, type MergeKind, type MergePair, type MergeRecord } from '../../../common/api/merges-calls';
import { adminKeys } from '../../../common/query-keys';

export const MERGE_CHOICES_SIZE = 20;
export const MERGE_LOG_PAGE_SIZE = 50;

/** A book as the pickers list it: its title, then its author, so two editions of one title can be told apart. */
export interface MergeChoice extends MergeRecord {
  detail?: string;
}

/** The first 20 books (every edition, of every status) or authors matching what the admin typed, searched on the server. */
export const mergeChoicesQuery = (kind: MergeKind, search: string) =>
  queryOptions({
    queryKey: adminKeys.merges.choices(kind, search),
    queryFn: async ({ signal }): Promise<MergeChoice[]> => {
      const query = { search: search || undefined, page: 1, limit: MERGE_CHOICES_SIZE };
      if (kind === 'authors') {
        const authors = await api.authors.page({ ...query, sort: 'name' }, signal);
        return authors.items.map(({ _id, name, nationality }) => ({ _id, name, detail: nationality || undefined }));
      }
      // Every edition: a duplicate may be any edition of a work.
      const books = await api.books.list({ ...query, status: 'all', editions: 'all' }, signal);
      return books.items.map(({ _id, title, author }) => ({ _id, name: title, detail: author?.name }));
    },
  });

/** What merging `merge` into `keep` would do: the fields side by side, what moves, the conflicts and their rules. */
export const mergePreviewQuery = (pair: MergePair) =>
  queryOptions({
    queryKey: adminKeys.merges.preview(pair),
    queryFn: ({ signal }) => mergesApi.preview(pair, signal),
  });

/** The merge log, newest first, 50 per page ("Load more"). */
export const mergeLogQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.merges.log,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => mergesApi.log({ page: pageParam, limit: MERGE_LOG_PAGE_SIZE }, signal),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
