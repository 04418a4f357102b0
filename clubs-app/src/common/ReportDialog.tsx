import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, errorMessage, type ReportKind, type ReportReason } from '@book/core';
import { Button, Modal, TextArea } from '@book/shared-ui';

export const MAX_REPORT_TEXT = 500;

// Spoilers are the reviews' reason alone: in a club, the schedule keeps what lies ahead from each member.
const REASONS: { value: ReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment' },
  { value: 'other', label: 'Other' },
];

/**
 * Reports a club's post, a reply or the club itself to the administrators with a reason ("Other" says what is wrong
 * in up to 500 characters). Once sent, the reader is thanked in the dialog, as everywhere in the product.
 */
export function ReportDialog({
  kind,
  target,
  what,
  onClose,
}: {
  kind: ReportKind;
  target: string;
  /** What is reported, as the dialog's title names it: "post", "reply", "club". */
  what: string;
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
    } catch (failure) {
      setError({ send: errorMessage(failure, 'Could not send the report') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={`Report this ${what}`} onClose={onClose} busy={busy}>
      {thanks ? (
        <div className="club-report">
          <p role="status">{thanks}</p>
          <Button ref={closeButton} onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
        <form className="club-report" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="club-report__reasons" aria-describedby={error.reason ? 'club-report-reason' : undefined}>
            <legend>Reason</legend>
            {REASONS.map((r) => (
              <label key={r.value} className="club-report__reason">
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
            {error.reason ? (
              <p id="club-report-reason" className="ui-field__error" role="alert">
                {error.reason}
              </p>
            ) : null}
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
          {error.send ? (
            <p className="ui-field__error" role="alert">
              {error.send}
            </p>
          ) : null}
          <div className="clubs-form__actions">
            <Button type="submit" busy={busy} busyLabel="Sending…">
              Send report
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
