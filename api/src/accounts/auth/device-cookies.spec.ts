import type { Response } from 'supertest';
import { createUser, setUpApp } from '../../testing/fixtures';

/**
 * Guessing one account from many computers (OWASP's device cookies): each sign-in gives the browser a signed cookie
 * naming the account; once the account has had 10 failures within 15 minutes, only browsers presenting a valid one
 * keep trying (each with its own allowance), everyone else waits. So the owner in their usual browser still signs in
 * during the attack, and a stranger cannot lock them out.
 */
describe('device cookies against guessing one account from many addresses', () => {
  // Trust the loopback proxy so each attempt can come from another client address, as in a distributed guessing run.
  const { t } = setUpApp({
    env: { TRUST_PROXY: 'loopback', LOGIN_ACCOUNT_LIMIT: '10', LOGIN_ACCOUNT_WINDOW_MS: String(15 * 60_000) },
  });

  let ip = 0;
  const nextAddress = () => `198.51.100.${++ip}`;
  const login = (
    email: string,
    password: string,
    options: { from?: string; cookie?: string; https?: boolean } = {},
  ) => {
    const req = t.http
      .post('/api/auth/login')
      .set('X-Forwarded-For', options.from ?? nextAddress())
      .send({ email, password });
    if (options.cookie) req.set('Cookie', options.cookie);
    if (options.https) req.set('X-Forwarded-Proto', 'https');
    return req;
  };
  const setCookies = (res: Response): string[] => {
    const header = res.headers['set-cookie'] as unknown as string[] | string | undefined;
    return header === undefined ? [] : Array.isArray(header) ? header : [header];
  };
  /** The device cookie a sign-in set, as the browser sends it back (`name=value`). */
  const deviceCookie = (res: Response): string => {
    const cookies = setCookies(res);
    expect(cookies).toHaveLength(1);
    return cookies[0].split(';')[0];
  };
  const expectWaiting = (res: Response) => {
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 429,
      message: 'Too many attempts, please try again later',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  };
  const newAccount = async () => `${(await createUser(t)).username}@example.test`;
  const guessFromManyAddresses = async (email: string, guesses: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < guesses; i++) {
      const res = await login(email, `guess-${i}`);
      statuses.push(res.status);
      if (res.status === 429) expectWaiting(res);
    }
    return statuses;
  };

  it('sets an HttpOnly, SameSite=Strict cookie at each sign-in, Secure when the browser came over https', async () => {
    const email = await newAccount();
    const [cookie] = setCookies(await login(email, 'secret123').expect(200));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/auth/);
    expect(cookie).not.toMatch(/; Secure/);
    const [overHttps] = setCookies(await login(email, 'secret123', { https: true }).expect(200));
    expect(overHttps).toMatch(/; Secure/);
    // A failed sign-in earns no cookie.
    expect(setCookies(await login(email, 'wrong-password').expect(401))).toEqual([]);
  });

  it('stops a guessing run over 40 addresses after 10 failures, while the owner in their usual browser signs in', async () => {
    const email = await newAccount();
    const owner = deviceCookie(await login(email, 'secret123').expect(200));

    const statuses = await guessFromManyAddresses(email, 40);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));
    // The right password from a browser without the cookie waits too: the guesser learns nothing.
    expectWaiting(await login(email, 'secret123'));

    // The owner, from home or away, mistypes (their own allowance) and signs in.
    await login(email, 'mistyped', { cookie: owner }).expect(401);
    const again = await login(email, 'secret123', { cookie: owner }).expect(200);
    await login(email, 'secret123', { cookie: deviceCookie(again) }).expect(200);
  });

  it('gives each browser its own allowance, which a stranger cannot spend', async () => {
    const email = await newAccount();
    const laptop = deviceCookie(await login(email, 'secret123').expect(200));
    const phone = deviceCookie(await login(email, 'secret123').expect(200));
    await guessFromManyAddresses(email, 12);
    // Someone with the laptop guesses: the laptop waits, the phone does not.
    for (let i = 0; i < 10; i++) await login(email, `laptop-guess-${i}`, { cookie: laptop }).expect(401);
    expectWaiting(await login(email, 'secret123', { cookie: laptop }));
    await login(email, 'secret123', { cookie: phone }).expect(200);
  });

  it("accepts only the API's own cookie for that very account", async () => {
    const email = await newAccount();
    const other = deviceCookie(await login(await newAccount(), 'secret123').expect(200));
    const owner = deviceCookie(await login(email, 'secret123').expect(200));
    await guessFromManyAddresses(email, 10);
    expectWaiting(await login(email, 'secret123', { cookie: other }));
    const [name, value] = owner.split('=');
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expectWaiting(await login(email, 'secret123', { cookie: forged }));
    expectWaiting(await login(email, 'secret123', { cookie: 'device=garbage' }));
    await login(email, 'secret123', { cookie: owner }).expect(200);
  });

  it("counts the browser that registered the account as its owner's", async () => {
    const email = 'registered_here@example.test';
    const registered = await t.http
      .post('/api/auth/register')
      .set('X-Forwarded-For', nextAddress())
      .send({ username: 'registered_here', email, password: 'Reads-every-night-7', firstName: 'Ada', lastName: 'Reed' })
      .expect(201);
    const owner = deviceCookie(registered);
    await guessFromManyAddresses(email, 10);
    expectWaiting(await login(email, 'Reads-every-night-7'));
    await login(email, 'Reads-every-night-7', { cookie: owner }).expect(200);
  });

  it('leaves other accounts alone', async () => {
    const attacked = await newAccount();
    await guessFromManyAddresses(attacked, 11);
    await login(await newAccount(), 'secret123').expect(200);
  });
});
