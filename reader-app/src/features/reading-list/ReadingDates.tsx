import { useState, type FormEvent } from 'react';
import type { ReadingListEntry } from '@book/core';
import { FormActions } from '../../common/FormActions';
import { TextField, formatDay, localDay } from '@book/shared-ui';

export type ReadingDatesChange = { startedAt: string | null; finishedAt: string | null };

/** A reading date (a day, kept as its UTC midnight: formatDay) as a date input holds it. */
const dateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The started / finished line of an entry, with a small form to edit both dates. */
export function ReadingDates({
  entry,
  title,
  saving,
  onSave,
}: {
  entry: ReadingListEntry;
  title: string;
  saving: boolean;
  onSave: (dates: ReadingDatesChange) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState(false);
  const [startedAt, setStartedAt] = useState('');
  const [finishedAt, setFinishedAt] = useState('');
  const [error, setError] = useState('');

  const open = () => {
    setStartedAt(dateInput(entry.startedAt));
    setFinishedAt(dateInput(entry.finishedAt));
    setError('');
    setEditing(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (startedAt && finishedAt && finishedAt < startedAt)
      return setError('Finish date cannot be before the start date');
    if (await onSave({ startedAt: startedAt || null, finishedAt: finishedAt || null })) setEditing(false);
  };

  if (!editing) {
    const parts = [
      entry.startedAt && `Started ${formatDay(entry.startedAt)}`,
      entry.finishedAt && `Finished ${formatDay(entry.finishedAt)}`,
    ].filter(Boolean);
    return (
      <p className="reader-muted reader-rl-entry__dates">
        {parts.length ? parts.join(' · ') : 'No reading dates'}
        <button
          type="button"
          className="reader-rl-entry__edit-dates"
          onClick={open}
          aria-label={`Edit dates of ${title}`}
        >
          Edit dates
        </button>
      </p>
    );
  }
  return (
    <form
      className="reader-rl-dates"
      onSubmit={(e) => void submit(e)}
      aria-label={`Reading dates of ${title}`}
      noValidate
    >
      <TextField
        label="Started"
        type="date"
        value={startedAt}
        max={localDay()}
        onChange={(e) => setStartedAt(e.target.value)}
      />
      <TextField
        label="Finished"
        type="date"
        value={finishedAt}
        min={startedAt || undefined}
        max={localDay()}
        onChange={(e) => setFinishedAt(e.target.value)}
        error={error || undefined}
      />
      <FormActions
        className="reader-rl-dates__actions"
        size="sm"
        submit="Save dates"
        busy={saving}
        busyLabel="Saving..."
        onCancel={() => setEditing(false)}
      />
    </form>
  );
}
