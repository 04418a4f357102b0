import { api, ApiError, configureApiClient, errorMessage, getApiBaseUrl } from './client';

interface FakeResponse {
  ok: boolean;
  status: number;
  json: () => Promise<unknown>;
}

const respond = (status: number, payload?: unknown): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: payload === undefined ? () => Promise.reject(new SyntaxError('no body')) : () => Promise.resolve(payload),
});

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
let token: string | null = null;
const onUnauthorized = jest.fn();

beforeAll(() => {
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

beforeEach(() => {
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  token = null;
  configureApiClient({ baseUrl: '/api', getToken: () => token, onUnauthorized });
});

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
  return { url, init, headers: init.headers as Record<string, string> };
};

describe('api client', () => {
  it("deletes the account with the password in the DELETE's body, and puts a username into a reader's paths encoded", async () => {
    token = 'abc';
    fetchMock.mockResolvedValue(respond(200, { success: true, data: null }));
    await api.auth.deleteAccount('user123');
    expect(lastCall().url).toBe('/api/auth/account');
    expect(lastCall().init.method).toBe('DELETE');
    expect(JSON.parse(lastCall().init.body as string)).toEqual({ password: 'user123' });
    await api.readers.follow('ana maria');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/readers/ana%20maria/follow', 'POST']);
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
    token = 'abc';
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
    token = 'abc';
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

  it('throws ApiError with the server message and field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      respond(409, {
        success: false,
        message: 'Email already registered',
        errors: { email: ['Email already registered'] },
      }),
    );
    const error = await api.auth
      .register({ firstName: 'A', lastName: 'B', username: 'abc', email: 'a@b.co', password: 'secret' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Email already registered',
      errors: { email: ['Email already registered'] },
      fromServer: true,
    });
    expect(errorMessage(error, 'Registration failed')).toBe('Email already registered');
  });

  it('uses the fallback when the server sent no message (non-JSON error, network failure, other errors)', async () => {
    fetchMock.mockResolvedValueOnce(respond(502));
    const badGateway = await api.stats.get().catch((e: unknown) => e);
    expect(badGateway).toMatchObject({ status: 502, fromServer: false });
    expect(errorMessage(badGateway, 'Failed to load books')).toBe('Failed to load books');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await api.stats.get().catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0, fromServer: false });
    expect(errorMessage(offline, 'Login failed')).toBe('Login failed');

    expect(errorMessage(new Error('boom'), 'Failed to save book')).toBe('Failed to save book');
    expect(errorMessage(new ApiError(400, '', undefined, true), 'Failed to save book')).toBe('Failed to save book');
  });

  it('treats success: false with status 200 as an error', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, { success: false, message: 'Nope' }));
    await expect(api.genres.list()).rejects.toMatchObject({ status: 200, message: 'Nope' });
  });

  it('rethrows an abort as is', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    fetchMock.mockRejectedValueOnce(abort);
    await expect(api.books.get('b1')).rejects.toBe(abort);
  });

  describe('401', () => {
    it('on a call that carried a token ends the session', async () => {
      token = 'expired';
      fetchMock.mockResolvedValueOnce(respond(401, { success: false, message: 'Unauthorized' }));
      await expect(api.readingList.list()).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('on a call without a token does not', async () => {
      fetchMock.mockResolvedValueOnce(respond(401, { success: false, message: 'Unauthorized' }));
      await expect(api.readingList.list()).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('on login does not, even with a token saved (wrong credentials)', async () => {
      token = 'old';
      fetchMock.mockResolvedValueOnce(respond(401, { success: false, message: 'Invalid email or password' }));
      const error = await api.auth.login('a@b.co', 'bad').catch((e: unknown) => e);
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(errorMessage(error, 'Login failed')).toBe('Invalid email or password');
    });

    it('answering a call made with a token that is no longer current does not end the new session', async () => {
      token = 'old';
      fetchMock.mockImplementationOnce(async () => {
        token = 'new';
        return respond(401, { success: false, message: 'Unauthorized' });
      });
      await expect(api.auth.me()).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe("the server's trouble (503, network failure)", () => {
    it('keeps the session and carries the server message for the toast', async () => {
      token = 'valid';
      fetchMock.mockResolvedValueOnce(
        respond(503, {
          success: false,
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        }),
      );
      const error = await api.readingList.list().catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 503 });
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(errorMessage(error, 'Failed to load reading list')).toBe(
        'The service is temporarily unavailable. Please try again in a moment.',
      );
    });

    it("a network failure keeps the session and falls back to the caller's message", async () => {
      token = 'valid';
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const error = await api.readingList.list().catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 0 });
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(errorMessage(error, 'Failed to load reading list')).toBe('Failed to load reading list');
    });
  });
});

describe('downloads (export, import report)', () => {
  const content = new Blob(['Book Id,Title\n']);
  const file = (status: number, body: unknown, disposition?: string) =>
    ({
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(disposition ? { 'Content-Disposition': disposition } : {}),
      blob: () => Promise.resolve(content),
      json: () => Promise.resolve(body),
    }) as unknown as FakeResponse;

  it('fetch the file with the bearer token and name it from Content-Disposition', async () => {
    token = 'abc';
    fetchMock.mockResolvedValueOnce(
      file(200, 'Book Id,Title\n', 'attachment; filename="goodreads_library_export.csv"'),
    );
    const { blob, filename } = await api.exports.csv();
    expect(filename).toBe('goodreads_library_export.csv');
    expect(blob).toBe(content);
    expect(lastCall().url).toBe('/api/users/me/export.csv?timeZone=America%2FLos_Angeles'); // the zone the tests run in: Date Added is a day there
    expect(lastCall().headers.Authorization).toBe('Bearer abc');
  });

  it("fail with the server's message, and a 401 ends the session", async () => {
    token = 'abc';
    fetchMock.mockResolvedValueOnce(file(409, { success: false, message: 'The import has not finished yet' }));
    await expect(api.imports.report('i1')).rejects.toMatchObject({
      status: 409,
      message: 'The import has not finished yet',
    });
    fetchMock.mockResolvedValueOnce(file(401, { success: false, message: 'Session expired' }));
    await expect(api.exports.json()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('upload an export file as the multipart field "file"', async () => {
    fetchMock.mockResolvedValueOnce(respond(201, { success: true, data: { id: 'i1' } }));
    await api.imports.preview(new File(['a,b\n'], 'export.csv', { type: 'text/csv' }));
    const body = lastCall().init.body as FormData;
    expect((body.get('file') as File).name).toBe('export.csv');
    expect(lastCall().headers['Content-Type']).toBeUndefined();
  });
});

describe('the unread count, read conditionally', () => {
  const answer = (status: number, payload?: unknown, etag?: string) =>
    ({
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(etag ? { ETag: etag } : {}),
      json: payload === undefined ? () => Promise.reject(new SyntaxError('no body')) : () => Promise.resolve(payload),
    }) as unknown as FakeResponse;

  it('keeps the ETag, sends it back, and answers a 304 as unchanged rather than an error', async () => {
    token = 'abc';
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: { count: 3 } }, 'W/"n-3"'));
    await expect(api.notifications.unreadCount(null)).resolves.toEqual({
      unchanged: false,
      data: { count: 3 },
      etag: 'W/"n-3"',
    });
    expect(lastCall().url).toBe('/api/notifications/unread-count');
    expect(lastCall().headers['If-None-Match']).toBeUndefined();
    fetchMock.mockResolvedValueOnce(answer(304));
    await expect(api.notifications.unreadCount('W/"n-3"')).resolves.toEqual({ unchanged: true, etag: 'W/"n-3"' });
    expect(lastCall().headers['If-None-Match']).toBe('W/"n-3"');
    expect(lastCall().headers.Authorization).toBe('Bearer abc');
  });

  it('fails like any call on an error, and a 401 ends the session', async () => {
    token = 'abc';
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, message: 'Session expired' }));
    await expect(api.notifications.unreadCount('W/"n-1"')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('likes, comments, blocks, notifications and reports', () => {
  it('call their paths with their methods and bodies', async () => {
    token = 'abc';
    fetchMock.mockResolvedValue(
      respond(200, { success: true, data: null, meta: { total: 0, page: 1, limit: 20, hasMore: false } }),
    );
    await api.likes.ofBook('b1');
    expect(lastCall().url).toBe('/api/reviews/liked?book=b1');
    await api.likes.like('r1');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/reviews/r1/like', 'POST']);
    await api.likes.unlike('r1');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/reviews/r1/like', 'DELETE']);
    fetchMock.mockResolvedValueOnce(
      respond(200, { success: true, data: [], meta: { total: 0, page: 2, limit: 20, hasMore: false } }),
    );
    await api.comments.list('r1', { page: 2 });
    expect(lastCall().url).toBe('/api/reviews/r1/comments?page=2');
    await api.comments.create('r1', 'Yes');
    expect([lastCall().init.method, JSON.parse(lastCall().init.body as string)]).toEqual(['POST', { body: 'Yes' }]);
    await api.comments.update('c1', 'No');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/comments/c1', 'PUT']);
    await api.comments.remove('c1');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/comments/c1', 'DELETE']);
    await api.blocks.block('ana maria');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/readers/ana%20maria/block', 'POST']);
    await api.blocks.unblock('ana');
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/readers/ana/block', 'DELETE']);
    fetchMock.mockResolvedValueOnce(respond(200, { success: true, data: [] }));
    await api.blocks.list();
    expect(lastCall().url).toBe('/api/blocks');
    await api.notifications.readAll();
    expect([lastCall().url, lastCall().init.method]).toEqual(['/api/notifications/read-all', 'POST']);
    await api.reports.create({ kind: 'comment', target: 'c1', reason: 'other', text: 'Rude' });
    expect([lastCall().url, JSON.parse(lastCall().init.body as string)]).toEqual([
      '/api/reports',
      { kind: 'comment', target: 'c1', reason: 'other', text: 'Rude' },
    ]);
  });
});
