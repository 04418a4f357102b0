// The client's transport: configuration, the typed call of each method over the API's OpenAPI paths, the envelope
// and the session rules. client.ts builds the product's calls (`api.*`) on it.
import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import type { MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from './openapi';
import type { DownloadedFile, PageMeta } from './types';

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
/** The paths of an OpenAPI document's generated types (openapi-typescript's `paths`). */
type AnyPaths = object;
/** The document's paths that answer `M`. */
type PathIn<Ps, M extends Method> = { [P in keyof Ps]: Ps[P] extends Record<M, object> ? P : never }[keyof Ps];
/** What openapi-fetch types as the operation's parameters and body (undefined when all are optional). */
type InitIn<Ps, M extends Method, P extends keyof Ps> = M extends keyof Ps[P] ? MaybeOptionalInit<Ps[P], M> : never;
/** The parameters and body the document asks for, plus what every call may carry. */
type CallOptionsIn<Ps, M extends Method, P extends keyof Ps> = NonNullable<InitIn<Ps, M, P>> & {
  /** Login and register: a 401 there means wrong credentials, not an expired session. */
  anonymous?: boolean;
};
/** Optional when the operation has no required parameter and no required body. */
type CallArgsIn<Ps, M extends Method, P extends keyof Ps> =
  undefined extends InitIn<Ps, M, P> ? [options?: CallOptionsIn<Ps, M, P>] : [options: CallOptionsIn<Ps, M, P>];
/**
 * The success answer (the envelope) of an operation: its JSON for 200, 201 or 202 (a job started; the API answers
 * nothing else on success).
 */
type AnswerIn<Ps, M extends Method, P extends keyof Ps> =
  Ps[P] extends Record<M, infer O>
    ? O extends { responses: infer R }
      ? Json<R[Extract<keyof R, 200 | 201 | 202>]>
      : never
    : never;
type PathOf<M extends Method> = PathIn<paths, M>;
type CallArgs<M extends Method, P extends PathOf<M>> = CallArgsIn<paths, M, P>;
type Answer<M extends Method, P extends PathOf<M>> = AnswerIn<paths, M, P>;
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

function request(
  method: string,
  path: string,
  options: SendOptions = {},
): Promise<{ response: Response; token: string | null }> {
  return requestWith(method, path, options, {});
}

async function requestWith(
  method: string,
  path: string,
  options: SendOptions,
  extraHeaders: Record<string, string>,
): Promise<{ response: Response; token: string | null }> {
  const token = config.getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
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
    response = await fetch(buildUrl(path, options.params), {
      method: method.toUpperCase(),
      headers,
      body,
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Network error: the server could not be reached');
  }
  return { response, token };
}

/** Turns an error answer into an ApiError (and ends the session on a 401 to the current token). */
function failure(
  response: Response,
  payload: Partial<Envelope<unknown>> | undefined,
  token: string | null,
  options: SendOptions,
): ApiError {
  // The session is over only when the rejected token is still the current one (a late answer to a call made
  // before a logout or a new login must not end the new session).
  if (response.status === 401 && token && !options.anonymous && config.getToken() === token) config.onUnauthorized();
  const serverMessage = typeof payload?.message === 'string' ? payload.message : undefined;
  return new ApiError(
    response.status,
    serverMessage ?? `Request failed (${response.status})`,
    payload?.errors,
    Boolean(serverMessage),
  );
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

/** A call of one method, typed over the paths of one OpenAPI document. */
type Caller<Ps, M extends Method> = <P extends PathIn<Ps, M>>(
  path: P,
  ...[options]: CallArgsIn<Ps, M, P>
) => Promise<AnswerIn<Ps, M, P>>;

/** The four methods, typed over one document's paths. */
export interface TypedHttp<Ps extends AnyPaths> {
  get: Caller<Ps, 'get'>;
  post: Caller<Ps, 'post'>;
  put: Caller<Ps, 'put'>;
  delete: Caller<Ps, 'delete'>;
}

// The server keeps the document's promise (api/src/openapi.spec.ts); the compiler cannot see the wire.
const caller =
  (method: Method) =>
  (path: string, options?: unknown): Promise<unknown> =>
    send(method, path, options as SendOptions);

const transport = { get: caller('get'), post: caller('post'), put: caller('put'), delete: caller('delete') };

/**
 * The transport typed over a document of the caller's choosing: a remote generates the types of the endpoints it
 * uses from the API's document and calls `typedHttp<paths>()`, so a screen that needs a new endpoint needs a new
 * build of the remote, not a new core. The session rules, errors and envelope are the same for every document.
 */
export const typedHttp = <Ps extends AnyPaths>(): TypedHttp<Ps> => transport as unknown as TypedHttp<Ps>;

/** A typed call over the core's own calls' document: `http.get('/api/books/{id}', { params: { path: { id } } })`. */
export const http = typedHttp<paths>();

/** A file the API sends as an attachment (bearer-authenticated, so not a plain link); its name from Content-Disposition. */
export async function download<P extends PathOf<'get'>>(
  fallbackName: string,
  path: P,
  ...[options]: CallArgs<'get', P>
): Promise<DownloadedFile> {
  const { response, token } = await request('get', path, options as SendOptions);
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as Partial<Envelope<unknown>> | undefined;
    throw failure(response, payload, token, {});
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
}

/** The answer to a conditional read: the new data and its ETag, or `unchanged` (304) for the ETag that was sent. */
export type Conditional<T> = { unchanged: true; etag: string } | { unchanged: false; data: T; etag: string | null };

/**
 * A GET sent with `If-None-Match: etag` (when given). A 304 is not a failure: it answers `unchanged`, so a poll that
 * finds nothing new costs the server one cheap read and the screen nothing. The browser's cache is not relied on
 * (the API sends `no-store`): the caller keeps the ETag and sends it back.
 */
export async function conditional<P extends PathOf<'get'>>(
  path: P,
  etag: string | null,
  signal?: AbortSignal,
): Promise<Conditional<Answer<'get', P> extends { data: infer D } ? D : never>> {
  const options: SendOptions = { signal };
  const { response, token } = await requestWith('get', path, options, etag ? { 'If-None-Match': etag } : {});
  if (response.status === 304 && etag) return { unchanged: true, etag };
  const payload = (await response.json().catch(() => undefined)) as Envelope<never> | undefined;
  if (!response.ok || !payload || payload.success === false) throw failure(response, payload, token, options);
  return { unchanged: false, data: payload.data, etag: response.headers.get('ETag') };
}

export async function data<T>(answer: Promise<{ data: T }>): Promise<T> {
  return (await answer).data;
}

/** The page's meta: PageMeta, or a list's own that may leave the total out (ReviewPageMeta). */
type AnyPageMeta = Omit<PageMeta, 'total'> & { total?: number };

export async function page<T, M extends AnyPageMeta = PageMeta>(
  answer: Promise<{ data: T[]; meta?: M }>,
): Promise<{ items: T[]; meta: M }> {
  const res = await answer;
  // A list answered whole, without meta: all of it on one page (a total every meta may carry).
  const whole = { total: res.data.length, page: 1, limit: res.data.length, hasMore: false };
  return { items: res.data, meta: res.meta ?? (whole as M) };
}

/**
 * A multipart body: the document describes the file field as a binary string, which a `FormData` cannot be typed
 * as, so these two bodies are left unchecked (typed `never`); their paths and answers stay checked.
 */
export function multipart(field: string, file: File): never {
  const form = new FormData();
  form.append(field, file);
  return form as never;
}
