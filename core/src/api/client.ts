import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { operations, paths } from './openapi';
import type {
  Author, AuthorInput, AuthorSort, AuthResult, Book, BookDetail, BookInput, BookPage, BookQuery, DownloadedFile, Genre,
  GenreInput, ImportConfirmInput, ImportPreview, ImportStatus, PageMeta, ProfileInput, ReadingGoal, ReadingListEntry,
  ReadingListUpdate, ReadingStatus, RegisterInput, Review, ReviewInput, ReviewUpdate, Role, Stats, SuggestResult,
  Suggestion, SuggestionApproval, SuggestionQuery, TokenResult, UploadResult, User, YearStats,
} from './types';

/** An error answered by the API (`{ success: false, message, errors? }`) or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** true when the server itself wrote `message` (so it is meant for the user). */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The text to show for a failed call: the server's message when it sent one, else the spec's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}

interface ClientConfig {
  /** The API's root, `/api` included (the document's paths carry that prefix too). */
  baseUrl: string;
  getToken: () => string | null;
  /** Called when a call that carried a token is answered 401: the session is over. */
  onUnauthorized: () => void;
}

const config: ClientConfig = {
  baseUrl: '/api',
  getToken: () => null,
  onUnauthorized: () => undefined,
};

export function configureApiClient(partial: Partial<ClientConfig>): void {
  Object.assign(config, partial);
}

export function getApiBaseUrl(): string {
  return config.baseUrl;
}

/*
 * Every call names one of the document's paths; openapi-fetch's types then check its path and query parameters,
 * its body and its answer against the document (openapi.d.ts), and its serializers build the URL.
 * The transport below stays ours rather than openapi-fetch's `createClient`: that one builds a `Request` object
 * (jsdom has none, and Node's rejects a relative base such as `/api`) and reads answers through `Response.text()`,
 * while the session rules (401 only for the current token, 503 and network failures never signing out) and the
 * envelope `{ success, data, meta }` need the raw answer anyway.
 */
type Method = 'get' | 'post' | 'put' | 'delete';
/** The document's paths that answer `M`. */
type PathOf<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, object> ? P : never }[keyof paths];
/** The parameters and body the document asks for, plus what every call may carry. */
type CallOptions<M extends Method, P extends PathOf<M>> = NonNullable<MaybeOptionalInit<paths[P], M>> & {
  /** Login and register: a 401 there means wrong credentials, not an expired session. */
  anonymous?: boolean;
};
/** Optional when the operation has no required parameter and no required body. */
type CallArgs<M extends Method, P extends PathOf<M>> =
  undefined extends MaybeOptionalInit<paths[P], M> ? [options?: CallOptions<M, P>] : [options: CallOptions<M, P>];
/** The success answer (the envelope) of an operation: its JSON for 200 or 201 (the API answers nothing else on success). */
type Answer<M extends Method, P extends PathOf<M>> =
  paths[P][M] extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201>]> : never;
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** What every call sends, untyped: the typed signatures above are the contract. */
interface SendOptions {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal;
  anonymous?: boolean;
}

/** The document's paths start with the API's global prefix, which the configured base URL already ends with. */
const API_PREFIX = '/api';
const querySerializer = createQuerySerializer();

function buildUrl(path: string, params: SendOptions['params'] = {}): string {
  // An empty text filter means "no filter": the API must not receive `search=`.
  const query = Object.fromEntries(Object.entries(params.query ?? {}).filter(([, value]) => value !== ''));
  return createFinalURL(path.slice(API_PREFIX.length), {
    baseUrl: config.baseUrl,
    params: { ...params, query },
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
}

interface Envelope<T> {
  success: boolean;
  data: T;
  meta?: PageMeta;
  message?: string;
  errors?: Record<string, string[]>;
}

async function request(method: string, path: string, options: SendOptions = {}): Promise<{ response: Response; token: string | null }> {
  const token = config.getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), { method: method.toUpperCase(), headers, body, signal: options.signal });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Network error: the server could not be reached');
  }
  return { response, token };
}

/** Turns an error answer into an ApiError (and ends the session on a 401 to the current token). */
function failure(response: Response, payload: Partial<Envelope<unknown>> | undefined, token: string | null, options: SendOptions): ApiError {
  // The session is over only when the rejected token is still the current one (a late answer to a call made
  // before a logout or a new login must not end the new session).
  if (response.status === 401 && token && !options.anonymous && config.getToken() === token) config.onUnauthorized();
  const serverMessage = typeof payload?.message === 'string' ? payload.message : undefined;
  return new ApiError(response.status, serverMessage ?? `Request failed (${response.status})`, payload?.errors, Boolean(serverMessage));
}

