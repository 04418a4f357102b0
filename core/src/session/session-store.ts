import { create } from 'zustand';
import { api, ApiError, configureApiClient } from '../api/client';
import type { RegisterInput, User } from '../api/types';

export type SessionStatus = 'checking' | 'authenticated' | 'anonymous';

export interface SessionState {
  token: string | null;
  user: User | null;
  status: SessionStatus;
  /**
   * Verifies a saved token with GET /auth/me. A rejected token clears the session; a server that cannot answer
   * (503, 5xx, network failure) says nothing about the token, so the saved session is kept.
   */
  bootstrap(): Promise<void>;
  login(email: string, password: string): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  /** Forgets the session on this page (what a 401 does). */
  logout(): void;
  /** The user's Logout: ends the session on the server too (its tokens stop working), then here. */
  signOut(): void;
  /** After a profile or avatar change. */
  setUser(user: User): void;
  /** After a password change or a renewal: the token that continues this session. */
  setToken(token: string): void;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

function readSaved(): { token: string | null; user: User | null } {
  // Outside a browser (a deployment's first paint, rendered in Node) nobody is signed in; Node's own localStorage is
  // not the browser's and warns when read without a file.
  if (typeof window === 'undefined') return { token: null, user: null };
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    return { token, user: token && raw ? (JSON.parse(raw) as User) : null };
  } catch {
    return { token: null, user: null };
  }
}

function save(token: string | null, user: User | null): void {
  if (token && user) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } else {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  }
}

const saved = readSaved();

/** Seconds until the token expires, read from its payload (the server checks the signature; this only schedules). */
function secondsLeft(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' ? payload.exp - Date.now() / 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Tokens are short-lived (an hour by default): while the page is open, the session renews its token at half its
 * life, so an active reader stays signed in and a stolen token is worth little for long.
 */
let renewal: ReturnType<typeof setTimeout> | undefined;
function scheduleRenewal(token: string | null): void {
  clearTimeout(renewal);
  const left = token ? secondsLeft(token) : null;
  if (!token || left === null || left <= 0) return;
  renewal = setTimeout(
    () => {
      api.auth
        .refresh()
        .then(({ token: fresh }) => {
          if (useSession.getState().token === token) useSession.getState().setToken(fresh);
        })
        // A failed renewal changes nothing: a 401 has already ended the session; a 503 leaves the token to try later.
        .catch(() => undefined);
    },
    (left / 2) * 1000,
  );
}

/** The one session of the page, shared by the shell and both remotes (the core is a federation singleton). */
export const useSession = create<SessionState>()((set, get) => ({
  token: saved.token,
  user: saved.user,
  status: saved.token ? 'checking' : 'anonymous',

  async bootstrap() {
    const { token } = get();
    if (!token) {
      set({ status: 'anonymous' });
      return;
    }
    set({ status: 'checking' });
    try {
      const user = await api.auth.me();
      // A logout or another login while the check ran wins over this (now stale) answer.
      if (get().token !== token) return;
      save(token, user);
      set({ user, status: 'authenticated' });
      scheduleRenewal(token);
    } catch (error) {
      if (get().token !== token) return;
      const serverTrouble = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (serverTrouble && get().user) set({ status: 'authenticated' });
      else get().logout();
    }
  },

  async login(email, password) {
    const { token, user } = await api.auth.login(email, password);
    save(token, user);
    set({ token, user, status: 'authenticated' });
    scheduleRenewal(token);
    return user;
  },

  async register(input) {
    const { token, user } = await api.auth.register(input);
    save(token, user);
    set({ token, user, status: 'authenticated' });
    scheduleRenewal(token);
    return user;
  },

  logout() {
    scheduleRenewal(null);
    // Only this tab's own session: another tab may have saved a newer one (signed in again) not yet taken up here.
    if (readSaved().token === get().token) save(null, null);
    set({ token: null, user: null, status: 'anonymous' });
  },

  signOut() {
    // Best effort: the page signs out at once, whatever the server answers (or if it cannot be reached).
    if (get().token) api.auth.logout().catch(() => undefined);
    get().logout();
  },

  setUser(user) {
    save(get().token, user);
    set({ user });
  },

  setToken(token) {
    const { user } = get();
    if (!user) return;
    save(token, user);
    set({ token });
    scheduleRenewal(token);
  },
}));

/**
 * The tabs of a browser share one saved session (localStorage): signing out, signing in as someone else, a token
 * renewal or a profile change in another tab is taken up here at once. Otherwise this tab would go on showing the
 * previous account, and its next call, a 401 for the token the other tab ended, would sign it out.
 */
function followOtherTabs(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    // key null: the other tab cleared the storage.
    if (event.storageArea !== localStorage || (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY))
      return;
    const { token, user } = readSaved();
    const state = useSession.getState();
    if (!token || !user) {
      if (state.token) {
        scheduleRenewal(null);
        useSession.setState({ token: null, user: null, status: 'anonymous' });
      }
      return;
    }
    if (token === state.token && JSON.stringify(user) === JSON.stringify(state.user)) return;
    if (token !== state.token) scheduleRenewal(token);
    useSession.setState({ token, user, status: 'authenticated' });
  });
}
followOtherTabs();

let redirectToLogin: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
};

/** The shell registers its router's navigate here, so a 401 redirects without a page reload. */
export function setUnauthorizedRedirect(redirect: () => void): void {
  redirectToLogin = redirect;
}

configureApiClient({
  getToken: () => useSession.getState().token,
  onUnauthorized: () => {
    useSession.getState().logout();
    redirectToLogin();
  },
});

export const selectIsAdmin = (s: SessionState) => s.user?.role === 'admin';
export const selectIsSignedIn = (s: SessionState) => s.status === 'authenticated' && !!s.user;
