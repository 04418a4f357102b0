import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DownloadedFile } from '@book/core';
import { queryKeys } from '../../../common/query-keys';
import type { ImportChoices } from '../ImportPreview';
import { saveFile } from '../save-file';

export function useImportPreview() {
  return useMutation({ mutationFn: (file: File) => api.imports.preview(file) });
}

/** Starts the import; its first status is cached so polling starts from it. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choices }: { id: string; choices: ImportChoices }) => api.imports.confirm(id, { choices }),
    onSuccess: (status) => queryClient.setQueryData(queryKeys.imports.status(status.id), status),
  });
}

export function useSuggestRows() {
  return useMutation({ mutationFn: ({ id, rows }: { id: string; rows: number[] }) => api.imports.suggest(id, rows) });
}

/** Downloads a file from the API and saves it. */
export function useDownload() {
  return useMutation({ mutationFn: async (fetchFile: () => Promise<DownloadedFile>) => saveFile(await fetchFile()) });
}
