import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api, errorMessage, toast, type ImportPreview as Preview } from '@book/core';
import { Button, EmptyState, LinkButton, PageHeader, Spinner, usePageTitle } from '@book/shared-ui';
import { ExportData } from './ExportData';
import { ImportPreview, type ImportChoices } from './ImportPreview';
import { ImportProgress } from './ImportProgress';
import { ImportReport } from './ImportReport';
import { ImportUpload } from './ImportUpload';
import { useConfirmImport, useDownload, useImportPreview, useSuggestRows } from './api/imports-mutations';
import { importStatusQuery } from './api/imports-queries';
import './imports.css';

/** The confirmed import being followed, in the URL (?import=id) so a reload keeps following it. */
const IMPORT_PARAM = 'import';

function RunningImport({ id, onRestart }: { id: string; onRestart: () => void }) {
  const status = useQuery(importStatusQuery(id));
  const download = useDownload();
  const suggest = useSuggestRows();
  const [suggested, setSuggested] = useState<number[]>([]);

  if (status.isPending) return <Spinner label="Loading import..." />;
  // A failed poll keeps the last status on screen (polling goes on); only a first load that fails is shown.
  if (!status.data) {
    return (
      <EmptyState
        title="Failed to load the import"
        message={errorMessage(status.error, 'Please try again.')}
        action={<Button onClick={onRestart}>Import a file</Button>}
      />
    );
  }
  const current = status.data;
  if (current.status === 'failed') {
    return (
      <EmptyState
        title="The import stopped"
        message={`${current.failure ?? 'Something went wrong while importing.'} What was imported stays; importing the same file again adds the rest without duplicates.`}
        action={<Button onClick={onRestart}>Import a file</Button>}
      />
    );
  }
  if (current.status !== 'done' || !current.report) return <ImportProgress status={current} />;

  const onDownload = async () => {
    try {
      await download.mutateAsync(() => api.imports.report(id));
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to download the report'));
    }
  };
  const onSuggest = async (rows: number[]) => {
    try {
      const result = await suggest.mutateAsync({ id, rows });
      setSuggested((s) => [...s, ...rows]);
      toast.success(`${result.suggested} ${result.suggested === 1 ? 'book' : 'books'} suggested to the catalogue`);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to suggest books'));
    }
  };
  return (
    <>
      <ImportReport
        report={current.report}
        downloading={download.isPending}
        onDownload={() => void onDownload()}
        suggesting={suggest.isPending}
        suggested={suggested}
        onSuggest={(rows) => void onSuggest(rows)}
      />
      <div className="reader-import-actions reader-import-actions--start">
        <LinkButton to="/reading-list">Go to my reading list</LinkButton>
        <Button variant="secondary" onClick={onRestart}>
          Import another file
        </Button>
      </div>
    </>
  );
}

/** Import & export (/reading-list/import): upload, preview, confirm, progress, report; and "Export my data". */
export default function ImportExportPage() {
  usePageTitle('Import & export');
  const [params, setParams] = useSearchParams();
  const importId = params.get(IMPORT_PARAM);
  const [preview, setPreview] = useState<Preview | null>(null);
  const upload = useImportPreview();
  const confirm = useConfirmImport();

  const restart = () => {
    setPreview(null);
    upload.reset();
    setParams({}, { replace: true });
  };

  const onUpload = async (file: File) => {
    try {
      setPreview(await upload.mutateAsync(file));
    } catch {
      // Shown under the file field (the server's message: the file's problem, e.g. the row of a broken quote).
    }
  };

  const onConfirm = async (choices: ImportChoices) => {
    if (!preview || confirm.isPending) return;
    try {
      const status = await confirm.mutateAsync({ id: preview.id, choices });
      setPreview(null);
      setParams({ [IMPORT_PARAM]: status.id });
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to start the import'));
    }
  };

  return (
    <div className="reader-import-page">
      <PageHeader
        title="Import & export"
        subtitle="Bring your shelves, ratings and reviews from Goodreads or StoryGraph, or take your data with you."
        actions={
          <LinkButton to="/reading-list" variant="secondary">
            Back to reading list
          </LinkButton>
        }
      />
      {importId ? (
        <RunningImport id={importId} onRestart={restart} />
      ) : preview ? (
        <ImportPreview
          preview={preview}
          confirming={confirm.isPending}
          onConfirm={(choices) => void onConfirm(choices)}
          onCancel={restart}
        />
      ) : (
        <ImportUpload
          busy={upload.isPending}
          error={upload.error ? errorMessage(upload.error, 'Failed to read the file') : null}
          onUpload={(file) => void onUpload(file)}
          onFileChange={upload.reset}
        />
      )}
      <ExportData />
    </div>
  );
}
