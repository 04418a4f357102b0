import { errorMessage, toast } from '@book/core';

/** Runs a create or update and shows its outcome (the spec's texts); resolves true when it was saved. */
export async function saveWithToasts(save: () => Promise<unknown>, texts: { success: string; failure: string }): Promise<boolean> {
  try {
    await save();
    toast.success(texts.success);
    return true;
  } catch (err) {
    toast.error(errorMessage(err, texts.failure));
    return false;
  }
}
