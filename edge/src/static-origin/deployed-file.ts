import { readFileSync, statSync } from 'node:fs';

/**
 * A deployed file read when it changes (re-read after a deployment replaces it), through `parse`; null while it is
 * missing or unreadable.
 */
export function readWhenChanged<T>(file: string, parse: (text: string) => T): () => T | null {
  let read: { mtime: number; value: T | null } = { mtime: -1, value: null };
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs !== read.mtime) read = { mtime: mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    } catch {
      read = { mtime: -1, value: null };
    }
    return read.value;
  };
}
