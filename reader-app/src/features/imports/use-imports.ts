import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DownloadedFile, type ImportStatus } from '@book/core';
import { queryKeys } from '../../common/query-keys';
import type { ImportChoices } from './ImportPreview';
import { saveFile } from './save-file';

/** How often the page asks how far a running import has got. */
export const IMPORT_POLL_MS = 1000;

const isFinished = (status: ImportStatus | undefined) => status?.status === 'done' || status?.status === 'failed';

export function useImportPreview() {
  return useMutation({ mutationFn: (file: File) => api.imports.preview(file) });
}

export function useConfirmImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choices }: { id: string; choices: ImportChoices }) => api.imports.confirm(id, { choices }),
    onSuccess: (status) => client.setQueryData(queryKeys.imports.status(status.id), status),
  });
}

/** The import's status, polled until it is done or failed; then the reading list and reviews are refreshed. */
export function useImportStatus(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.imports.status(id ?? ''),
    enabled: Boolean(id),
    queryFn: async ({ signal }) => {
      const status = await api.imports.status(id!, signal);
      if (isFinished(status)) {
        await Promise.all([
          client.invalidateQueries({ queryKey: queryKeys.readingList }),
          client.invalidateQueries({ queryKey: queryKeys.reviews.all }),
          client.invalidateQueries({ queryKey: queryKeys.books.all }),
          client.invalidateQueries({ queryKey: queryKeys.myYear.all }),
        ]);
      }
      return status;
    },
    refetchInterval: (query) => (isFinished(query.state.data) ? false : IMPORT_POLL_MS),
  });
}

export function useSuggestRows() {
  return useMutation({ mutationFn: ({ id, rows }: { id: string; rows: number[] }) => api.imports.suggest(id, rows) });
}

/** Downloads a file from the API and saves it. */
export function useDownload() {
  return useMutation({ mutationFn: async (fetchFile: () => Promise<DownloadedFile>) => saveFile(await fetchFile()) });
}
