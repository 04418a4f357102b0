import { errorMessage, toast } from '@book/core';

/**
 * Runs a create or update and shows its outcome (the spec's texts); resolves with `{ value }` (what the API answered)
 * when it was saved, else null.
 * `onError` lets a form also show the failure at the field it concerns.
 */
export async function saveWithToasts<T>(
  save: () => Promise<T>,
  texts: { success: string; failure: string },
  onError?: (err: unknown) => void,
): Promise<{ value: T } | null> {
  try {
    const value = await save();
    toast.success(texts.success);
    return { value };
  } catch (err) {
    toast.error(errorMessage(err, texts.failure));
    onError?.(err);
    return null;
  }
}
