import { useState, type FormEvent } from 'react';
import { api, errorMessage, type ReportKind, type ReportReason } from '@book/core';
import { Button } from './Button';
import { Modal } from './Modal';
import { TextArea } from './TextArea';
import { RadioGroup } from './RadioGroup';
import { ThanksPanel } from './ThanksPanel';

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
 * Reports something a reader saw (a review, a comment, a profile, a club's post or reply, a club) to the
 * administrators with a reason (unmarked spoilers only for a review; "Other" says what is wrong in up to 500
 * characters). Once sent, the reader is thanked in the dialog. Every remote reports through it.
 */
export function ReportDialog({
  kind,
  target,
  open,
  onClose,
  what = WHAT[kind],
}: {
  kind: ReportKind;
  target: string;
  open: boolean;
  onClose: () => void;
  /** What is reported, as the title names it ("reply" for a club post that answers another). */
  what?: string;
}) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<{ reason?: string; text?: string; send?: string }>({});
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);

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
    <Modal open={open} title={`Report this ${what}`} onClose={close} busy={busy}>
      {thanks ? (
        <ThanksPanel className="ui-report" onClose={close}>
          {thanks}
        </ThanksPanel>
      ) : (
        <form className="ui-report" onSubmit={(e) => void submit(e)} noValidate>
          <RadioGroup
            legend="Reason"
            name="reason"
            choices={reasons}
            value={reason}
            onChange={setReason}
            error={error.reason}
          />
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
            <p className="ui-report__error" role="alert">
              {error.send}
            </p>
          )}
          <div className="ui-report__actions">
            <Button type="submit" busy={busy} busyLabel="Sending...">
              Send report
            </Button>
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
