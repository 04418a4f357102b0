import { useState, type ReactNode } from 'react';
import { Button } from '@book/shared-ui';
import { PreviewFacts, plural } from './PreviewFacts';
import { PreviewPanel } from './PreviewPanel';
import {
  recordName,
  type MergeField,
  type MergeFieldValue,
  type MergeMoves,
  type MergePreview,
  type MergeReader,
  type MergeSide,
} from '../../common/api/merges-calls';

/** What moves to the kept record, in the order the preview lists it. */
const MOVES: { key: keyof MergeMoves; one: string; many: string }[] = [
  { key: 'books', one: 'book', many: 'books' },
  { key: 'reviews', one: 'review or rating', many: 'reviews and ratings' },
  { key: 'listEntries', one: 'reading-list entry', many: 'reading-list entries' },
  { key: 'likes', one: 'like', many: 'likes' },
  { key: 'comments', one: 'comment', many: 'comments' },
  { key: 'activity', one: 'activity item', many: 'activity items' },
  { key: 'suggestions', one: 'suggestion', many: 'suggestions' },
  { key: 'reports', one: 'report', many: 'reports' },
];

/** A field's value as the preview shows it; an empty one says so. */
function FieldValue({ value }: { value: MergeFieldValue }) {
  return value === null || value === '' ? (
    <span className="admin-muted">Not set</span>
  ) : (
    <span className="admin-merge-value">{value}</span>
  );
}

/** The readers a conflict names, the first few by name: "ana, bo and 3 more". */
function readerNames(readers: MergeReader[]): string {
  const named = readers.slice(0, 3).map((reader) => reader.username || 'a deleted account');
  const rest = readers.length - named.length;
  return rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ');
}

interface FieldChoiceProps {
  field: MergeField;
  side: MergeSide;
  chosen: MergeSide;
  onChoose: (side: MergeSide) => void;
}

/** One side of a differing field: a radio labelled by the field and its value. */
function FieldChoice({ field, side, chosen, onChoose }: FieldChoiceProps) {
  return (
    <label className="admin-merge-choice">
      <input
        type="radio"
        name={`merge-field-${field.name}`}
        value={side}
        checked={chosen === side}
        onChange={() => onChoose(side)}
      />
      <span className="ui-visually-hidden">{`${field.label}: `}</span>
      <FieldValue value={field[side]} />
    </label>
  );
}

interface MergePreviewPanelProps {
  preview: MergePreview;
  /** Shown in place of the Merge button while the merge runs (its job's progress). */
  progress?: ReactNode;
  /** Called with the side each differing field's value is taken from. */
  onMerge: (fields: Record<string, MergeSide>) => void;
}

/**
 * A merge's preview: every field side by side (for each that differs, the value to keep, the kept record's unless
 * chosen otherwise), what moves to the kept record, the conflicts and how the rules settle them, then Merge. A merge
 * that stopped before its end shows what is left, and completes.
 */
export function MergePreviewPanel({ preview, progress, onMerge }: MergePreviewPanelProps) {
  const { fields, moves, conflicts, rules } = preview;
  const [keep, merge] = [recordName(preview.keep), recordName(preview.merge)];
  const [chosen, setChosen] = useState<Record<string, MergeSide>>({});
  const sideOf = (field: MergeField): MergeSide => chosen[field.name] ?? 'keep';
  const moving = MOVES.filter(({ key }) => moves[key] !== undefined && moves[key] !== null);
  const conflictTexts = [
    conflicts.reviews.length > 0 &&
      `${plural(conflicts.reviews.length, 'reader reviewed both', 'readers reviewed both')}: ${readerNames(conflicts.reviews)}`,
    conflicts.listEntries.length > 0 &&
      `${plural(conflicts.listEntries.length, 'reader has both on their list', 'readers have both on their list')}: ${readerNames(conflicts.listEntries)}`,
  ].filter((text): text is string => Boolean(text));

  const submit = () =>
    onMerge(Object.fromEntries(fields.filter((field) => field.differs).map((field) => [field.name, sideOf(field)])));

  return (
    <PreviewPanel
      summary={
        preview.resumes ? (
          <>
            The merge of <strong>{merge}</strong> into <strong>{keep}</strong> stopped before its end: the
            duplicate&apos;s address already leads to the kept record. Completing it moves what is still on the
            duplicate.
          </>
        ) : (
          <>
            <strong>{merge}</strong> will be merged into <strong>{keep}</strong>: everything moves to the kept record,
            and the duplicate&apos;s address leads to it. A merge cannot be undone.
          </>
        )
      }
      action={
        progress ?? (
          <Button variant="danger" onClick={submit}>
            {preview.resumes ? 'Complete the merge' : `Merge into ${keep}`}
          </Button>
        )
      }
    >
      <p className="admin-merge-preview__hint">Where the fields differ, choose the value to keep.</p>
      <div className="admin-table-wrap">
        <table className="admin-table admin-merge-fields">
          <caption className="ui-visually-hidden">The fields of the two records</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Kept record</th>
              <th scope="col">Duplicate</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr
                key={field.name}
                data-testid="admin-merge-field"
                className={field.differs ? 'is-different' : undefined}
              >
                <th scope="row">{field.label}</th>
                {(['keep', 'merge'] as const).map((side) => (
                  <td key={side}>
                    {field.differs ? (
                      <FieldChoice
                        field={field}
                        side={side}
                        chosen={sideOf(field)}
                        onChoose={(value) => setChosen((all) => ({ ...all, [field.name]: value }))}
                      />
                    ) : (
                      <FieldValue value={field[side]} />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PreviewFacts
        movesTitle="What moves to the kept record"
        moves={moving.map(({ key, one, many }) => plural(moves[key] ?? 0, one, many))}
        conflicts={conflictTexts}
        noConflicts="No reader has both records."
        rules={rules}
      />
    </PreviewPanel>
  );
}
