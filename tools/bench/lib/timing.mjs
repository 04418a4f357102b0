// How `bench scale` times a request: runs after unmeasured warm-up runs, and a request alternated with its floor.

/** The middle value (the upper one of an even count). */
export const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The timers of a benchmark that measures `runs` runs of each thing after `warmup` unmeasured ones. */
export function timing({ runs, warmup }) {
  async function time(fn) {
    const start = performance.now();
    await fn();
    return performance.now() - start;
  }

  /** The times of `fn` over `runs` runs, after `warmup` unmeasured ones. */
  async function times(fn) {
    for (let i = 0; i < warmup; i++) await fn();
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await time(fn));
    return all;
  }

  const median = async (fn) => middle(await times(fn));

  /**
   * A request and its driver query, alternated run by run (the order swapped every run), so that a change of the
   * machine's load during the measurement weighs on both alike: the medians of each, the median of the per-run
   * ratios request / (driver query + the empty request's median), and the fastest run of each (load only ever adds
   * time, so on a busy machine the fastest runs are the closest to what each costs).
   */
  async function alternated(request, floor, emptyMs) {
    for (let i = 0; i < warmup; i++) {
      await request();
      await floor();
    }
    const ms = [];
    const driverMs = [];
    const ratios = [];
    for (let i = 0; i < runs; i++) {
      let a, d;
      if (i % 2 === 0) {
        a = await time(request);
        d = await time(floor);
      } else {
        d = await time(floor);
        a = await time(request);
      }
      ms.push(a);
      driverMs.push(d);
      ratios.push(a / (d + emptyMs));
    }
    return {
      ms: middle(ms),
      driverMs: middle(driverMs),
      ratio: middle(ratios),
      fastestMs: Math.min(...ms),
      fastestDriverMs: Math.min(...driverMs),
    };
  }

  return { time, times, median, alternated };
}
