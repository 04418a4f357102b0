// What a benchmark started (APIs, database clients), stopped once it is done or interrupted: each start registers its
// stop in `cleanups`; `cleanup()` runs them newest first, a stop that fails not keeping the others from running.
// Ctrl-C or SIGTERM stops everything too before exiting (with 130), so no API or database outlives the benchmark.
export function benchCleanups() {
  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => cleanup().then(() => process.exit(130)));
  return { cleanups, cleanup };
}