async function send(method: Method, path: string, options: SendOptions = {}): Promise<Envelope<unknown>> {
  const { response, token } = await request(method, path, options);
  let payload: Envelope<unknown> | undefined;
  try {
    payload = (await response.json()) as Envelope<unknown>;
  } catch {
    payload = undefined;
  }
  if (!response.ok || !payload || payload.success === false) throw failure(response, payload, token, options);
  return payload;
}

/** A typed call of one method: `http.get('/api/books/{id}', { params: { path: { id } } })` answers the envelope. */
const caller =
  <M extends Method>(method: M) =>
  <P extends PathOf<M>>(path: P, ...[options]: CallArgs<M, P>): Promise<Answer<M, P>> =>
    // The server keeps the document's promise (api/src/openapi.spec.ts); the compiler cannot see the wire.
    send(method, path, options as SendOptions) as Promise<unknown> as Promise<Answer<M, P>>;

const http = { get: caller('get'), post: caller('post'), put: caller('put'), delete: caller('delete') };

/** A file the API sends as an attachment (bearer-authenticated, so not a plain link); its name from Content-Disposition. */
async function download<P extends PathOf<'get'>>(fallbackName: string, path: P, ...[options]: CallArgs<'get', P>): Promise<DownloadedFile> {
  const { response, token } = await request('get', path, options as SendOptions);
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as Partial<Envelope<unknown>> | undefined;
    throw failure(response, payload, token, {});
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
}

async function data<T>(answer: Promise<{ data: T }>): Promise<T> {
  return (await answer).data;
}

async function page<T>(answer: Promise<{ data: T[]; meta?: PageMeta }>): Promise<{ items: T[]; meta: PageMeta }> {
  const res = await answer;
  return { items: res.data, meta: res.meta ?? { total: res.data.length, page: 1, limit: res.data.length, hasMore: false } };
}

/**
 * A multipart body: the document describes the file field as a binary string, which a `FormData` cannot be typed
 * as, so these two bodies are left unchecked (typed `never`); their paths and answers stay checked.
 */
function multipart(field: string, file: File): never {
  const form = new FormData();
  form.append(field, file);
  return form as never;
}

export type ReviewQuery = NonNullable<operations['ReviewsController_list']['parameters']['query']>;

export interface ReviewStats {
  total: number;
  averageRating: number;
  distribution: [number, number, number, number, number];
}

