import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ReadingListEntry, type ReadingStatus } from '@book/core';
import { queryKeys } from '../../common/query-keys';

export function useReadingList() {
  return useQuery({ queryKey: queryKeys.readingList, queryFn: ({ signal }) => api.readingList.list(signal) });
}

export function useUpdateEntryStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ReadingStatus }) => api.readingList.update(id, { status }),
    onSuccess: (updated) => {
      client.setQueryData<ReadingListEntry[]>(queryKeys.readingList, (list) =>
        list?.map((e) => (e._id === updated._id ? { ...e, status: updated.status, updatedAt: updated.updatedAt } : e)),
      );
      return client.invalidateQueries({ queryKey: queryKeys.readingList });
    },
  });
}

export function useRemoveEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.readingList.remove(id),
    onSuccess: (_data, id) => {
      client.setQueryData<ReadingListEntry[]>(queryKeys.readingList, (list) => list?.filter((e) => e._id !== id));
      return client.invalidateQueries({ queryKey: queryKeys.readingList });
    },
  });
}
