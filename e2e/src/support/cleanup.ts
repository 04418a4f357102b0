// What a browser test file made through the API, removed once the file is done.
import { apiCall, type ApiSession, type Credentials } from './session';

/** Undo steps pushed by a file's tests as they make data. */
export type Cleanup = (() => Promise<unknown>)[];

const warn = (e: unknown) => console.warn('cleanup:', (e as Error).message);

/** Runs the undo steps, newest first; one that fails is logged and the others still run. */
export async function runCleanup(cleanup: Cleanup): Promise<void> {
  for (const undo of cleanup.reverse()) await undo().catch(warn);
}

/** Deletes the accounts of readers registered for the file, with anything of theirs left. */
export async function deleteReaders(readers: [Credentials | undefined, ApiSession | undefined][]): Promise<void> {
  for (const [who, session] of readers)
    if (who && session) await apiCall('DELETE', '/auth/account', session.token, { password: who.password }).catch(warn);
}
