import { JwtService } from '@nestjs/jwt';
import { createUser, setUpApp } from '../../testing/fixtures';

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    auth_time?: number;
    iat: number;
    exp: number;
  };

/** A session has an absolute lifetime (SESSION_MAX_AGE, 30 days by default) from its sign-in, whatever its renewals. */
describe('session lifetime', () => {
  const { t } = setUpApp();

  /** A token of a session that began `ageSeconds` ago, as the API signs them (or without a start: `undefined`). */
  const tokenOfSession = (sub: string, ageSeconds: number | undefined) =>
    t.app
      .get(JwtService)
      .sign(ageSeconds === undefined ? { sub, ver: 0 } : { sub, ver: 0, auth_time: now() - ageSeconds });
  const refresh = (token: string) => t.http.post('/api/auth/refresh').set('Authorization', `Bearer ${token}`);

  it('carries the sign-in time in the token and keeps it across renewals', async () => {
    const user = await createUser(t);
    const signIn = await t.http
      .post('/api/auth/login')
      .send({ email: `${user.username}@example.test`, password: 'secret123' })
      .expect(200);
    const signedInAt = claims(signIn.body.data.token).auth_time as number;
    expect(Math.abs(signedInAt - now())).toBeLessThanOrEqual(2);
    const first = (await refresh(signIn.body.data.token).expect(200)).body.data.token;
    const second = (await refresh(first).expect(200)).body.data.token;
    expect(claims(first).auth_time).toBe(signedInAt);
    expect(claims(second).auth_time).toBe(signedInAt);
  });

  it('renews a session younger than SESSION_MAX_AGE, with a token that expires no later than the session', async () => {
    const user = await createUser(t);
    const token = tokenOfSession(user.id, 30 * DAY - 120);
    const renewed = claims((await refresh(token).expect(200)).body.data.token);
    expect(renewed.auth_time).toBe(claims(token).auth_time);
    // An hour's token would outlive the session by almost an hour: it ends with it.
    expect(renewed.exp).toBeLessThanOrEqual((renewed.auth_time as number) + 30 * DAY);
    expect(renewed.exp).toBeGreaterThan(now());
  });

  it('refuses to renew a session older than SESSION_MAX_AGE with a 401 that says to sign in again', async () => {
    const user = await createUser(t);
    const old = tokenOfSession(user.id, 30 * DAY + 1);
    // The token itself is still valid for its own hour: the reader is signed in until then, but cannot extend it.
    await t.http.get('/api/auth/me').set('Authorization', `Bearer ${old}`).expect(200);
    const res = await refresh(old).expect(401);
    expect(res.body).toEqual({ success: false, message: 'Your session has ended, please sign in again' });
  });

  it('refuses to renew a token that does not say when its session began', async () => {
    const user = await createUser(t);
    expect((await refresh(tokenOfSession(user.id, undefined)).expect(401)).body.message).toBe(
      'Your session has ended, please sign in again',
    );
  });

  describe('SESSION_MAX_AGE=1h', () => {
    const { t: short } = setUpApp({ env: { SESSION_MAX_AGE: '1h' } });

    it('is read from the environment', async () => {
      const user = await createUser(short);
      const sign = (age: number) => short.app.get(JwtService).sign({ sub: user.id, ver: 0, auth_time: now() - age });
      await short.http
        .post('/api/auth/refresh')
        .set('Authorization', `Bearer ${sign(3000)}`)
        .expect(200);
      await short.http
        .post('/api/auth/refresh')
        .set('Authorization', `Bearer ${sign(3601)}`)
        .expect(401);
    });
  });
});
