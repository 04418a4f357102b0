import { configureApiClient } from '../api/http';

/*
 * The browser's fetch, faked for the specs of the core's client and session: answers are queued on a jest mock,
 * and the calls made are read back from it.
 */

export interface FakeResponse {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}

/** An answer with `payload` as its JSON body; without one, reading the body fails (as a non-JSON answer's does). */
export const respond = (status: number, payload?: unknown): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: payload === undefined ? () => Promise.reject(new SyntaxError('no body')) : () => Promise.resolve(payload),
});

/** A jest mock in place of fetch for the spec file, emptied before each test. */
export function mockFetch() {
  const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
  beforeAll(() => {
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });
  beforeEach(() => fetchMock.mockReset());
  return fetchMock;
}

/**
 * The client configured against the faked fetch before each test, signed out: set `session.token` to sign in.
 * `lastCall` is the last request made (its URL, its init and its headers).
 */
export function fakeApi() {
  const fetchMock = mockFetch();
  const onUnauthorized = jest.fn();
  const session: { token: string | null } = { token: null };
  beforeEach(() => {
    onUnauthorized.mockReset();
    session.token = null;
    configureApiClient({ baseUrl: '/api', getToken: () => session.token, onUnauthorized });
  });
  const lastCall = () => {
    const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
    return { url, init, headers: init.headers as Record<string, string> };
  };
  return { fetchMock, onUnauthorized, session, lastCall };
}
