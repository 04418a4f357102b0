import { fakeApi, respond, type FakeResponse } from '../testing/fake-fetch';
import { api, ApiError } from './client';

const { fetchMock, onUnauthorized, session, lastCall } = fakeApi();

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
    session.token = 'abc';
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
    session.token = 'abc';
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
    session.token = 'abc';
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
    session.token = 'abc';
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, message: 'Session expired' }));
    await expect(api.notifications.unreadCount('W/"n-1"')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
