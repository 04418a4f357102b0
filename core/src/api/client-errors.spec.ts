import { fakeApi, respond } from '../testing/fake-fetch';
import { api, ApiError, errorMessage } from './client';

const { fetchMock, onUnauthorized, session } = fakeApi();

describe('api client', () => {
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
      session.token = 'expired';
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
      session.token = 'old';
      fetchMock.mockResolvedValueOnce(respond(401, { success: false, message: 'Invalid email or password' }));
      const error = await api.auth.login('a@b.co', 'bad').catch((e: unknown) => e);
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(errorMessage(error, 'Login failed')).toBe('Invalid email or password');
    });

    it('answering a call made with a token that is no longer current does not end the new session', async () => {
      session.token = 'old';
      fetchMock.mockImplementationOnce(async () => {
        session.token = 'new';
        return respond(401, { success: false, message: 'Unauthorized' });
      });
      await expect(api.auth.me()).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe("the server's trouble (503, network failure)", () => {
    it('keeps the session and carries the server message for the toast', async () => {
      session.token = 'valid';
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
      session.token = 'valid';
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const error = await api.readingList.list().catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 0 });
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(errorMessage(error, 'Failed to load reading list')).toBe('Failed to load reading list');
    });
  });
});
