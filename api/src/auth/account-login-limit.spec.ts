import { createUser } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Per-account sign-in limit (LOGIN_ACCOUNT_LIMIT=3), counted whatever IP the attempts come from. */
describe('login limit per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Trust the loopback proxy so each attempt can come from another client IP, as in a distributed guessing run.
    t = await createTestApp({ TRUST_PROXY: 'loopback', LOGIN_ACCOUNT_LIMIT: '3', LOGIN_ACCOUNT_WINDOW_MS: '600000' });
  });
  afterAll(() => t.close());

  let ip = 0;
  const login = (email: string, password: string) =>
    t.http.post('/api/auth/login').set('X-Forwarded-For', `198.51.100.${++ip}`).send({ email, password });

  it('answers 429 with Retry-After to the 4th attempt on one account from different IPs', async () => {
    const email = `${(await createUser(t)).username}@example.test`;
    for (let i = 0; i < 3; i++) await login(email, 'wrong-password').expect(401);
    const res = await login(email.toUpperCase(), 'wrong-password').expect(429);
    expect(res.body).toEqual({ success: false, message: 'Too many attempts, please try again later' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // More attempts never push the unlock time further away.
    for (let i = 0; i < 5; i++) {
      const again = await login(email, 'wrong-password').expect(429);
      expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(retryAfter);
    }
  });

  it('counts password changes per user, whatever the IP', async () => {
    const { auth } = await createUser(t);
    const change = () =>
      t.http.put('/api/auth/change-password').set(auth).set('X-Forwarded-For', `198.51.100.${++ip}`).send({ currentPassword: 'guess-it', newPassword: 'another-secret' });
    for (let i = 0; i < 3; i++) await change().expect(400);
    await change().expect(429);
  });

  it('counts current passwords sent with a profile update (an email change) in the same per-user budget', async () => {
    const user = await createUser(t);
    const from = () => `198.51.100.${++ip}`;
    const profile = (body: Record<string, string>) => t.http.put('/api/auth/profile').set(user.auth).set('X-Forwarded-For', from()).send({ username: user.username, ...body });
    // Profile edits that check no password are not counted.
    for (let i = 0; i < 4; i++) await profile({ email: `${user.username}@example.test`, bio: `edit ${i}` }).expect(200);
    await profile({ email: 'taken-over@example.test', currentPassword: 'guess-1' }).expect(400);
    await t.http.put('/api/auth/change-password').set(user.auth).set('X-Forwarded-For', from()).send({ currentPassword: 'guess-2', newPassword: 'another-secret' }).expect(400);
    await profile({ email: 'taken-over@example.test', currentPassword: 'guess-3' }).expect(400);
    const res = await profile({ email: 'taken-over@example.test', currentPassword: 'secret123' }).expect(429);
    expect(res.body.message).toBe('Too many attempts, please try again later');
    expect((await t.http.get('/api/auth/me').set(user.auth).expect(200)).body.data.email).toBe(`${user.username}@example.test`);
  });

  it('leaves other accounts alone', async () => {
    const other = await createUser(t);
    await login(`${other.username}@example.test`, 'secret123').expect(200);
  });
});
