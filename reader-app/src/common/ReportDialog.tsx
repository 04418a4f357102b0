import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, errorMessage, type ReportKind, type ReportReason } from '@book/core';
import { FormActions } from './FormActions';
import { Button, Modal, TextArea } from '@book/shared-ui';

export const MAX_REPORT_TEXT = 500;

const REASONS: { value: ReportReason; label: string; reviewsOnly?: boolean }[] = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment' },
  { value: 'spoilers', label: 'Unmarked spoilers', reviewsOnly: true },
  { value: 'other', label: 'Other' },
];

const WHAT: Record<ReportKind, string> = {
  review: 'review',
  comment: 'comment',
  reader: 'profile',
  'club-post': 'post',
  club: 'club',
};

/**
 * Reports a review, a comment or a reader's profile to the administrators with a reason (unmarked spoilers only for a
 * review; "Other" says what is wrong in up to 500 characters). Once sent, the reader is thanked in the dialog.
 */
export function ReportDialog({
  kind,
  target,
  open,
  onClose,
}: {
  kind: ReportKind;
  target: string;
  open: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<{ reason?: string; text?: string; send?: string }>({});
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  // The thanks replaces the form (and the focused Send report): the focus moves to its Close.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (thanks) closeButton.current?.focus();
  }, [thanks]);

  const close = () => {
    setReason('');
    setText('');
    setError({});
    setThanks(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const problems: typeof error = {};
    if (!reason) problems.reason = 'Please choose a reason';
    if (reason === 'other' && !trimmed) problems.text = 'Please say what is wrong';
    if (trimmed.length > MAX_REPORT_TEXT) problems.text = `Details must be at most ${MAX_REPORT_TEXT} characters`;
    setError(problems);
    if (problems.reason || problems.text || !reason || busy) return;
    setBusy(true);
    try {
      const receipt = await api.reports.create({ kind, target, reason, ...(trimmed ? { text: trimmed } : {}) });
      setThanks(receipt.message || 'Thanks, an administrator will look at it');
    } catch (err) {
      setError({ send: errorMessage(err, 'Could not send the report') });
    } finally {
      setBusy(false);
    }
  };

  const reasons = REASONS.filter((r) => !r.reviewsOnly || kind === 'review');
  return (
    <Modal open={open} title={`Report this ${WHAT[kind]}`} onClose={close} busy={busy}>
      {thanks ? (
        <div className="reader-report">
          <p role="status">{thanks}</p>
          <Button ref={closeButton} onClick={close}>
            Close
          </Button>
        </div>
      ) : (
        <form className="reader-report" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset
            className="reader-report__reasons"
            aria-describedby={error.reason ? 'reader-report-reason-error' : undefined}
          >
            <legend>Reason</legend>
            {reasons.map((r) => (
              <label key={r.value} className="reader-report__reason">
                <input
                  type="radio"
                  name="reason"
                  value={r.value}
                  checked={reason === r.value}
                  onChange={() => setReason(r.value)}
                />{' '}
                {r.label}
              </label>
            ))}
            {error.reason && (
              <p id="reader-report-reason-error" className="reader-report__error" role="alert">
                {error.reason}
              </p>
            )}
          </fieldset>
          <TextArea
            label={reason === 'other' ? 'What is wrong' : 'Details (optional)'}
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={MAX_REPORT_TEXT}
            showCount
            error={error.text}
          />
          {error.send && (
            <p className="reader-report__error" role="alert">
              {error.send}
            </p>
          )}
          <FormActions
            className="reader-report__actions"
            submit="Send report"
            busy={busy}
            busyLabel="Sending..."
            onCancel={close}
          />
        </form>
      )}
    </Modal>
  );
}
