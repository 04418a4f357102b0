// Signed-in browser contexts without going through the login form (the form has its own tests):
// the token and user are saved in localStorage exactly as the session store saves them.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { API_URL, BASE_URL } from './ports';

export interface Credentials {
  email: string;
  password: string;
}

export interface ApiSession {
  token: string;
  user: { _id: string; username: string; role: string; email: string };
}

const sessions = new Map<string, Promise<ApiSession>>();

/**
 * A fresh reader, registered through the API (the demo accounts' shelves stay as other journeys expect them): their
 * email, password (not a common one: registration refuses those) and username (`<prefix>_<unique>`).
 */
export async function registerReader(prefix = 'reader'): Promise<Credentials & { username: string }> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user = {
    firstName: 'Eve',
    lastName: 'Tester',
    username: `${prefix}_${suffix}`,
    email: `${prefix}_${suffix}@example.com`,
    password: 'quiet-harbor-42',
  };
  const res = await fetch(`${API_URL}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return { email: user.email, password: user.password, username: user.username };
}

/** Logs in through the API (cached per account for the test file). */
export function apiLogin(who: Credentials): Promise<ApiSession> {
  let found = sessions.get(who.email);
  if (!found) {
    found = (async () => {
      const res = await fetch(`${API_URL}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: who.email, password: who.password }),
      });
      if (!res.ok) throw new Error(`login of ${who.email} failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: ApiSession }).data;
    })();
    sessions.set(who.email, found);
  }
  return found;
}

/** Forgets the cached API session of `who`: signing out (in the browser or the API) revokes every token of the account. */
export function forgetApiLogin(who: Credentials): void {
  sessions.delete(who.email);
}

/** Calls the API directly (for setting up and cleaning up test data). */
export async function apiCall<T = unknown>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API_URL}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

/** A fresh context (empty cache), signed in as `who` (or a visitor when null), at the given viewport. */
export async function contextAs(
  browser: Browser,
  who: Credentials | null,
  options: { width?: number; height?: number; baseURL?: string; timeZone?: string } = {},
): Promise<{ context: BrowserContext; page: Page; session: ApiSession | null }> {
  const baseURL = options.baseURL ?? BASE_URL;
  const session = who ? await apiLogin(who) : null;
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    timezoneId: options.timeZone,
    storageState: session
      ? {
          cookies: [],
          origins: [
            {
              origin: new URL(baseURL).origin,
              localStorage: [
                { name: 'token', value: session.token },
                { name: 'user', value: JSON.stringify(session.user) },
              ],
            },
          ],
        }
      : undefined,
  });
  countRequests(context);
  const page = await context.newPage();
  return { context, page, session };
}

/** Resolves once a remote's root is in the page and the app is no longer showing a "Loading..." spinner. */
export async function waitForRemote(
  page: Page,
  remote: 'reader-app' | 'admin-app' | 'clubs-app',
  timeout = 20000,
): Promise<void> {
  await page.locator(`[data-remote="${remote}"]`).first().waitFor({ timeout });
  await waitForSettled(page, timeout);
}

/** How long a page's network must have been quiet for it to be settled. */
const QUIET_MS = 200;

/** The requests a page has in flight, and when one last started or ended, counted from the page's first request. */
const traffic = new WeakMap<Page, { open: Set<Request>; lastChange: number }>();

/**
 * Counts the requests of every page `context` opens from now on, for waitForSettled: Playwright's `networkidle` waits
 * 500 ms after the last request on every call, and the journeys and the screens walk settle hundreds of times. Counted
 * from the page's start, 200 ms without a request in flight is as safe.
 */
export function countRequests(context: BrowserContext): void {
  context.on('page', (page) => {
    const seen = { open: new Set<Request>(), lastChange: Date.now() };
    traffic.set(page, seen);
    const change = (request: Request, started: boolean) => {
      if (started) seen.open.add(request);
      else seen.open.delete(request);
      seen.lastChange = Date.now();
    };
    page.on('request', (request) => change(request, true));
    page.on('requestfinished', (request) => change(request, false));
    page.on('requestfailed', (request) => change(request, false));
  });
}

/** Resolves once no request of the page has been in flight for QUIET_MS (`networkidle` for pages not counted). */
async function networkQuiet(page: Page, timeout: number): Promise<void> {
  const seen = traffic.get(page);
  if (!seen) {
    await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
    return;
  }
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline && (seen.open.size > 0 || Date.now() - seen.lastChange < QUIET_MS))
    await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Waits until no spinner text "Loading..." is visible and the network is quiet. */
export async function waitForSettled(page: Page, timeout = 20000): Promise<void> {
  await networkQuiet(page, timeout);
  await page
    .getByText('Loading...', { exact: true })
    .first()
    .waitFor({ state: 'hidden', timeout })
    .catch(() => undefined);
}

/** Re-reads `read()` until it returns `expected` (bounded); resolves with the last value read. */
export async function pollFor<T>(read: () => Promise<T>, expected: T, timeout = 5000): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}
