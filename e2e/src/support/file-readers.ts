// The readers a browser test file registers for itself, with the file's browser: removed once the file is done.
// Each function is called in the file's describe block: it adds the hooks that make and remove its readers, whose
// fields are set once `beforeAll` has run.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { deleteReaders, runCleanup, type Cleanup } from './cleanup';
import { apiLogin, registerReader, type ApiSession, type Credentials } from './session';

type Reader = Credentials & { username: string };

export interface OneReader {
  browser: Browser;
  reader: Reader;
}

/** One reader, with what `prepare` makes for them through the API before the tests (removed with the account). */
export function oneReader(prefix: string, prepare?: (session: ApiSession) => Promise<unknown>): OneReader {
  const the = {} as OneReader;
  beforeAll(async () => {
    the.browser = await launchBrowser();
    the.reader = await registerReader(prefix);
    await prepare?.(await apiLogin(the.reader));
  });
  afterAll(async () => {
    // The account goes with all it made: its list, its reviews, its open suggestions.
    if (the.reader) await deleteReaders([[the.reader, await apiLogin(the.reader)]]);
    await the.browser?.close();
  });
  return the;
}

/** A reader, and a writer whose reviews the reader meets, with the file's undo steps. */
export interface TwoReaders extends OneReader {
  writer: Reader;
  /** The reader's and the writer's API sessions. */
  sr: ApiSession;
  sw: ApiSession;
  /** Undo steps the tests push as they make data; run before the two accounts go. */
  cleanup: Cleanup;
}

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
