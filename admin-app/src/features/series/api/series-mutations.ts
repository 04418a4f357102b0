import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '../../../common/invalidate';
import { adminKeys } from '../../../common/query-keys';
import { seriesApi, type SeriesInput } from './series-calls';

/** What a series change shows elsewhere in this remote: the series lists and the series edited. */
const SERIES_CHANGES = [adminKeys.series.all] as const;

/** Creates (no id) or updates a series. Outcome messages are the caller's. */
export function useSaveSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: SeriesInput }) =>
      id ? seriesApi.update(id, payload) : seriesApi.create(payload),
    onSuccess: () => invalidate(queryClient, SERIES_CHANGES),
  });
}

export function useDeleteSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => seriesApi.remove(id),
    onSuccess: () => invalidate(queryClient, SERIES_CHANGES),
  });
}
