/** How long a loop over a reader's file (or the catalogue) may hold the event loop before it lets other requests in. */
export const SLICE_MS = 10;

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Calls `fn` on each item, yielding to the event loop whenever the current slice has run SLICE_MS: a loop over
 * 20,000 rows or the whole catalogue never holds other requests (the liveness probe included) for longer.
 */
export async function forEachInSlices<T>(items: Iterable<T>, fn: (item: T) => void): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    fn(item);
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
}
