import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Modal, type ModalProps } from '@book/shared-ui';

interface AdminFormModalProps {
  /** The form's id: the footer's submit button points at it. */
  id: string;
  open: boolean;
  title: string;
  /** The submit button's text, e.g. "Create Book" / "Update Book". */
  submitLabel: string;
  onClose: () => void;
  /** react-hook-form's `handleSubmit(save)`: validation, then the save (uploads included). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Keeps the submit button disabled (e.g. while an image is being removed). */
  submitDisabled?: boolean;
  size?: ModalProps['size'];
  children: ReactNode;
}

/**
 * The add/edit dialog of the admin screens: the form, and Cancel and submit in the footer. While a submit runs the
 * dialog is busy (Cancel, Escape and the submit button wait) and a second submit (Enter twice) is ignored; the guard
 * is a ref because a second Enter can arrive before React re-renders with the busy state.
 */
export function AdminFormModal({
  id,
  open,
  title,
  submitLabel,
  onClose,
  onSubmit,
  submitDisabled = false,
  size,
  children,
}: AdminFormModalProps) {
  const submitting = useRef(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (submitting.current) {
      event.preventDefault();
      return;
    }
    submitting.current = true;
    setSaving(true);
    try {
      await onSubmit(event);
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      busy={saving}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={id} busy={saving} busyLabel="Saving..." disabled={saving || submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={id} className="admin-form" onSubmit={submit} noValidate aria-busy={saving}>
        {children}
      </form>
    </Modal>
  );
}
