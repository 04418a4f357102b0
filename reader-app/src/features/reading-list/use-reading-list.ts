import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ReadingListEntry, type ReadingListUpdate } from '@book/core';
import { queryKeys } from '../../common/query-keys';

export function useReadingList() {
  return useQuery({ queryKey: queryKeys.readingList, queryFn: ({ signal }) => api.readingList.list(signal) });
}

/** Changes an entry's status and/or reading dates; the year figures depend on both. */
export function useUpdateEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ReadingListUpdate }) => api.readingList.update(id, changes),
    onSuccess: (updated) => {
      client.setQueryData<ReadingListEntry[]>(queryKeys.readingList, (list) =>
        list?.map((e) =>
          e._id === updated._id ? { ...e, status: updated.status, startedAt: updated.startedAt, finishedAt: updated.finishedAt, updatedAt: updated.updatedAt } : e,
        ),
      );
      return Promise.all([client.invalidateQueries({ queryKey: queryKeys.readingList }), client.invalidateQueries({ queryKey: queryKeys.myYear.all })]);
    },
  });
}

export function useRemoveEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.readingList.remove(id),
    onSuccess: (_data, id) => {
      client.setQueryData<ReadingListEntry[]>(queryKeys.readingList, (list) => list?.filter((e) => e._id !== id));
      return Promise.all([client.invalidateQueries({ queryKey: queryKeys.readingList }), client.invalidateQueries({ queryKey: queryKeys.myYear.all })]);
    },
  });
}
