/** Shape of every successful response: `{ success: true, data }`. */
export interface ApiSuccess<T> {
  success: true;
  data: T;
}

/** Shape of every error response: `{ success: false, message, errors? }`. `errors` maps a field to its messages. */
export interface ApiError {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
  /** A merged record's address: the record it was merged into (301, 410). */
  keptId?: string;
}

/** A page of a list, for calls that page (books). Returned as `data` with `meta` beside it. */
export interface PageMeta {
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
}

/** Returned by a controller when the response needs fields beside `data` (e.g. `meta`; a cursor's list has its own). */
export class Paged<T, M = PageMeta> {
  constructor(
    readonly items: T[],
    readonly meta: M,
  ) {}
}
