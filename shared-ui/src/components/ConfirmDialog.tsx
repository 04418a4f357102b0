import { useCallback, useRef, useState, type ReactElement } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The spec's exact confirmation text; it also labels the dialog. */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Confirmation running: buttons disabled, the dialog cannot be dismissed. */
  busy?: boolean;
  /** Style of the confirm button (default danger). */
  variant?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation dialog (Cancel has the initial focus, so Enter never deletes by accident). */
export function ConfirmDialog({
  open,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  variant = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={message}
      onClose={onCancel}
      busy={busy}
      className="ui-confirm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={variant} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

export interface ConfirmOptions {
  confirmLabel?: string;
  cancelLabel?: string;
  variant?: 'danger' | 'primary';
}

type Pending = { message: string; options: ConfirmOptions; resolve: (ok: boolean) => void };

/**
 * Imperative confirmation: `const [confirm, confirmDialog] = useConfirm();` render `{confirmDialog}` once, then
 * `if (await confirm('Are you sure you want to delete this book?')) ...`.
 */
export function useConfirm(): [(message: string, options?: ConfirmOptions) => Promise<boolean>, ReactElement] {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback((message: string, options: ConfirmOptions = {}) => {
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { message, options, resolve };
      pendingRef.current = next;
      setPending(next);
    });
  }, []);

  const settle = (ok: boolean) => {
    pendingRef.current?.resolve(ok);
    pendingRef.current = null;
    setPending(null);
  };

  const element = (
    <ConfirmDialog
      open={pending !== null}
      message={pending?.message ?? ''}
      confirmLabel={pending?.options.confirmLabel}
      cancelLabel={pending?.options.cancelLabel}
      variant={pending?.options.variant}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return [confirm, element];
}
