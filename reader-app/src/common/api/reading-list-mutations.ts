import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ReadingListEntry, type ReadingListUpdate, type ReadingStatus } from '@book/core';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** The year figures are computed from the list's statuses and dates: both change with an entry. */
const READING_LIST_CHANGES = [queryKeys.readingList.all, queryKeys.myYear.all] as const;

export function useAddToReadingList(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ReadingStatus) => api.readingList.add(bookId, status),
    onSuccess: () => invalidate(queryClient, READING_LIST_CHANGES),
  });
}

/** Changes an entry's status and/or reading dates; the row shows them at once. */
export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ReadingListUpdate }) => api.readingList.update(id, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData<ReadingListEntry[]>(queryKeys.readingList.all, (list) =>
        list?.map((e) =>
          e._id === updated._id
            ? {
                ...e,
                status: updated.status,
                startedAt: updated.startedAt,
                finishedAt: updated.finishedAt,
                updatedAt: updated.updatedAt,
              }
            : e,
        ),
      );
      return invalidate(queryClient, READING_LIST_CHANGES);
    },
  });
}

export function useRemoveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.readingList.remove(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<ReadingListEntry[]>(queryKeys.readingList.all, (list) =>
        list?.filter((e) => e._id !== id),
      );
      return invalidate(queryClient, READING_LIST_CHANGES);
    },
  });
}
