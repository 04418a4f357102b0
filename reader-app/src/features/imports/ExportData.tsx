import { api, errorMessage, toast, type DownloadedFile } from '@book/core';
import { Button } from '@book/shared-ui';
import { useDownload } from './api/imports-mutations';

const FILES: { label: string; fetch: () => Promise<DownloadedFile> }[] = [
  { label: 'Download Goodreads CSV', fetch: () => api.exports.csv() },
  { label: 'Download JSON', fetch: () => api.exports.json() },
];

/** "Export my data": the reading list, ratings and reviews as a Goodreads-compatible CSV, and everything as JSON. */
export function ExportData() {
  const download = useDownload();
  const save = async (file: (typeof FILES)[number]) => {
    try {
      await download.mutateAsync(file.fetch);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to export your data'));
    }
  };
  return (
    <section className="reader-import-section" aria-labelledby="export-data">
      <h2 id="export-data">Export my data</h2>
      <p className="reader-muted">
        Your reading list, ratings and reviews as a Goodreads-compatible CSV (other services import it), or everything
        this site holds about you as JSON.
      </p>
      <div className="reader-import-actions reader-import-actions--start">
        {FILES.map((file) => (
          <Button
            key={file.label}
            variant="secondary"
            onClick={() => void save(file)}
            busy={download.isPending && download.variables === file.fetch}
            busyLabel="Preparing..."
            disabled={download.isPending}
          >
            {file.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
