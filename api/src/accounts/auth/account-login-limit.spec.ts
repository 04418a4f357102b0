import { createUser, setUpApp } from '../../testing/fixtures';

/**
 * Per-account sign-in limit (LOGIN_ACCOUNT_LIMIT=3): each client address (IPv6 by /64) gets 3 attempts on an account,
 * and once the account has 3 failures in all, only browsers holding a device cookie of the account (given at their
 * sign-in) keep trying: a stranger can stop a guessing run but never lock the owner out (device-cookies.spec.ts).
 */
describe('login limit per account', () => {
  // Trust the loopback proxy so each attempt can come from another client IP, as in a distributed guessing run.
  const { t } = setUpApp({
    env: { TRUST_PROXY: 'loopback', LOGIN_ACCOUNT_LIMIT: '3', LOGIN_ACCOUNT_WINDOW_MS: '600000' },
  });

  let ip = 0;
  const nextAddress = () => `198.51.100.${++ip}`;
  const loginFrom = (address: string, email: string, password: string) =>
    t.http.post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });
  const login = (email: string, password: string) => loginFrom(nextAddress(), email, password);
  const expectRefused = async (
    res: { status: number; body: { message?: string }; headers: Record<string, string> },
    withinSeconds: number,
  ) => {
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 429,
      message: 'Too many attempts, please try again later',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(withinSeconds);
    return Number(res.headers['retry-after']);
  };

  /** The device cookie a sign-in gave the browser, as the browser sends it back. */
  const deviceCookie = (res: { headers: Record<string, unknown> }) =>
    String((res.headers['set-cookie'] as string[])[0]).split(';')[0];

  it('refuses every browser without a device cookie once the account has had 3 failures, while the owner signs in from theirs', async () => {
    const email = `${(await createUser(t)).username}@example.test`;
    const owner = deviceCookie(await login(email, 'secret123').expect(200));
    const attacker = nextAddress();
    for (let i = 0; i < 3; i++) await loginFrom(attacker, email, 'wrong-password').expect(401);
    const retryAfter = await expectRefused(await loginFrom(attacker, email.toUpperCase(), 'wrong-password'), 600);
    // More attempts never push the unlock time further away, and the right password does not get through either.
    for (let i = 0; i < 3; i++)
      expect(await expectRefused(await loginFrom(attacker, email, 'wrong-password'), 600)).toBeLessThanOrEqual(
        retryAfter,
      );
    await expectRefused(await loginFrom(attacker, email, 'secret123'), 600);
    await expectRefused(await login(email, 'secret123'), 600);
    await login(email, 'secret123').set('Cookie', owner).expect(200);
  });

  it("stops a guessing run spread over many addresses at the account's 3 failures; the owner's browser still signs in", async () => {
    const email = `${(await createUser(t)).username}@example.test`;
    const owner = deviceCookie(await login(email, 'secret123').expect(200));
    for (let i = 0; i < 3; i++) await login(email, 'wrong-password').expect(401);
    await expectRefused(await login(email, 'wrong-password'), 600);
    // The owner, from an address that has never tried the account, with the browser they signed in with before.
    const away = nextAddress();
    const again = await loginFrom(away, email, 'secret123').set('Cookie', owner).expect(200);
    await loginFrom(away, email, 'secret123').set('Cookie', deviceCookie(again)).expect(200);
  });

  it("takes back an IPv6 network's mistypes (counted by /64) when a sign-in from it succeeds", async () => {
    const email = `${(await createUser(t)).username}@example.test`;
    // A phone whose temporary IPv6 address changed between the mistypes and the sign-in.
    await loginFrom('2001:db8:7:7::a', email, 'mistyped').expect(401);
    await loginFrom('2001:db8:7:7:1234::b', email, 'mistyped-again').expect(401);
    await loginFrom('2001:db8:7:7::c', email, 'secret123').expect(200);
    for (let i = 0; i < 3; i++) await login(email, 'wrong-password').expect(401);
    await expectRefused(await login(email, 'wrong-password'), 600);
  });

  it("clears an address's attempts when it signs in", async () => {
    const email = `${(await createUser(t)).username}@example.test`;
    const home = nextAddress();
    for (let round = 0; round < 3; round++) {
      await loginFrom(home, email, 'mistyped').expect(401);
      await loginFrom(home, email, 'mistyped-again').expect(401);
      await loginFrom(home, email, 'secret123').expect(200);
    }
  });

  it('counts password changes per user, whatever the IP', async () => {
    const { auth } = await createUser(t);
    const change = () =>
      t.http
        .put('/api/auth/change-password')
        .set(auth)
        .set('X-Forwarded-For', `198.51.100.${++ip}`)
        .send({ currentPassword: 'guess-it', newPassword: 'another-secret' });
    for (let i = 0; i < 3; i++) await change().expect(400);
    await change().expect(429);
  });

  it('counts current passwords sent with a profile update (an email change) in the same per-user budget', async () => {
    const user = await createUser(t);
    const from = () => `198.51.100.${++ip}`;
    const profile = (body: Record<string, string>) =>
      t.http
        .put('/api/auth/profile')
        .set(user.auth)
        .set('X-Forwarded-For', from())
        .send({ username: user.username, ...body });
    // Profile edits that check no password are not counted.
    for (let i = 0; i < 4; i++) await profile({ email: `${user.username}@example.test`, bio: `edit ${i}` }).expect(200);
    await profile({ email: 'taken-over@example.test', currentPassword: 'guess-1' }).expect(400);
    await t.http
      .put('/api/auth/change-password')
      .set(user.auth)
      .set('X-Forwarded-For', from())
      .send({ currentPassword: 'guess-2', newPassword: 'another-secret' })
      .expect(400);
    await profile({ email: 'taken-over@example.test', currentPassword: 'guess-3' }).expect(400);
    const res = await profile({ email: 'taken-over@example.test', currentPassword: 'secret123' }).expect(429);
    expect(res.body.message).toBe('Too many attempts, please try again later');
    expect((await t.http.get('/api/auth/me').set(user.auth).expect(200)).body.data.email).toBe(
      `${user.username}@example.test`,
    );
  });

  it('leaves other accounts alone', async () => {
    const other = await createUser(t);
    await login(`${other.username}@example.test`, 'secret123').expect(200);
  });
});
