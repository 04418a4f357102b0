import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editionsApi } from './editions-calls';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** The edition is the entry's book: the list shows it, and the year's figures count its pages. */
const EDITION_CHANGES = [queryKeys.readingList.all, queryKeys.myYear.all] as const;

/** Records that the reader has another edition of an entry's work; pending until the list shows it. */
export function useSwitchEdition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, book }: { id: string; book: string }) => editionsApi.switchEntry(id, book),
    onSuccess: () => invalidate(queryClient, EDITION_CHANGES),
  });
}
