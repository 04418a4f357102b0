import { Button } from '@book/shared-ui';

interface FormActionsProps {
  /** The class of the row that holds the two buttons. */
  className: string;
  /** The submit button's text, and its text while the form is saved. */
  submit: string;
  busy: boolean;
  busyLabel: string;
  onCancel: () => void;
  size?: 'sm';
}

/** A form's submit button with Cancel beside it; while the form is saved, Cancel waits too. */
export function FormActions({ className, submit, busy, busyLabel, onCancel, size }: FormActionsProps) {
  return (
    <div className={className}>
      <Button type="submit" size={size} busy={busy} busyLabel={busyLabel}>
        {submit}
      </Button>
      <Button variant="secondary" size={size} onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}
