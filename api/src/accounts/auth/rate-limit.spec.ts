import { createUser, createUsers, setUpApp } from '../../testing/fixtures';

describe('auth rate limit (AUTH_RATE_LIMIT=3)', () => {
  const { t } = setUpApp({ env: { AUTH_RATE_LIMIT: '3' } });

  it('answers 429 to the 4th login attempt within a minute', async () => {
    const attempt = () => t.http.post('/api/auth/login').send({ email: 'someone@example.com', password: 'guess-it' });
    for (let i = 0; i < 3; i++) await attempt().expect(401);
    const res = await attempt().expect(429);
    expect(res.body).toEqual({ success: false, message: 'Too many attempts, please try again later' });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits registration too', async () => {
    const attempt = () => t.http.post('/api/auth/register').send({});
    for (let i = 0; i < 3; i++) await attempt().expect(400);
    await attempt().expect(429);
  });

  it('limits profile updates and password changes', async () => {
    const { auth } = await createUser(t);
    const update = () => t.http.put('/api/auth/profile').set(auth).send({ bio: 'no username or email' });
    for (let i = 0; i < 3; i++) await update().expect(400);
    await update().expect(429);
    const change = () =>
      t.http
        .put('/api/auth/change-password')
        .set(auth)
        .send({ currentPassword: 'guess-it', newPassword: 'another-secret' });
    for (let i = 0; i < 3; i++) await change().expect(400);
    const res = await change().expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits token renewals per account, not per address', async () => {
    const [reader, neighbour] = await createUsers(t, 2);
    const renew = (auth: Record<string, string>) => t.http.post('/api/auth/refresh').set(auth);
    for (let i = 0; i < 3; i++) await renew(reader.auth).expect(200);
    const res = await renew(reader.auth).expect(429);
    expect(res.body.message).toBe('Too many attempts, please try again later');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another reader from the same address renews theirs.
    await renew(neighbour.auth).expect(200);
  });

  it('leaves the other routes alone', async () => {
    for (let i = 0; i < 5; i++) await t.http.get('/api/auth/me').expect(401);
    for (let i = 0; i < 5; i++) await t.http.get('/api/stats').expect(200);
  });
});
