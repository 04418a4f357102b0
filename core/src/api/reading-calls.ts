import { data, download, http, multipart } from './http';
import type {
  ImportConfirmInput,
  ImportPreview,
  ImportStatus,
  ReadingGoal,
  ReadingListEntry,
  ReadingListUpdate,
  ReadingStatus,
  SuggestResult,
  YearStats,
} from './types';

/**
 * The browser's IANA time zone, sent with the calls that date something as a day: reading dates are calendar days
 * (the API sets "today" as the day it is where the reader is), My Year's goal schedule counts the days up to that
 * today, and the export's Date Added is the day a book was added there. Undefined (the API then takes UTC) when the browser cannot tell.
 */
function readerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The reader's own reading: their list, their goals, importing a reading history and exporting their data. */
export const readingCalls = {
  readingList: {
    list: (signal?: AbortSignal): Promise<ReadingListEntry[]> => data(http.get('/api/reading-list', { signal })),
    add: (bookId: string, status: ReadingStatus): Promise<ReadingListEntry> =>
      data(http.post('/api/reading-list', { body: { bookId, status, timeZone: readerTimeZone() } })),
    /** A status and/or reading dates (days, "YYYY-MM-DD"). */
    update: (id: string, changes: ReadingListUpdate): Promise<ReadingListEntry> =>
      data(
        http.put('/api/reading-list/{id}', {
          params: { path: { id } },
          body: { timeZone: readerTimeZone(), ...changes },
        }),
      ),
    remove: (id: string): Promise<null> => data(http.delete('/api/reading-list/{id}', { params: { path: { id } } })),
    /** "My year": the figures of the books the reader finished in `year`, with the goal's progress. */
    year: (year: number, signal?: AbortSignal): Promise<YearStats> =>
      data(
        http.get('/api/reading-list/years/{year}', {
          params: { path: { year }, query: { timeZone: readerTimeZone() } },
          signal,
        }),
      ),
  },
  goals: {
    /** null when no goal is set for the year. */
    get: (year: number, signal?: AbortSignal): Promise<ReadingGoal | null> =>
      data(http.get('/api/goals/{year}', { params: { path: { year } }, signal })),
    set: (year: number, target: number): Promise<ReadingGoal> =>
      data(http.put('/api/goals/{year}', { params: { path: { year } }, body: { target } })),
    clear: (year: number): Promise<null> => data(http.delete('/api/goals/{year}', { params: { path: { year } } })),
  },
  /** Reading-history import: preview a file, confirm it (a background job), poll its status, download its report. */
  imports: {
    preview: (file: File): Promise<ImportPreview> => data(http.post('/api/imports', { body: multipart('file', file) })),
    confirm: (id: string, input: ImportConfirmInput = {}): Promise<ImportStatus> =>
      data(http.post('/api/imports/{id}/confirm', { params: { path: { id } }, body: input })),
    status: (id: string, signal?: AbortSignal): Promise<ImportStatus> =>
      data(http.get('/api/imports/{id}', { params: { path: { id } }, signal })),
    report: (id: string) => download('import-report.csv', '/api/imports/{id}/report.csv', { params: { path: { id } } }),
    /** Suggests unmatched rows of this import to the catalogue's administrators. */
    suggest: (id: string, rows: number[]): Promise<SuggestResult> =>
      data(http.post('/api/imports/{id}/suggestions', { params: { path: { id } }, body: { rows } })),
  },
  /** The signed-in reader's data: Goodreads-compatible CSV, and everything held about them as JSON. */
  exports: {
    csv: () =>
      download('goodreads_library_export.csv', '/api/users/me/export.csv', {
        params: { query: { timeZone: readerTimeZone() } },
      }),
    json: () => download('my-data.json', '/api/users/me/export.json'),
  },
};
