// Two readers registered for one browser test file (a reader, and a writer whose reviews the reader meets), with the
// file's browser and undo steps: all of it removed once the file is done.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { deleteReaders, runCleanup, type Cleanup } from './cleanup';
import { apiLogin, registerReader, type ApiSession, type Credentials } from './session';

export interface TwoReaders {
  browser: Browser;
  reader: Credentials & { username: string };
  writer: Credentials & { username: string };
  /** The reader's and the writer's API sessions. */
  sr: ApiSession;
  sw: ApiSession;
  /** Undo steps the tests push as they make data; run before the two accounts go. */
  cleanup: Cleanup;
}

/**
 * Call it in the file's describe block: it adds the hooks that make and remove the two readers, whose fields are set
 * once `beforeAll` has run.
 */
export function twoReaders(readerPrefix: string, writerPrefix: string): TwoReaders {
  const the = { cleanup: [] as Cleanup } as TwoReaders;
  beforeAll(async () => {
    the.browser = await launchBrowser();
    [the.reader, the.writer] = await Promise.all([registerReader(readerPrefix), registerReader(writerPrefix)]);
    [the.sr, the.sw] = await Promise.all([apiLogin(the.reader), apiLogin(the.writer)]);
  });
  afterAll(async () => {
    await runCleanup(the.cleanup);
    // The two readers were made for this file: their accounts go, with anything of theirs left.
    await deleteReaders([
      [the.reader, the.sr],
      [the.writer, the.sw],
    ]);
    await the.browser?.close();
  });
  return the;
}
