/**
 * Preloaded (`node -r`) into API processes a test starts: if the test runner dies without stopping them (killed,
 * crashed), they exit too instead of living on as orphans.
 */
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(1);
  }
}, 1000).unref();
