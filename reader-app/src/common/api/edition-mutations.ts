import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, toast } from '@book/core';
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

/**
 * Switches entry `id` to edition `book` and says how it went (a toast); resolves whether it did. A switch already under
 * way makes this one do nothing. The reading list's "Switch edition" and a book page's "Switch to this edition" use it.
 */
export async function switchEditionSaying(
  mutation: ReturnType<typeof useSwitchEdition>,
  id: string,
  book: string,
): Promise<boolean> {
  if (mutation.isPending) return false;
  try {
    await mutation.mutateAsync({ id, book });
    toast.success('Edition updated successfully');
    return true;
  } catch (err) {
    toast.error(errorMessage(err, 'Failed to update edition'));
    return false;
  }
}
