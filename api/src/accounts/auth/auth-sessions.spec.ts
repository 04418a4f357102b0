import { JwtService } from '@nestjs/jwt';
import { bearer, expectNoSecrets, register, USER_KEYS } from '../../testing/accounts';
import { setUpApp } from '../../testing/fixtures';

describe('auth', () => {
  const { t } = setUpApp();

  describe('POST /api/auth/login', () => {
    it('returns a token and the user, and records lastLogin', async () => {
      const { input } = await register(t);
      const before = Date.now();
      const res = await t.http
        .post('/api/auth/login')
        .send({ email: input.email.toUpperCase(), password: input.password })
        .expect(200);
      expectNoSecrets(res);
      expect(Object.keys(res.body.data.user).sort()).toEqual(USER_KEYS);
      expect(new Date(res.body.data.user.lastLogin).getTime()).toBeGreaterThanOrEqual(before - 1000);
      const me = await t.http.get('/api/auth/me').set(bearer(res.body.data.token)).expect(200);
      expect(me.body.data.lastLogin).toBe(res.body.data.user.lastLogin);
    });

    it('answers 401 with one message for a wrong password and for an unknown email', async () => {
      const { input } = await register(t);
      const wrong = await t.http
        .post('/api/auth/login')
        .send({ email: input.email, password: 'wrong-password' })
        .expect(401);
      const unknown = await t.http
        .post('/api/auth/login')
        .send({ email: 'nobody@example.com', password: 'whatever' })
        .expect(401);
      expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('requires email and password', async () => {
      const res = await t.http.post('/api/auth/login').send({}).expect(400);
      expect(res.body.errors.email).toContain('Email is required');
      expect(res.body.errors.password).toContain('Password is required');
    });

    it('rejects NoSQL operator payloads with a 400, never a login', async () => {
      await register(t);
      const res = await t.http
        .post('/api/auth/login')
        .send({ email: { $gt: '' }, password: { $gt: '' } })
        .expect(400);
      expect(res.body.success).toBe(false);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors.email).toContain('Email must be a string');
      expect(res.body.errors.password).toContain('Password must be a string');
    });

    it('rejects a body that is not JSON as a 400', async () => {
      const res = await t.http
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .send('{"email":')
        .expect(400);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
    });
  });

  describe('tokens', () => {
    it('answers 401 without a token', async () => {
      const res = await t.http.get('/api/auth/me').expect(401);
      expect(res.body).toEqual({ success: false, message: 'Authentication required' });
    });

    it('answers 401 to a tampered token', async () => {
      const { token, user } = await register(t);
      const [header, , signature] = token.split('.');
      const forged = Buffer.from(
        JSON.stringify({ sub: user._id, role: 'admin', iat: Math.floor(Date.now() / 1000) }),
      ).toString('base64url');
      await t.http
        .get('/api/auth/me')
        .set(bearer(`${header}.${forged}.${signature}`))
        .expect(401);
      await t.http
        .get('/api/auth/me')
        .set(bearer(`${token.slice(0, -2)}xx`))
        .expect(401);
    });

    it('answers 401 to a token signed with another secret', async () => {
      const { user } = await register(t);
      const token = new JwtService({ secret: 'another-secret' }).sign({ sub: user._id });
      await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    });

    it('answers 401 to an expired token', async () => {
      const { user } = await register(t);
      const token = new JwtService({ secret: 'test-secret' }).sign({
        sub: user._id,
        exp: Math.floor(Date.now() / 1000) - 60,
      });
      const res = await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
      expect(res.body.message).toBe('Session expired, please log in again');
    });

    it('answers 401 to a valid token of a user that no longer exists', async () => {
      const token = new JwtService({ secret: 'test-secret' }).sign({ sub: '0123456789abcdef01234567' });
      await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    });
  });

  describe('GET /api/auth/me', () => {
    it('returns the public user and ignores operator-looking query strings', async () => {
      const { token, user } = await register(t);
      const res = await t.http.get('/api/auth/me?role[$ne]=x&_id[$gt]=').set(bearer(token)).expect(200);
      expectNoSecrets(res);
      expect(res.body.data).toEqual(user);
    });
  });

  describe('revocable, short-lived tokens', () => {
    it('POST /api/auth/logout ends every session of the user at once', async () => {
      const { token, input } = await register(t);
      const other = await t.http
        .post('/api/auth/login')
        .send({ email: input.email, password: input.password })
        .expect(200);
      await t.http.post('/api/auth/logout').set(bearer(token)).expect(200);
      await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
      const again = await t.http.get('/api/auth/me').set(bearer(other.body.data.token)).expect(401);
      expect(again.body.message).toBe('Session expired, please log in again');
      await t.http.post('/api/auth/logout').expect(401);
      const fresh = await t.http
        .post('/api/auth/login')
        .send({ email: input.email, password: input.password })
        .expect(200);
      await t.http.get('/api/auth/me').set(bearer(fresh.body.data.token)).expect(200);
    });

    it('POST /api/auth/refresh exchanges a valid token for a fresh one, never a revoked or expired one', async () => {
      const { token } = await register(t);
      const res = await t.http.post('/api/auth/refresh').set(bearer(token)).expect(200);
      expect(res.body.data.token).toEqual(expect.any(String));
      await t.http.get('/api/auth/me').set(bearer(res.body.data.token)).expect(200);
      await t.http.post('/api/auth/logout').set(bearer(res.body.data.token)).expect(200);
      await t.http.post('/api/auth/refresh').set(bearer(res.body.data.token)).expect(401);
      const expired = t.app.get(JwtService).sign({ sub: '64b7f0c2a1b2c3d4e5f60718' }, { expiresIn: -10 });
      await t.http.post('/api/auth/refresh').set(bearer(expired)).expect(401);
    });

    it('signs tokens for an hour by default', async () => {
      const { token } = await register(t);
      const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      expect(exp - iat).toBe(3600);
    });
  });

  describe('PUT /api/auth/change-password', () => {
    it('changes the password: the new one logs in, the old one no longer does', async () => {
      const { token, input } = await register(t);
      const other = await t.http
        .post('/api/auth/login')
        .send({ email: input.email, password: input.password })
        .expect(200);
      const res = await t.http
        .put('/api/auth/change-password')
        .set(bearer(token))
        .send({ currentPassword: input.password, newPassword: 'brand-new' })
        .expect(200);
      expect(res.body).toEqual({ success: true, data: { token: expect.any(String) } });
      await t.http.post('/api/auth/login').send({ email: input.email, password: 'brand-new' }).expect(200);
      await t.http.post('/api/auth/login').send({ email: input.email, password: input.password }).expect(401);
      // Every session opened with the old password ends; this one continues with the new token.
      await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
      await t.http.get('/api/auth/me').set(bearer(other.body.data.token)).expect(401);
      await t.http.get('/api/auth/me').set(bearer(res.body.data.token)).expect(200);
    });

    it('answers 400 when the current password is wrong', async () => {
      const { token } = await register(t);
      const res = await t.http
        .put('/api/auth/change-password')
        .set(bearer(token))
        .send({ currentPassword: 'not-it', newPassword: 'brand-new' })
        .expect(400);
      expect(res.body.message).toBe('Current password is incorrect');
      expect(res.body.errors.currentPassword).toEqual(['Current password is incorrect']);
    });

    it('validates both fields', async () => {
      const { token, input } = await register(t);
      const res = await t.http
        .put('/api/auth/change-password')
        .set(bearer(token))
        .send({ currentPassword: input.password, newPassword: '12345' })
        .expect(400);
      expect(res.body.errors.newPassword).toContain('New password must be at least 6 characters long');
      const missing = await t.http.put('/api/auth/change-password').set(bearer(token)).send({}).expect(400);
      expect(missing.body.errors.currentPassword).toContain('Current password is required');
    });

    it('requires a signed-in user', async () => {
      await t.http
        .put('/api/auth/change-password')
        .send({ currentPassword: 'secret1', newPassword: 'secret2' })
        .expect(401);
    });
  });
});
