import { fakeApi, respond } from '../testing/fake-fetch';
import { api, configureApiClient, data, getApiBaseUrl, http, page } from './client';

const { fetchMock, session, lastCall } = fakeApi();

describe('api client', () => {
  it("gives a remote the typed transport for its own calls: the session's token, the envelope unwrapped", async () => {
    session.token = 'abc';
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: { state: 'member', role: 'member' } }));
    await expect(data(http.post('/api/clubs/{id}/join', { params: { path: { id: 'c 1' } } }))).resolves.toEqual({
      state: 'member',
      role: 'member',
    });
    expect([lastCall().url, lastCall().init.method, lastCall().headers.Authorization]).toEqual([
      '/api/clubs/c%201/join',
      'POST',
      'Bearer abc',
    ]);
    fetchMock.mockResolvedValueOnce(
      respond(200, { success: true, data: [], meta: { total: 0, page: 1, limit: 20, hasMore: false } }),
    );
    await expect(page(http.get('/api/clubs', { params: { query: { search: 'slow' } } }))).resolves.toEqual({
      items: [],
      meta: { total: 0, page: 1, limit: 20, hasMore: false },
    });
    expect(lastCall().url).toBe('/api/clubs?search=slow');
  });

  it("deletes the account with the password in the DELETE's body, and puts a username into a reader's paths encoded", async () => {
    session.token = 'abc';
    fetchMock.mockResolvedValue(respond(200, { success: true, data: null }));
    await api.auth.deleteAccount('user123');
    expect(lastCall().url).toBe('/api/auth/account');
    expect(lastCall().init.method).toBe('DELETE');
    expect(JSON.parse(lastCall().init.body as string)).toEqual({ password: 'user123' });
    await api.readers.follow('ana maria');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/readers/ana%20maria/follow', 'POST']);
    await api.followers.remove('ana maria');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/followers/ana%20maria', 'DELETE']);
    fetchMock.mockResolvedValueOnce(
      respond(200, { success: true, data: [], meta: { total: 0, page: 2, limit: 20, hasMore: false } }),
    );
    await expect(api.readers.followers('ana', { page: 2, limit: 20 })).resolves.toEqual({
      items: [],
      meta: { total: 0, page: 2, limit: 20, hasMore: false },
    });
    expect(lastCall().url).toBe('/api/readers/ana/followers?page=2&limit=20');
  });

  it('returns data of the envelope and sends the bearer token when one is saved', async () => {
    session.token = 'abc';
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: { _id: 'u1', username: 'reader' } }));
    await expect(api.auth.me()).resolves.toEqual({ _id: 'u1', username: 'reader' });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/auth/me');
    expect(init.method).toBe('GET');
    expect(headers.Authorization).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token, and JSON bodies', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: { token: 't', user: {} } }));
    await api.auth.login('a@b.co', 'secret');
    const { init, headers } = lastCall();
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'a@b.co', password: 'secret' });
  });

  it("asks for the counts of every status only when told (the admin app), and still takes a 1.4 caller's signal first", async () => {
    const calls: [() => Promise<unknown>, string][] = [
      [() => api.stats.get(), '/api/stats'],
      [() => api.stats.get(undefined, { counts: 'all' }), '/api/stats?counts=all'],
      [() => api.genres.list(new AbortController().signal), '/api/genres'],
      [() => api.genres.list(undefined, { counts: 'all' }), '/api/genres?counts=all'],
      [() => api.authors.page({ search: 'ann', counts: 'all' }), '/api/authors?page=1&search=ann&counts=all'],
    ];
    for (const [call, url] of calls) {
      fetchMock.mockResolvedValueOnce(
        respond(200, { success: true, data: [], meta: { page: 1, limit: 50, total: 0, hasMore: false } }),
      );
      await call();
      expect(lastCall().url).toBe(url);
    }
  });

  it("calls the year's figures, the goals and the dates update on their paths; a dating call carries the reader's time zone", async () => {
    // The browser's zone is the one the reading list's "today" is taken in (the API dates a status change with it).
    const zone = 'Asia/Tokyo';
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    const spy = jest
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ ...resolved, timeZone: zone });
    try {
      const calls: [() => Promise<unknown>, string, string, unknown][] = [
        [() => api.readingList.year(2025), 'GET', '/api/reading-list/years/2025?timeZone=Asia%2FTokyo', undefined],
        [() => api.goals.get(2025), 'GET', '/api/goals/2025', undefined],
        [() => api.goals.set(2025, 30), 'PUT', '/api/goals/2025', { target: 30 }],
        [() => api.goals.clear(2025), 'DELETE', '/api/goals/2025', undefined],
        [
          () => api.readingList.update('e1', { finishedAt: '2025-03-01', startedAt: null }),
          'PUT',
          '/api/reading-list/e1',
          { finishedAt: '2025-03-01', startedAt: null, timeZone: zone },
        ],
        [
          () => api.readingList.add('b1', 'completed'),
          'POST',
          '/api/reading-list',
          { bookId: 'b1', status: 'completed', timeZone: zone },
        ],
      ];
      for (const [call, method, url, body] of calls) {
        fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: null }));
        await expect(call()).resolves.toBeNull();
        expect(lastCall().url).toBe(url);
        expect(lastCall().init.method).toBe(method);
        expect(lastCall().init.body === undefined ? undefined : JSON.parse(lastCall().init.body as string)).toEqual(
          body,
        );
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('builds query strings, skipping empty values', async () => {
    fetchMock.mockResolvedValueOnce(
      respond(200, { success: true, data: [], meta: { total: 0, page: 1, limit: 6, hasMore: false } }),
    );
    await api.books.list({ search: 'dune & co', genre: '', author: undefined, sort: '-averageRating', limit: 6 });
    const { url } = lastCall();
    const [path, qs] = url.split('?');
    expect(path).toBe('/api/books');
    expect(Object.fromEntries(new URLSearchParams(qs))).toEqual({
      search: 'dune & co',
      sort: '-averageRating',
      limit: '6',
    });
  });

  it('omits the query string when nothing is set, and honours the configured base URL', async () => {
    configureApiClient({ baseUrl: 'http://api.test/api' });
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: [] }));
    await api.authors.list({});
    expect(lastCall().url).toBe('http://api.test/api/authors');
    expect(getApiBaseUrl()).toBe('http://api.test/api');
  });

  it('returns items and meta of paged lists, with a meta computed when the server sends none', async () => {
    const meta = { total: 30, page: 1, limit: 24, hasMore: true };
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: [{ _id: 'b1' }], meta }));
    await expect(api.books.list()).resolves.toEqual({ items: [{ _id: 'b1' }], meta });
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: [{ _id: 'r1' }, { _id: 'r2' }] }));
    await expect(api.reviews.list({ book: 'b1' })).resolves.toEqual({
      items: [{ _id: 'r1' }, { _id: 'r2' }],
      meta: { total: 2, page: 1, limit: 2, hasMore: false },
    });
    expect(lastCall().url).toBe('/api/reviews?book=b1');
    // A "Load more" list asks for no count: the meta it gets has no total, and none is made up.
    const uncounted = { page: 2, limit: 50, hasMore: true };
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: [{ _id: 'r3' }], meta: uncounted }));
    await expect(api.reviews.list({ total: 'none', page: 2, limit: 50 })).resolves.toEqual({
      items: [{ _id: 'r3' }],
      meta: uncounted,
    });
    expect(lastCall().url).toBe('/api/reviews?total=none&page=2&limit=50');
  });

  it('pages users and authors with their queries, and reads the user statistics', async () => {
    const meta = { total: 120, page: 2, limit: 50, hasMore: true };
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: [{ _id: 'u1' }], meta }));
    await expect(api.users.page({ search: 'ann', role: 'admin', page: 2, limit: 50 })).resolves.toEqual({
      items: [{ _id: 'u1' }],
      meta,
    });
    const [usersPath, usersQs] = lastCall().url.split('?');
    expect(usersPath).toBe('/api/users');
    expect(Object.fromEntries(new URLSearchParams(usersQs))).toEqual({
      search: 'ann',
      role: 'admin',
      page: '2',
      limit: '50',
    });

    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: { total: 3, admins: 1, regularUsers: 2 } }));
    await expect(api.users.stats()).resolves.toEqual({ total: 3, admins: 1, regularUsers: 2 });
    expect(lastCall().url).toBe('/api/users/stats');

    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: [{ _id: 'a1' }], meta: { ...meta, page: 1 } }));
    await expect(api.authors.page({ search: 'le guin' })).resolves.toEqual({
      items: [{ _id: 'a1' }],
      meta: { ...meta, page: 1 },
    });
    // Always a page: without one the server would answer every author.
    expect(Object.fromEntries(new URLSearchParams(lastCall().url.split('?')[1]))).toEqual({
      page: '1',
      search: 'le guin',
    });
  });

  it('uploads a FormData with the field "image" and lets the browser set the content type', async () => {
    session.token = 'abc';
    fetchMock.mockResolvedValueOnce(
      respond(201, {
        success: true,
        data: { imageUrl: '/api/uploads/x.png', url: '/api/uploads/x.png', publicId: 'x' },
      }),
    );
    const file = new File(['png'], 'x.png', { type: 'image/png' });
    await expect(api.upload.image(file)).resolves.toMatchObject({ publicId: 'x' });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/upload/image');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('image')).toBeInstanceOf(File);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer abc');
  });

  it('encodes path ids', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: null }));
    await api.upload.remove('a/b c');
    expect(lastCall().url).toBe('/api/upload/image/a%2Fb%20c');
    expect(lastCall().init.method).toBe('DELETE');
  });
});
