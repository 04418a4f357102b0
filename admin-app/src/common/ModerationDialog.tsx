import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { TextArea, TextField } from '@book/shared-ui';
import { AdminFormModal } from './AdminFormModal';
import './moderation.css';

export const NOTE_MAX = 500;
const DAYS_MAX = 3650;

/** What the administrator decided: a note, and for a suspension whole days or `null` (until lifted). */
export interface ModerationDecision {
  note: string;
  days?: number | null;
}

interface ModerationDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** Asks how long (days or until lifted): a suspension. */
  suspension?: boolean;
  /** What the note is for, e.g. "The author is told why." */
  noteHint: string;
  onClose: () => void;
  /** Resolves once done (the dialog stays busy meanwhile); the caller closes it on success. */
  onSubmit: (decision: ModerationDecision) => Promise<void>;
}

type Duration = '' | 'days' | 'lifted';

/**
 * The admin's decision with a note (Remove content, Mark as spoiler, Suspend): a suspension needs either a number
 * of whole days (1-3650) or "until lifted", chosen explicitly so that no one is suspended for a default length.
 */
export function ModerationDialog({
  open,
  title,
  submitLabel,
  suspension = false,
  noteHint,
  onClose,
  onSubmit,
}: ModerationDialogProps) {
  const id = `moderation-${useId().replace(/:/g, '')}`;
  const [duration, setDuration] = useState<Duration>('');
  const [days, setDays] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ duration?: string; days?: string }>({});

  useEffect(() => {
    if (!open) return;
    setDuration('');
    setDays('');
    setNote('');
    setErrors({});
  }, [open]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const decision: ModerationDecision = { note: note.trim() };
    if (suspension) {
      if (duration === '') return setErrors({ duration: 'Choose how long the suspension lasts' });
      if (duration === 'days') {
        const n = Number(days);
        if (!/^\d+$/.test(days.trim()) || n < 1 || n > DAYS_MAX)
          return setErrors({ days: `Enter whole days from 1 to ${DAYS_MAX}` });
        decision.days = n;
      } else decision.days = null;
    }
    setErrors({});
    await onSubmit(decision);
  };

  const choice = { group: `${id}-duration`, chosen: duration, onChoose: setDuration };
  return (
    <AdminFormModal id={id} open={open} title={title} submitLabel={submitLabel} onClose={onClose} onSubmit={submit}>
      {suspension && (
        <fieldset
          className="admin-moderation__duration"
          aria-describedby={errors.duration ? `${id}-duration-error` : undefined}
        >
          <legend>How long</legend>
          <DurationChoice value="days" {...choice}>
            For a number of days
          </DurationChoice>
          {duration === 'days' && (
            <TextField
              label="Days"
              type="number"
              inputMode="numeric"
              min={1}
              max={DAYS_MAX}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              error={errors.days}
              required
            />
          )}
          <DurationChoice value="lifted" {...choice}>
            Until lifted
          </DurationChoice>
          {errors.duration && (
            <p className="ui-field__error" id={`${id}-duration-error`} role="alert">
              {errors.duration}
            </p>
          )}
        </fieldset>
      )}
      <TextArea
        label="Note"
        hint={noteHint}
        maxLength={NOTE_MAX}
        showCount
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </AdminFormModal>
  );
}

interface DurationChoiceProps {
  value: Exclude<Duration, ''>;
  /** The radio group's name. */
  group: string;
  chosen: Duration;
  onChoose: (duration: Duration) => void;
  children: ReactNode;
}

/** One answer to "How long": a radio button and its text. */
function DurationChoice({ value, group, chosen, onChoose, children }: DurationChoiceProps) {
  return (
    <label className="admin-moderation__choice">
      <input type="radio" name={group} value={value} checked={chosen === value} onChange={() => onChoose(value)} />
      {children}
    </label>
  );
}
