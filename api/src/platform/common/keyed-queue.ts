/**
 * Runs tasks one after another per key (and concurrently across keys).
 * Aggregates are recomputed from source; running two recomputations of the same key in
 * parallel could let the older read win the final write, so they are serialized in-process.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    // Forget the key once its queue drains, so the map does not grow without bound.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
