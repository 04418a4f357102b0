import type { User } from '../api/types';
import { makeUser } from '../testing';
import { mockFetch, respond, type FakeResponse } from '../testing/fake-fetch';

const fetchMock = mockFetch();

/** A fresh module instance, so the store reads localStorage at creation like on a page load. */
function loadStore() {
  let mod!: typeof import('./session-store') & { api: (typeof import('../api/client'))['api'] };
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    mod = { ...require('./session-store'), api: require('../api/client').api };
  });
  return mod;
}

beforeEach(() => localStorage.clear());

const saveSession = (token: string, u: User) => {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(u));
};

describe('session store', () => {
  it('starts anonymous without a saved token', async () => {
    const { useSession, selectIsSignedIn } = loadStore();
    expect(useSession.getState().status).toBe('anonymous');
    await useSession.getState().bootstrap();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(selectIsSignedIn(useSession.getState())).toBe(false);
  });

  it('bootstrap verifies a saved token with /auth/me and refreshes the user', async () => {
    saveSession('t1', makeUser({ username: 'old-name' }));
    const { useSession, selectIsSignedIn, selectIsAdmin } = loadStore();
    expect(useSession.getState()).toMatchObject({ status: 'checking', token: 't1' });
    fetchMock.mockResolvedValueOnce(
      respond(200, { success: true, data: makeUser({ username: 'fresh', role: 'admin' }) }),
    );
    await useSession.getState().bootstrap();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/me');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t1');
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', token: 't1', user: { username: 'fresh' } });
    expect(selectIsSignedIn(useSession.getState())).toBe(true);
    expect(selectIsAdmin(useSession.getState())).toBe(true);
    expect(JSON.parse(localStorage.getItem('user')!).username).toBe('fresh');
  });

  it('bootstrap failure (401) clears the session and redirects to login', async () => {
    saveSession('expired', makeUser());
    const { useSession, setUnauthorizedRedirect } = loadStore();
    const redirect = jest.fn();
    setUnauthorizedRedirect(redirect);
    fetchMock.mockResolvedValueOnce(respond(401, { success: false, message: 'Unauthorized' }));
    await useSession.getState().bootstrap();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network failure', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
    [
      'a 503',
      () =>
        fetchMock.mockResolvedValueOnce(
          respond(503, {
            success: false,
            message: 'The service is temporarily unavailable. Please try again in a moment.',
          }),
        ),
    ],
  ])(
    "bootstrap keeps the saved session when the server cannot answer (%s): not the user's fault",
    async (_case, fail) => {
      saveSession('t1', makeUser());
      const { useSession } = loadStore();
      fail();
      await useSession.getState().bootstrap();
      expect(useSession.getState()).toMatchObject({ status: 'authenticated', token: 't1', user: makeUser() });
      expect(localStorage.getItem('token')).toBe('t1');
    },
  );

  it('a corrupt saved user is ignored', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', '{not json');
    const { useSession } = loadStore();
    expect(useSession.getState()).toMatchObject({ token: null, user: null, status: 'anonymous' });
  });

  it('login saves token and user; logout clears them', async () => {
    const { useSession } = loadStore();
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: { token: 'tok', user: makeUser() } }));
    await expect(useSession.getState().login('user@example.com', 'user123')).resolves.toMatchObject({
      username: 'reader',
    });
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', token: 'tok' });
    expect(localStorage.getItem('token')).toBe('tok');
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('register sends the five fields and signs in', async () => {
    const { useSession } = loadStore();
    fetchMock.mockResolvedValueOnce(respond(201, { success: true, data: { token: 'tok', user: makeUser() } }));
    const input = {
      firstName: 'Rea',
      lastName: 'Der',
      username: 'reader',
      email: 'user@example.com',
      password: 'secret1',
    };
    await useSession.getState().register(input);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual(input);
    expect(useSession.getState().status).toBe('authenticated');
  });

  it('a failed login (401) leaves the visitor where they are', async () => {
    const { useSession, setUnauthorizedRedirect } = loadStore();
    const redirect = jest.fn();
    setUnauthorizedRedirect(redirect);
    fetchMock.mockResolvedValueOnce(respond(401, { success: false, message: 'Invalid email or password' }));
    await expect(useSession.getState().login('user@example.com', 'bad')).rejects.toMatchObject({ status: 401 });
    expect(redirect).not.toHaveBeenCalled();
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('any 401 on a call with the token clears the session and calls the registered redirect', async () => {
    saveSession('t1', makeUser());
    const { useSession, setUnauthorizedRedirect, api } = loadStore();
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: makeUser() }));
    await useSession.getState().bootstrap();
    const redirect = jest.fn();
    setUnauthorizedRedirect(redirect);
    fetchMock.mockResolvedValueOnce(respond(401, { success: false, message: 'Token expired' }));
    await expect(api.readingList.list()).rejects.toMatchObject({ status: 401 });
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('setUser updates the saved user', async () => {
    saveSession('t1', makeUser());
    const { useSession } = loadStore();
    useSession.getState().setUser(makeUser({ bio: 'Loves books' }));
    expect(useSession.getState().user?.bio).toBe('Loves books');
    expect(JSON.parse(localStorage.getItem('user')!).bio).toBe('Loves books');
  });

  it('a logout while the check runs wins over the late answer', async () => {
    saveSession('t1', makeUser());
    const { useSession } = loadStore();
    let answer!: (r: FakeResponse) => void;
    fetchMock.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const pending = useSession.getState().bootstrap();
    useSession.getState().logout();
    answer(respond(200, { success: true, data: makeUser() }));
    await pending;
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', token: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signOut ends the session on the server too, and here at once whatever the server answers', async () => {
    saveSession('t1', makeUser());
    const { useSession } = loadStore();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    useSession.getState().signOut();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', token: null, user: null });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t1');
  });

  it('renews a short-lived token at half its life while the page is open', async () => {
    jest.useFakeTimers({ now: 1_000_000_000_000 });
    try {
      const exp = 1_000_000_000 + 3600; // one hour from "now", in seconds
      const token = `x.${btoa(JSON.stringify({ sub: 'u1', exp }))}.sig`;
      const { useSession } = loadStore();
      fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: { token, user: makeUser() } }));
      await useSession.getState().login('a@b.co', 'secret123');
      fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: { token: 'renewed' } }));
      await jest.advanceTimersByTimeAsync(29 * 60 * 1000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(2 * 60 * 1000);
      expect(fetchMock.mock.calls[1][0]).toBe('/api/auth/refresh');
      expect(useSession.getState().token).toBe('renewed');
      expect(localStorage.getItem('token')).toBe('renewed');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the session shared by the tabs of a browser', () => {
  // What another tab does: it writes localStorage, and this tab gets a storage event.
  const otherTab = (write: () => void, key: string | null = 'token') => {
    write();
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  };

  it('signs out here when another tab signs out', () => {
    saveSession('t1', makeUser({ _id: 'u1' }));
    const { useSession } = loadStore();
    otherTab(() => localStorage.clear(), null);
    expect(useSession.getState()).toMatchObject({ token: null, user: null, status: 'anonymous' });
  });

  it('takes up another account signed in there, and a renewed token or a changed profile of the same one', () => {
    saveSession('t1', makeUser({ _id: 'u1', username: 'first' }));
    const { useSession } = loadStore();
    otherTab(() => saveSession('t2', makeUser({ _id: 'u2', username: 'second' })));
    expect(useSession.getState()).toMatchObject({
      token: 't2',
      user: { _id: 'u2', username: 'second' },
      status: 'authenticated',
    });
    otherTab(() => localStorage.setItem('token', 't3'));
    expect(useSession.getState()).toMatchObject({ token: 't3', user: { _id: 'u2' } });
    otherTab(() => localStorage.setItem('user', JSON.stringify(makeUser({ _id: 'u2', username: 'renamed' }))), 'user');
    expect(useSession.getState().user?.username).toBe('renamed');
    // Other keys are not the session's.
    otherTab(() => localStorage.setItem('theme', 'dark'), 'theme');
    expect(useSession.getState().token).toBe('t3');
  });

  it("a 401 for this tab's ended token does not erase the session another tab saved since", async () => {
    saveSession('t1', makeUser({ _id: 'u1' }));
    const { useSession, api, setUnauthorizedRedirect } = loadStore();
    const redirect = jest.fn();
    setUnauthorizedRedirect(redirect);
    // Another tab signs in again before this tab has heard of it (its storage event not yet handled).
    saveSession('t2', makeUser({ _id: 'u2' }));
    fetchMock.mockResolvedValueOnce(respond(401, { success: false, message: 'Session ended' }));
    await expect(api.readingList.list()).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBe('t2');
  });
});
