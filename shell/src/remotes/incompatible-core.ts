/** A remote built for a core the shell does not provide (a newer major): why its slot shows the fallback. */
export interface IncompatibleCore {
  /** The core version this page runs (the shell's). */
  provided: string;
  /** The range the remote's build declares. */
  required: string;
}

// What Module Federation throws when a strict singleton cannot satisfy a consumer (tools/webpack/create-config.js
// shares @book/core with strictVersion). e2e/src/shared-core-and-kit.e2e.ts proves the real runtime says this.
const STRICT_SINGLETON_MISMATCH =
  /Version (\S+) from \S+ of shared singleton module @book\/core does not satisfy the requirement of \S+ which needs ([^\s)]+)/;

/** The core mismatch behind a remote's load failure, or null when it failed for another reason. */
export function incompatibleCore(error: unknown): IncompatibleCore | null {
  const match = error instanceof Error ? STRICT_SINGLETON_MISMATCH.exec(error.message) : null;
  return match ? { provided: match[1], required: match[2] } : null;
}
