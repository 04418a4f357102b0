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

type Query = Record<string, string | number | boolean | undefined | null>;

interface ClientConfig {
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

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${config.baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  meta?: PageMeta;
  message?: string;
  errors?: Record<string, string[]>;
}

interface SendOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Login and register: a 401 there means wrong credentials, not an expired session. */
  anonymous?: boolean;
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
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
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

async function send<T>(method: string, path: string, options: SendOptions = {}): Promise<Envelope<T>> {
  const { response, token } = await request(method, path, options);
  let payload: Envelope<T> | undefined;
  try {
    payload = (await response.json()) as Envelope<T>;
  } catch {
    payload = undefined;
  }
  if (!response.ok || !payload || payload.success === false) throw failure(response, payload, token, options);
  return payload;
}

/** A file the API sends as an attachment (bearer-authenticated, so not a plain link); its name from Content-Disposition. */
async function download(path: string, fallbackName: string): Promise<DownloadedFile> {
  const { response, token } = await request('GET', path);
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as Partial<Envelope<unknown>> | undefined;
    throw failure(response, payload, token, {});
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
}

async function data<T>(method: string, path: string, options?: SendOptions): Promise<T> {
  return (await send<T>(method, path, options)).data;
}

async function page<T>(path: string, query?: Query, signal?: AbortSignal): Promise<{ items: T[]; meta: PageMeta }> {
  const res = await send<T[]>('GET', path, { query, signal });
  return { items: res.data, meta: res.meta ?? { total: res.data.length, page: 1, limit: res.data.length, hasMore: false } };
}

export interface ReviewQuery {
  book?: string;
  user?: string;
  rating?: number;
  /** Review title, content, username or book title (case-insensitive). */
  search?: string;
  page?: number;
  limit?: number;
}

export interface ReviewStats {
  total: number;
  averageRating: number;
  distribution: [number, number, number, number, number];
}

/** Every call of the product (spec section 7), typed. Each returns the envelope's `data`. */
export const api = {
  auth: {
    register: (input: RegisterInput) => data<AuthResult>('POST', '/auth/register', { body: input, anonymous: true }),
    login: (email: string, password: string) => data<AuthResult>('POST', '/auth/login', { body: { email, password }, anonymous: true }),
    me: (signal?: AbortSignal) => data<User>('GET', '/auth/me', { signal }),
    updateProfile: (input: ProfileInput) => data<User>('PUT', '/auth/profile', { body: input }),
    changePassword: (currentPassword: string, newPassword: string) =>
      data<TokenResult>('PUT', '/auth/change-password', { body: { currentPassword, newPassword } }),
    /** Ends every session of the user on the server (their tokens stop working). */
    logout: () => data<null>('POST', '/auth/logout'),
    /** A fresh token for the current, still valid one. */
    refresh: () => data<TokenResult>('POST', '/auth/refresh'),
    updateAvatar: (avatar: string) => data<User>('PUT', '/auth/avatar', { body: { avatar } }),
  },
  users: {
    list: () => data<User[]>('GET', '/users'),
    updateRole: (id: string, role: Role) => data<User>('PUT', `/users/${id}/role`, { body: { role } }),
  },
  books: {
    list: (query: BookQuery = {}, signal?: AbortSignal): Promise<BookPage> => page<Book>('/books', { ...query }, signal),
    get: (id: string, signal?: AbortSignal) => data<BookDetail>('GET', `/books/${id}`, { signal }),
    create: (input: BookInput) => data<Book>('POST', '/books', { body: input }),
    update: (id: string, input: Partial<BookInput>) => data<Book>('PUT', `/books/${id}`, { body: input }),
    remove: (id: string) => data<null>('DELETE', `/books/${id}`),
  },
  authors: {
    list: (query: { sort?: AuthorSort; limit?: number; search?: string } = {}, signal?: AbortSignal) =>
      data<Author[]>('GET', '/authors', { query, signal }),
    get: (id: string) => data<Author>('GET', `/authors/${id}`),
    create: (input: AuthorInput) => data<Author>('POST', '/authors', { body: input }),
    update: (id: string, input: Partial<AuthorInput>) => data<Author>('PUT', `/authors/${id}`, { body: input }),
    remove: (id: string) => data<null>('DELETE', `/authors/${id}`),
  },
  genres: {
    list: (signal?: AbortSignal) => data<Genre[]>('GET', '/genres', { signal }),
    create: (input: GenreInput) => data<Genre>('POST', '/genres', { body: input }),
    update: (id: string, input: Partial<GenreInput>) => data<Genre>('PUT', `/genres/${id}`, { body: input }),
    remove: (id: string) => data<null>('DELETE', `/genres/${id}`),
  },
  reviews: {
    list: (query: ReviewQuery = {}, signal?: AbortSignal) => page<Review>('/reviews', { ...query }, signal),
    stats: (book?: string) => data<ReviewStats>('GET', '/reviews/stats', { query: { book } }),
    create: (input: ReviewInput) => data<Review>('POST', '/reviews', { body: input }),
    update: (id: string, input: ReviewUpdate) => data<Review>('PUT', `/reviews/${id}`, { body: input }),
    remove: (id: string) => data<null>('DELETE', `/reviews/${id}`),
  },
  readingList: {
    list: (signal?: AbortSignal) => data<ReadingListEntry[]>('GET', '/reading-list', { signal }),
    add: (bookId: string, status: ReadingStatus) => data<ReadingListEntry>('POST', '/reading-list', { body: { bookId, status } }),
    /** A status and/or reading dates. */
    update: (id: string, changes: ReadingListUpdate) => data<ReadingListEntry>('PUT', `/reading-list/${id}`, { body: changes }),
    remove: (id: string) => data<null>('DELETE', `/reading-list/${id}`),
    /** "My year": the figures of the books the reader finished in `year`, with the goal's progress. */
    year: (year: number, signal?: AbortSignal) => data<YearStats>('GET', `/reading-list/years/${year}`, { signal }),
  },
  goals: {
    /** null when no goal is set for the year. */
    get: (year: number, signal?: AbortSignal) => data<ReadingGoal | null>('GET', `/goals/${year}`, { signal }),
    set: (year: number, target: number) => data<ReadingGoal>('PUT', `/goals/${year}`, { body: { target } }),
    clear: (year: number) => data<null>('DELETE', `/goals/${year}`),
  },
  upload: {
    image: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return data<UploadResult>('POST', '/upload/image', { body: form });
    },
    remove: (publicId: string) => data<null>('DELETE', `/upload/image/${encodeURIComponent(publicId)}`),
  },
  stats: {
    get: (signal?: AbortSignal) => data<Stats>('GET', '/stats', { signal }),
  },
  /** Reading-history import: preview a file, confirm it (a background job), poll its status, download its report. */
  imports: {
    preview: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return data<ImportPreview>('POST', '/imports', { body: form });
    },
    confirm: (id: string, input: ImportConfirmInput = {}) => data<ImportStatus>('POST', `/imports/${id}/confirm`, { body: input }),
    status: (id: string, signal?: AbortSignal) => data<ImportStatus>('GET', `/imports/${id}`, { signal }),
    report: (id: string) => download(`/imports/${id}/report.csv`, 'import-report.csv'),
    /** Suggests unmatched rows of this import to the catalogue's administrators. */
    suggest: (id: string, rows: number[]) => data<SuggestResult>('POST', `/imports/${id}/suggestions`, { body: { rows } }),
  },
  /** The signed-in reader's data: Goodreads-compatible CSV, and everything held about them as JSON. */
  exports: {
    csv: () => download('/users/me/export.csv', 'goodreads_library_export.csv'),
    json: () => download('/users/me/export.json', 'my-data.json'),
  },
  /** Admin: books readers asked the catalogue to add. */
  suggestions: {
    list: (query: SuggestionQuery = {}, signal?: AbortSignal) => page<Suggestion>('/suggestions', { ...query }, signal),
    dismiss: (id: string) => data<null>('POST', `/suggestions/${id}/dismiss`),
    /** After creating the book (POST /books): links every suggesting reader's imported row to it. */
    approve: (id: string, bookId: string) => data<SuggestionApproval>('POST', `/suggestions/${id}/approve`, { body: { bookId } }),
  },
};
