import { toast } from '@book/core';

/** Runs a list load; a failure shows the screen's message once (spec 8: "Failed to load books", ...) and rethrows. */
export async function loadWithToast<T>(load: () => Promise<T>, failure: string): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if ((err as Error)?.name !== 'AbortError') toast.error(failure, { id: failure });
    throw err;
  }
}