/** Every call of the product (spec section 7), typed against the API's document. Each returns the envelope's `data`. */
export const api = {
  auth: {
    register: (input: RegisterInput): Promise<AuthResult> => data(http.post('/api/auth/register', { body: input, anonymous: true })),
    login: (email: string, password: string): Promise<AuthResult> =>
      data(http.post('/api/auth/login', { body: { email, password }, anonymous: true })),
    me: (signal?: AbortSignal): Promise<User> => data(http.get('/api/auth/me', { signal })),
    updateProfile: (input: ProfileInput): Promise<User> => data(http.put('/api/auth/profile', { body: input })),
    changePassword: (currentPassword: string, newPassword: string): Promise<TokenResult> =>
      data(http.put('/api/auth/change-password', { body: { currentPassword, newPassword } })),
    /** Ends every session of the user on the server (their tokens stop working). */
    logout: (): Promise<null> => data(http.post('/api/auth/logout')),
    /** A fresh token for the current, still valid one. */
    refresh: (): Promise<TokenResult> => data(http.post('/api/auth/refresh')),
    updateAvatar: (avatar: string): Promise<User> => data(http.put('/api/auth/avatar', { body: { avatar } })),
  },
  users: {
    list: (): Promise<User[]> => data(http.get('/api/users')),
    updateRole: (id: string, role: Role): Promise<User> => data(http.put('/api/users/{id}/role', { params: { path: { id } }, body: { role } })),
  },
  books: {
    list: (query: BookQuery = {}, signal?: AbortSignal): Promise<BookPage> => page(http.get('/api/books', { params: { query }, signal })),
    // The document cannot say "exactly five" star counts: the histogram is an array there, a five-tuple here.
    get: (id: string, signal?: AbortSignal) =>
      data(http.get('/api/books/{id}', { params: { path: { id } }, signal })) as Promise<BookDetail>,
    create: (input: BookInput): Promise<Book> => data(http.post('/api/books', { body: input })),
    update: (id: string, input: Partial<BookInput>): Promise<Book> =>
      data(http.put('/api/books/{id}', { params: { path: { id } }, body: input })),
    remove: (id: string): Promise<null> => data(http.delete('/api/books/{id}', { params: { path: { id } } })),
  },
  authors: {
    list: (query: { sort?: AuthorSort; limit?: number; search?: string } = {}, signal?: AbortSignal): Promise<Author[]> =>
      data(http.get('/api/authors', { params: { query }, signal })),
    get: (id: string): Promise<Author> => data(http.get('/api/authors/{id}', { params: { path: { id } } })),
    create: (input: AuthorInput): Promise<Author> => data(http.post('/api/authors', { body: input })),
    update: (id: string, input: Partial<AuthorInput>): Promise<Author> =>
      data(http.put('/api/authors/{id}', { params: { path: { id } }, body: input })),
    remove: (id: string): Promise<null> => data(http.delete('/api/authors/{id}', { params: { path: { id } } })),
  },
  genres: {
    list: (signal?: AbortSignal): Promise<Genre[]> => data(http.get('/api/genres', { signal })),
    create: (input: GenreInput): Promise<Genre> => data(http.post('/api/genres', { body: input })),
    update: (id: string, input: Partial<GenreInput>): Promise<Genre> =>
      data(http.put('/api/genres/{id}', { params: { path: { id } }, body: input })),
    remove: (id: string): Promise<null> => data(http.delete('/api/genres/{id}', { params: { path: { id } } })),
  },
  reviews: {
    list: (query: ReviewQuery = {}, signal?: AbortSignal): Promise<{ items: Review[]; meta: PageMeta }> =>
      page(http.get('/api/reviews', { params: { query }, signal })),
    // A five-tuple here, an array in the document (see books.get).
    stats: (book?: string) => data(http.get('/api/reviews/stats', { params: { query: { book } } })) as Promise<ReviewStats>,
    create: (input: ReviewInput): Promise<Review> => data(http.post('/api/reviews', { body: input })),
    update: (id: string, input: ReviewUpdate): Promise<Review> =>
      data(http.put('/api/reviews/{id}', { params: { path: { id } }, body: input })),
    remove: (id: string): Promise<null> => data(http.delete('/api/reviews/{id}', { params: { path: { id } } })),
  },
  readingList: {
    list: (signal?: AbortSignal): Promise<ReadingListEntry[]> => data(http.get('/api/reading-list', { signal })),
    add: (bookId: string, status: ReadingStatus): Promise<ReadingListEntry> =>
      data(http.post('/api/reading-list', { body: { bookId, status } })),
    /** A status and/or reading dates. */
    update: (id: string, changes: ReadingListUpdate): Promise<ReadingListEntry> =>
      data(http.put('/api/reading-list/{id}', { params: { path: { id } }, body: changes })),
    remove: (id: string): Promise<null> => data(http.delete('/api/reading-list/{id}', { params: { path: { id } } })),
    /** "My year": the figures of the books the reader finished in `year`, with the goal's progress. */
    year: (year: number, signal?: AbortSignal): Promise<YearStats> =>
      data(http.get('/api/reading-list/years/{year}', { params: { path: { year } }, signal })),
  },
  goals: {
    /** null when no goal is set for the year. */
    get: (year: number, signal?: AbortSignal): Promise<ReadingGoal | null> =>
      data(http.get('/api/goals/{year}', { params: { path: { year } }, signal })),
    set: (year: number, target: number): Promise<ReadingGoal> =>
      data(http.put('/api/goals/{year}', { params: { path: { year } }, body: { target } })),
    clear: (year: number): Promise<null> => data(http.delete('/api/goals/{year}', { params: { path: { year } } })),
  },
  upload: {
    image: (file: File): Promise<UploadResult> => data(http.post('/api/upload/image', { body: multipart('image', file) })),
    remove: (publicId: string): Promise<null> => data(http.delete('/api/upload/image/{id}', { params: { path: { id: publicId } } })),
  },
  stats: {
    get: (signal?: AbortSignal): Promise<Stats> => data(http.get('/api/stats', { signal })),
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
    csv: () => download('goodreads_library_export.csv', '/api/users/me/export.csv'),
    json: () => download('my-data.json', '/api/users/me/export.json'),
  },
  /** Admin: books readers asked the catalogue to add. */
  suggestions: {
    list: (query: SuggestionQuery = {}, signal?: AbortSignal): Promise<{ items: Suggestion[]; meta: PageMeta }> =>
      page(http.get('/api/suggestions', { params: { query }, signal })),
    dismiss: (id: string): Promise<null> => data(http.post('/api/suggestions/{id}/dismiss', { params: { path: { id } } })),
    /** After creating the book (POST /books): links every suggesting reader's imported row to it. */
    approve: (id: string, bookId: string): Promise<SuggestionApproval> =>
      data(http.post('/api/suggestions/{id}/approve', { params: { path: { id } }, body: { bookId } })),
  },
};
