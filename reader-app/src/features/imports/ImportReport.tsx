import { useState } from 'react';
import type { ImportReport as Report } from '@book/core';
import { Button, Checkbox, formatNumber } from '@book/shared-ui';
import { ImportRowSummary } from './ImportRowSummary';

interface ImportReportProps {
  report: Report;
  downloading: boolean;
  onDownload: () => void;
  suggesting: boolean;
  /** Rows already suggested (their checkboxes are done). */
  suggested: number[];
  onSuggest: (rows: number[]) => void;
}

/** The end of an import: what was added, updated, skipped and left unmatched; unmatched rows may be suggested. */
export function ImportReport({ report, downloading, onDownload, suggesting, suggested, onSuggest }: ImportReportProps) {
  const open = report.unmatchedRows.filter((r) => !suggested.includes(r.row));
  const [picked, setPicked] = useState<number[]>(() => report.unmatchedRows.map((r) => r.row));
  const toSuggest = picked.filter((row) => open.some((r) => r.row === row));
  const counts = [
    ['Added', report.added],
    ['Updated', report.updated],
    ['Skipped', report.skipped],
    ['Unmatched', report.unmatched],
  ] as const;

  return (
    <div className="reader-import-report">
      <section className="reader-import-section" aria-labelledby="import-report">
        <h2 id="import-report">Import report</h2>
        <dl className="reader-import-counts">
          {counts.map(([label, n]) => (
            <div key={label} className="reader-import-counts__item">
              <dt>{label}</dt>
              <dd>{formatNumber(n)}</dd>
            </div>
          ))}
        </dl>
        <Button variant="secondary" onClick={onDownload} busy={downloading} busyLabel="Downloading...">
          Download report (CSV)
        </Button>
      </section>

      {report.unmatchedRows.length > 0 ? (
        <section className="reader-import-section" aria-labelledby="import-suggest">
          <h2 id="import-suggest">Not in the catalogue</h2>
          <p className="reader-muted">
            Suggest these books and the catalogue team may add them; your shelf, rating and review are then linked to
            them.
          </p>
          <ul className="reader-import-rows">
            {report.unmatchedRows.map((row) => {
              const done = suggested.includes(row.row);
              return (
                <li key={row.row} className="reader-import-row reader-import-row--check">
                  <Checkbox
                    label={
                      <span className="ui-visually-hidden">
                        Suggest row {row.row}, {row.title}
                      </span>
                    }
                    checked={done || picked.includes(row.row)}
                    disabled={done || suggesting}
                    onChange={(e) =>
                      setPicked((p) => (e.target.checked ? [...p, row.row] : p.filter((n) => n !== row.row)))
                    }
                  />
                  <ImportRowSummary row={row} />
                  {done ? <span className="reader-import-tag reader-import-tag--done">Suggested</span> : null}
                </li>
              );
            })}
          </ul>
          {open.length > 0 ? (
            <Button
              onClick={() => onSuggest(toSuggest)}
              busy={suggesting}
              busyLabel="Suggesting..."
              disabled={toSuggest.length === 0}
            >
              Suggest these books
            </Button>
          ) : (
            <p className="reader-muted">Thank you: the catalogue team has your suggestions.</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
