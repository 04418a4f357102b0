import { useState, type ReactNode } from 'react';
import type { BookSummary, ImportPreview as Preview, ImportRow } from '@book/core';
import { BookCover, Button } from '@book/shared-ui';
import { ImportRowSummary } from './ImportRowSummary';

/** A long file shows its first rows; the reader may unfold the rest. */
const FIRST_ROWS = 50;

/** The reader's answer for each ambiguous row (by row number): the chosen book's id, or null to skip it. */
export type ImportChoices = Record<string, string | null>;

function BookMatch({ book }: { book: BookSummary }) {
  return (
    <div className="reader-import-match">
      {/* The title beside it names the book (and a choice's radio button). */}
      <span aria-hidden="true">
        <BookCover src={book.coverImage} title={book.title} size="sm" />
      </span>
      <div>
        <p className="reader-import-row__title">{book.title}</p>
        <p className="reader-muted">by {book.author ?? 'Unknown'}</p>
      </div>
    </div>
  );
}

function RowSection({
  id,
  title,
  hint,
  rows,
  beside,
}: {
  id: string;
  title: string;
  hint: string;
  rows: ImportRow[];
  /** What goes beside each row of the file: its catalogue book, or the reader's choice among several. */
  beside?: (row: ImportRow) => ReactNode;
}) {
  const [all, setAll] = useState(false);
  if (rows.length === 0) return null;
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <section className="reader-import-section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="reader-import-count">{rows.length}</span>
      </h2>
      <p className="reader-muted">{hint}</p>
      <ul className="reader-import-rows">
        {shown.map((row) => (
          <li key={row.row} className="reader-import-row">
            {beside ? (
              <div className="reader-import-row__pair">
                <ImportRowSummary row={row} />
                {beside(row)}
              </div>
            ) : (
              <ImportRowSummary row={row} />
            )}
          </li>
        ))}
      </ul>
      {shown.length < rows.length ? (
        <Button variant="secondary" size="sm" onClick={() => setAll(true)}>
          Show all {rows.length} rows
        </Button>
      ) : null}
    </section>
  );
}

function CandidateChoice({
  row,
  value,
  onChange,
}: {
  row: ImportRow;
  value: string | null;
  onChange: (bookId: string | null) => void;
}) {
  const name = `import-row-${row.row}`;
  return (
    <fieldset className="reader-import-choice">
      <legend className="ui-visually-hidden">
        Which book is row {row.row}, {row.title}?
      </legend>
      {(row.candidates ?? []).map((book) => (
        <label key={book._id} className="reader-import-choice__option">
          <input type="radio" name={name} checked={value === book._id} onChange={() => onChange(book._id)} />
          <BookMatch book={book} />
        </label>
      ))}
      <label className="reader-import-choice__option">
        <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
        <span>Skip this row</span>
      </label>
    </fieldset>
  );
}

interface ImportPreviewProps {
  preview: Preview;
  confirming: boolean;
  onConfirm: (choices: ImportChoices) => void;
  onCancel: () => void;
}

/** Before anything is written: what matched, what needs the reader's choice, and what is not in the catalogue. */
export function ImportPreview({ preview, confirming, onConfirm, onCancel }: ImportPreviewProps) {
  // Ambiguous rows are skipped unless the reader picks a candidate.
  const [choices, setChoices] = useState<ImportChoices>(() =>
    Object.fromEntries(preview.ambiguous.map((r) => [String(r.row), null])),
  );
  const chosen = Object.values(choices).filter(Boolean).length;
  const toImport = preview.matched.length + chosen;
  const formatName = preview.format === 'goodreads' ? 'Goodreads' : 'StoryGraph';

  return (
    <div className="reader-import-preview">
      <p className="reader-import-summary" aria-live="polite">
        {formatName} export: {preview.total} rows. {preview.matched.length} matched, {preview.ambiguous.length} need
        your choice, {preview.unmatched.length} not in the catalogue. Nothing has been imported yet.
      </p>
      <RowSection
        id="import-matched"
        title="Matched"
        hint="These rows will be added to your reading list (and reviews) as the catalogue books shown."
        rows={preview.matched}
        beside={(row) => (row.book ? <BookMatch book={row.book} /> : null)}
      />
      <RowSection
        id="import-ambiguous"
        title="Needs your choice"
        hint="Several catalogue books fit these rows: pick the right one, or skip the row."
        rows={preview.ambiguous}
        beside={(row) => (
          <CandidateChoice
            row={row}
            value={choices[String(row.row)] ?? null}
            onChange={(bookId) => setChoices((c) => ({ ...c, [String(row.row)]: bookId }))}
          />
        )}
      />
      <RowSection
        id="import-unmatched"
        title="Not in the catalogue"
        hint="These rows are not imported. After the import you can suggest them to the catalogue team."
        rows={preview.unmatched}
      />
      <div className="reader-import-actions">
        <Button variant="secondary" onClick={onCancel} disabled={confirming}>
          Cancel
        </Button>
        <Button onClick={() => onConfirm(choices)} busy={confirming} busyLabel="Starting import...">
          Confirm import of {toImport} {toImport === 1 ? 'book' : 'books'}
        </Button>
      </div>
    </div>
  );
}
