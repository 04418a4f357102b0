import { useState } from 'react';
import { errorMessage, toast } from '@book/core';

interface ConfirmedDeleteOptions<T extends { _id: string }> {
  /** From the kit's useConfirm(). */
  confirm: (message: string) => Promise<boolean>;
  /** The spec's exact confirmation text. */
  message: string;
  /** The entity's delete mutation (it refreshes what the delete changes). */
  remove: (item: T) => Promise<unknown>;
  success: string;
  failure: string;
}

/** Confirm, delete one item at a time (no double submit), toast the outcome: the delete flow of every manager. */
export function useConfirmedDelete<T extends { _id: string }>(options: ConfirmedDeleteOptions<T>) {
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const handleDelete = async (item: T) => {
    if (deletingId) return;
    if (!(await options.confirm(options.message))) return;
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

  return { deletingId, handleDelete };
}
