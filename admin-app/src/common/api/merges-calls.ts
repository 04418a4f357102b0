import { data, page, type Author, type Book } from '@book/core';
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

export const mergesApi = {
  preview: (pair: MergePair, signal?: AbortSignal) =>
    data(http.get('/api/merges/preview', { params: { query: pair }, signal })),
  /** Starts the merge: the server answers its job (202), read at `job` until done or failed. */
  merge: (input: MergeInput) => data(http.post('/api/merges', { body: input })),
  job: (id: string, signal?: AbortSignal) =>
    data(http.get('/api/merges/jobs/{id}', { params: { path: { id } }, signal })),
  log: (query: { page: number; limit: number }, signal?: AbortSignal) =>
    page(http.get('/api/merges', { params: { query }, signal })),
};

/** A book's title or an author's name. */
export const recordName = (record: Book | Author): string => ('title' in record ? record.title : record.name);
