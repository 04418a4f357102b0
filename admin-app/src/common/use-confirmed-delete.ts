import { useState } from 'react';
import { errorMessage, toast } from '@book/core';
import { useConfirm } from '@book/shared-ui';

/** The entity's delete mutation, called with the item's id (it refreshes what the delete changes). */
export interface DeleteMutation {
  mutateAsync: (id: string) => Promise<unknown>;
}

interface ConfirmedDeleteTexts {
  /** The spec's exact confirmation text. */
  message: string;
  /** The confirming button's text when it is not the kit's default (Suggestions' "Dismiss"). */
  confirmLabel?: string;
  success: string;
  failure: string;
}

/**
 * Confirm, delete one item at a time (no double submit), toast the outcome: the delete flow of every manager. The
 * screen renders `confirmDialog` once, with its other dialogs.
 */
export function useConfirmedDelete<T extends { _id: string }>(mutation: DeleteMutation, texts: ConfirmedDeleteTexts) {
  const [confirm, confirmDialog] = useConfirm();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const handleDelete = async (item: T) => {
    if (deletingId) return;
    if (!(await confirm(texts.message, { confirmLabel: texts.confirmLabel }))) return;
    setDeletingId(item._id);
    try {
      await mutation.mutateAsync(item._id);
      toast.success(texts.success);
    } catch (err) {
      toast.error(errorMessage(err, texts.failure));
    } finally {
      setDeletingId(null);
    }
  };

  return { deletingId, handleDelete, confirmDialog };
}
