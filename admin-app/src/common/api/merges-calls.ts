import { ApiError, data, page, type Author, type Book } from '@book/core';
import { adminHttp as http, type AdminSchemas as ApiSchemas } from './admin-http';

/** What a merge joins: two books (the same edition entered twice) or two authors (one person). */
export type MergeKind = ApiSchemas['MergeKind'];
export type MergePreview = ApiSchemas['MergePreview'];
export type MergeField = ApiSchemas['MergeField'];
export type MergeFieldValue = MergeField['keep'];
export type MergeMoves = ApiSchemas['MergeMoves'];
/** A reader named by a conflict or the log; `username` is empty when the account is gone. */
export type MergeReader = ApiSchemas['MergeReader'];
export type MergeInput = ApiSchemas['MergeInput'];
export type MergeLogEntry = ApiSchemas['MergeLogEntry'];
/** A record as the log names it: its title or name when merged. */
export type MergeRecord = ApiSchemas['MergedRecordRef'];
/** Which record a field's value is taken from. */
export type MergeSide = 'keep' | 'merge';
/** The two records of a merge: `merge` goes, everything it has moves to `keep`. */
export type MergePair = Pick<MergeInput, 'kind' | 'keep' | 'merge'>;

/** A merge, a group or a split running on the server: its step, then the kept record or why it stopped. */
export type CatalogueJob = ApiSchemas['CatalogueJob'];

/** How often a running job is read again. */
export const JOB_POLL_MS = 1000;

/**
 * Waits for a job the server answered 202 with, reading it every JOB_POLL_MS: the kept record once done; a job that
 * failed rejects with its message (shown as the toast, as the server's message of a refused request is).
 */
export async function untilDone(started: CatalogueJob, onStep?: (job: CatalogueJob) => void): Promise<Book | Author> {
  let job = started;
  onStep?.(job);
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    job = await mergesApi.job(job._id);
    onStep?.(job);
  }
  // The server wrote the failed job's message for the administrator: shown as a refused request's would be.
  if (job.status === 'failed' || !job.result) throw new ApiError(500, job.message ?? '', undefined, !!job.message);
  return job.result as Book | Author;
}

export const mergesApi = {
  preview: (pair: MergePair, signal?: AbortSignal) =>
    data(http.get('/api/merges/preview', { params: { query: pair }, signal })),
  /** Starts the merge (the server answers its job, 202). */
  merge: (input: MergeInput) => data(http.post('/api/merges', { body: input })),
  /** Merges and waits for the merge's job: the kept record. */
  mergeAndWait: async (input: MergeInput, onStep?: (job: CatalogueJob) => void): Promise<Book | Author> =>
    untilDone(await data(http.post('/api/merges', { body: input })), onStep),
  job: (id: string, signal?: AbortSignal) =>
    data(http.get('/api/merges/jobs/{id}', { params: { path: { id } }, signal })),
  log: (query: { page: number; limit: number }, signal?: AbortSignal) =>
    page(http.get('/api/merges', { params: { query }, signal })),
};

/** A book's title or an author's name. */
export const recordName = (record: Book | Author): string => ('title' in record ? record.title : record.name);
