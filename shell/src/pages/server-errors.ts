import { ApiError } from '@book/core';

/** Puts the server's per-field messages (`errors: { field: [..] }`) under the matching fields. */
export function applyServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }) => void,
): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const [field, messages] of Object.entries(error.errors)) {
    if ((fields as readonly string[]).includes(field) && messages?.length) {
      setError(field as F, { type: 'server', message: messages.join(' ') });
    }
  }
}
