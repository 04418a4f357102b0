import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@book/shared-ui';

/** The API refuses larger files; checked here too, so a reader does not wait for an upload that cannot succeed. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

interface ImportUploadProps {
  busy: boolean;
  /** The server's message for a file it refused. */
  error: string | null;
  onUpload: (file: File) => void;
  /** A new file was chosen (the previous file's error no longer applies). */
  onFileChange: () => void;
}

/** Choose a Goodreads or StoryGraph export and ask for its preview. */
export function ImportUpload({ busy, error, onUpload, onFileChange }: ImportUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local = !file
      ? 'Please choose a CSV file'
      : file.size > MAX_IMPORT_BYTES
        ? 'The file is larger than 10 MB'
        : null;
    if (local || !file) {
      setProblem(local);
      input.current?.focus();
      return;
    }
    onUpload(file);
  };

  return (
    <section className="reader-import-section" aria-labelledby="import-upload">
      <h2 id="import-upload">Import your reading history</h2>
      <form className="reader-import-upload" onSubmit={submit} noValidate>
        <div className="ui-field">
          <label htmlFor="import-file" className="ui-field__label">
            Export file (CSV)
          </label>
          <input
            ref={input}
            id="import-file"
            className="reader-import-file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`import-formats${message ? ' import-error' : ''}`}
            aria-invalid={message ? true : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
              onFileChange();
            }}
          />
          <div id="import-formats" className="reader-import-formats">
            <p>Accepted: a CSV file up to 10 MB and 20,000 rows, exported from</p>
            <ul>
              <li>
                <strong>Goodreads</strong>: My Books, Import and export, Export Library (
                <code>goodreads_library_export.csv</code>);
              </li>
              <li>
                <strong>StoryGraph</strong>: Manage Account, Export StoryGraph Library.
              </li>
            </ul>
            <p>Shelves, ratings, reviews and dates read are kept. You see a preview before anything is imported.</p>
          </div>
          {message ? (
            <p id="import-error" className="ui-field__error" role="alert">
              {message}
            </p>
          ) : null}
        </div>
        <Button type="submit" busy={busy} busyLabel="Reading file...">
          Preview import
        </Button>
      </form>
    </section>
  );
}
