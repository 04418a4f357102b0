import type { ImportStatus } from '@book/core';

/** The running import: a progress bar of the rows written so far. */
export function ImportProgress({ status }: { status: ImportStatus }) {
  const percent = status.total ? Math.round((status.processed / status.total) * 100) : 0;
  return (
    <section className="reader-import-section" aria-labelledby="import-progress">
      <h2 id="import-progress">Importing your books...</h2>
      <progress
        className="reader-import-progress"
        aria-labelledby="import-progress"
        max={status.total || 1}
        value={status.processed}
      />
      <p className="reader-muted" aria-live="polite">
        {status.processed} of {status.total} rows ({percent}%). You may leave this page: the import goes on.
      </p>
    </section>
  );
}
