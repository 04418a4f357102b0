import { data, page, typedHttp, type Author, type Book, type PageMeta } from '@book/core';

/** What a merge joins: two books (the same edition entered twice) or two authors (one person). */
export type MergeKind = 'books' | 'authors';

/** Which record a field's value is taken from. */
export type MergeSide = 'keep' | 'merge';

/** The two records of a merge: `merge` goes, everything it has moves to `keep`. */
export interface MergePair {
  kind: MergeKind;
  keep: string;
  merge: string;
}

/** A record as the log names it: its title or name when merged. */
export interface MergeRecord {
  _id: string;
  name: string;
}

/** A field's value as the preview shows it: text, a number, or null when the record has none. */
export type MergeFieldValue = string | number | null;

export interface MergeField {
  name: string;
  label: string;
  keep: MergeFieldValue;
  merge: MergeFieldValue;
  differs: boolean;
}

export interface MergeMoves {
  reviews: number;
  listEntries: number;
  likes: number;
  comments: number;
  activity: number;
  suggestions: number;
  reports: number;
  books?: number;
}

/** A reader named by a conflict or the log; `username` is empty when the account is gone. */
export interface MergeReader {
  _id: string;
  username: string;
}

export interface MergePreview {
  kind: MergeKind;
  keep: Book | Author;
  merge: Book | Author;
  fields: MergeField[];
  moves: MergeMoves;
  /** The readers who have both records: both reviewed, or both on their reading list. */
  conflicts: { reviews: MergeReader[]; listEntries: MergeReader[] };
  /** How the rules settle the conflicts, one sentence each. */
  rules: string[];
}

export interface MergeInput extends MergePair {
  /** The record each differing field's value is taken from; the kept record's when absent. */
  fields?: Record<string, MergeSide>;
}

export interface MergeLogEntry {
  _id: string;
  kind: MergeKind;
  keep: MergeRecord;
  merge: MergeRecord;
  by: MergeReader;
  fieldsFromMerged: string[];
  createdAt: string;
}

type Json<T> = { content: { 'application/json': { success: boolean; data: T; meta?: PageMeta } } };

/** The merge endpoints' part of the API's document. */
interface MergePaths {
  '/api/merges': {
    get: {
      parameters: { query?: { page?: number; limit?: number } };
      responses: { 200: Json<MergeLogEntry[]> };
    };
    post: {
      parameters: object;
      requestBody: { content: { 'application/json': MergeInput } };
      responses: { 201: Json<Book | Author> };
    };
  };
  '/api/merges/preview': {
    get: { parameters: { query: MergePair }; responses: { 200: Json<MergePreview> } };
  };
}

/**
 * The merge calls this remote makes, over the core's transport (its session, errors and envelope): a new endpoint
 * needs a new build of this remote, not a new core.
 */
const http = typedHttp<MergePaths>();

export const mergesApi = {
  preview: (pair: MergePair, signal?: AbortSignal) =>
    data(http.get('/api/merges/preview', { params: { query: pair }, signal })),
  merge: (input: MergeInput) => data(http.post('/api/merges', { body: input })),
  log: (query: { page: number; limit: number }, signal?: AbortSignal) =>
    page(http.get('/api/merges', { params: { query }, signal })),
};

/** A book's title or an author's name. */
export const recordName = (record: Book | Author): string => ('title' in record ? record.title : record.name);
