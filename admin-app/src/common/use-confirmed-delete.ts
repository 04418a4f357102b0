import { useState } from 'react';
import { errorMessage, toast } from '@book/core';
import { useConfirm } from '@book/shared-ui';

interface ConfirmedDeleteOptions<T extends { _id: string }> {
  /** The spec's exact confirmation text. */
  message: string;
  /** The confirming button's text when it is not the kit's default (Suggestions' "Dismiss"). */
  confirmLabel?: string;
  /** The entity's delete mutation (it refreshes what the delete changes). */
  remove: (item: T) => Promise<unknown>;
  success: string;
  failure: string;
}

/**
 * Confirm, delete one item at a time (no double submit), toast the outcome: the delete flow of every manager. The
 * screen renders `confirmDialog` once, with its other dialogs.
 */
export function useConfirmedDelete<T extends { _id: string }>(options: ConfirmedDeleteOptions<T>) {
  const [confirm, confirmDialog] = useConfirm();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const handleDelete = async (item: T) => {
    if (deletingId) return;
    if (!(await confirm(options.message, { confirmLabel: options.confirmLabel }))) return;
    setDeletingId(item._id);
    try {
      await options.remove(item);
      toast.success(options.success);
    } catch (err) {
      toast.error(errorMessage(err, options.failure));
    } finally {
      setDeletingId(null);
    }
  };

  return { deletingId, handleDelete, confirmDialog };
}
