import { JwtService } from '@nestjs/jwt';
import type { Response } from 'supertest';
import { Types } from 'mongoose';
import { PNG_1X1 } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/** No secret may ever leave the server: neither the hash, nor a password field, nor anything bcrypt-looking. */
function expectNoSecrets(res: Response) {
  const text = JSON.stringify(res.body);
  expect(text).not.toMatch(/passwordHash|"password"|\$2[aby]?\$/);
}

const USER_KEYS = [
  '_id',
  'avatar',
  'bio',
  'createdAt',
  'email',
  'firstName',
  'fullName',
  'lastLogin',
  'lastName',
  'privacy',
  'role',
  'suspension',
  'username',
];

describe('auth', () => {
  let t: TestApp;
  let seq = 0;
  const newUser = (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      firstName: 'Jane',
      lastName: 'Doe',
      username: `reader${seq}`,
      email: `reader${seq}@example.com`,
      password: 'quiet-harbor-42',
      ...overrides,
    };
  };
  const register = async (overrides: Record<string, unknown> = {}) => {
    const input = newUser(overrides);
    const res = await t.http.post('/api/auth/register').send(input).expect(201);
    return { input, token: res.body.data.token as string, user: res.body.data.user };
  };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/auth/register', () => {
    it('creates a user and returns a token with the public user (201)', async () => {
      const input = newUser({ email: '  Jane.Doe@Example.COM ', username: ' jane_doe ' });
      const res = await t.http.post('/api/auth/register').send(input).expect(201);
      expectNoSecrets(res);
      expect(res.body.success).toBe(true);
      expect(typeof res.body.data.token).toBe('string');
      const user = res.body.data.user;
      expect(Object.keys(user).sort()).toEqual(USER_KEYS);
      expect(user).toMatchObject({
        username: 'jane_doe',
        email: 'jane.doe@example.com',
        firstName: 'Jane',
        lastName: 'Doe',
        fullName: 'Jane Doe',
        bio: '',
        avatar: '',
        role: 'user',
        lastLogin: null,
      });
      expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
      const me = await t.http.get('/api/auth/me').set(bearer(res.body.data.token)).expect(200);
      expect(me.body.data._id).toBe(user._id);
    });

    it('reports every missing field with a readable message', async () => {
      const res = await t.http.post('/api/auth/register').send({}).expect(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors.firstName).toContain('First name is required');
      expect(res.body.errors.lastName).toContain('Last name is required');
      expect(res.body.errors.username).toContain('Username is required');
      expect(res.body.errors.email).toContain('Email is required');
      expect(res.body.errors.password).toContain('Password is required');
    });

    it.each([
      ['username', 'ab', 'Username must be at least 3 characters'],
      ['username', '   ab   ', 'Username must be at least 3 characters'],
      ['email', 'not-an-email', 'Email is invalid'],
      ['password', '12345', 'Password must be at least 6 characters'],
      ['firstName', '', 'First name is required'],
    ])('rejects %s %j: %s', async (field, value, message) => {
      const res = await t.http
        .post('/api/auth/register')
        .send(newUser({ [field]: value }))
        .expect(400);
      expect(res.body.errors[field]).toContain(message);
      expect(res.body.message).toBe(message);
    });

    it('refuses fields a visitor may not set, such as the role', async () => {
      const res = await t.http
        .post('/api/auth/register')
        .send(newUser({ role: 'admin' }))
        .expect(400);
      expect(res.body.message).toMatch(/role/);
    });

    it('refuses objects where strings are expected', async () => {
      const res = await t.http
        .post('/api/auth/register')
        .send(newUser({ email: { $gt: '' } }))
        .expect(400);
      expect(res.body.errors.email).toContain('Email must be a string');
    });

    it('answers 409 for an email already registered, whatever its case', async () => {
      const { input } = await register();
      const res = await t.http
        .post('/api/auth/register')
        .send(newUser({ email: input.email.toUpperCase() }))
        .expect(409);
      expect(res.body).toEqual({
        success: false,
        message: 'Email is already registered',
        errors: { email: ['Email is already registered'] },
      });
    });

    it('answers 409 for a username already taken', async () => {
      const { input } = await register();
      const res = await t.http
        .post('/api/auth/register')
        .send(newUser({ username: input.username }))
        .expect(409);
      expect(res.body.message).toBe('Username is already taken');
    });
  });

  describe('POST /api/auth/login', () => {
    it('returns a token and the user, and records lastLogin', async () => {
      const { input } = await register();
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
      const { input } = await register();
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
      await register();
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
      const { token, user } = await register();
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
      const { user } = await register();
      const token = new JwtService({ secret: 'another-secret' }).sign({ sub: user._id });
      await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    });

    it('answers 401 to an expired token', async () => {
      const { user } = await register();
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
      const { token, user } = await register();
      const res = await t.http.get('/api/auth/me?role[$ne]=x&_id[$gt]=').set(bearer(token)).expect(200);
      expectNoSecrets(res);
      expect(res.body.data).toEqual(user);
    });
  });

  describe('PUT /api/auth/profile', () => {
    it('updates the profile and returns the user', async () => {
      const { token, input } = await register();
      const changes = {
        username: `${input.username}x`,
        email: `X${input.email}`,
        firstName: 'Ann',
        lastName: 'Lee',
        bio: 'I read a lot.',
      };
      const res = await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ ...changes, currentPassword: input.password })
        .expect(200);
      expectNoSecrets(res);
      expect(res.body.data).toMatchObject({ ...changes, email: changes.email.toLowerCase(), fullName: 'Ann Lee' });
      const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
      expect(me.body.data).toEqual(res.body.data);
    });

    it('keeps the fields that are not sent and accepts the user’s own email and username', async () => {
      const { token, input } = await register({ firstName: 'Keep' });
      const res = await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ username: input.username, email: input.email, bio: '' })
        .expect(200);
      expect(res.body.data).toMatchObject({ firstName: 'Keep', username: input.username, bio: '' });
    });

    it('requires username and email, and limits the bio to 500 characters', async () => {
      const { token, input } = await register();
      const missing = await t.http.put('/api/auth/profile').set(bearer(token)).send({ bio: 'x' }).expect(400);
      expect(missing.body.errors.username).toContain('Username is required');
      expect(missing.body.errors.email).toContain('Email is required');
      const long = await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ username: input.username, email: input.email, bio: 'x'.repeat(501) })
        .expect(400);
      expect(long.body.errors.bio).toEqual(['Bio must be at most 500 characters']);
      await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ username: input.username, email: input.email, bio: 'x'.repeat(500) })
        .expect(200);
    });

    it('answers 409 when the email or username belongs to someone else', async () => {
      const other = await register();
      const { token, input } = await register();
      const email = await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ username: input.username, email: other.input.email, currentPassword: input.password })
        .expect(409);
      expect(email.body.message).toBe('Email is already registered');
      const username = await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ username: other.input.username, email: input.email })
        .expect(409);
      expect(username.body.message).toBe('Username is already taken');
      // Usernames are unique without regard to case.
      const shouted = await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ username: other.input.username.toUpperCase(), email: input.email })
        .expect(409);
      expect(shouted.body.message).toBe('Username is already taken');
      const registered = await t.http
        .post('/api/auth/register')
        .send(newUser({ username: other.input.username.toUpperCase() }))
        .expect(409);
      expect(registered.body.message).toBe('Username is already taken');
    });

    it('changes the email only with the current password, without ending the session on a wrong one', async () => {
      const { token, input } = await register();
      const newEmail = `moved-${input.email}`;
      const missing = await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ username: input.username, email: newEmail })
        .expect(400);
      expect(missing.body.message).toBe('Enter your current password to change your email');
      expect(missing.body.errors.currentPassword).toEqual(['Enter your current password to change your email']);
      const wrong = await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ username: input.username, email: newEmail, currentPassword: 'not-it' })
        .expect(400);
      expect(wrong.body.message).toBe('Current password is incorrect');
      expect((await t.http.get('/api/auth/me').set(bearer(token)).expect(200)).body.data.email).toBe(
        input.email.toLowerCase(),
      );
      await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ username: input.username, email: newEmail, currentPassword: input.password })
        .expect(200);
      await t.http.post('/api/auth/login').send({ email: newEmail, password: input.password }).expect(200);
    });

    it('refuses fields a user may not set (role, password hash)', async () => {
      const { token, input } = await register();
      await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ username: input.username, email: input.email, role: 'admin' })
        .expect(400);
      await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ username: input.username, email: input.email, passwordHash: 'x' })
        .expect(400);
      const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
      expect(me.body.data.role).toBe('user');
    });

    it('requires a signed-in user', async () => {
      await t.http.put('/api/auth/profile').send({ username: 'someone', email: 'someone@example.com' }).expect(401);
    });
  });

  describe('revocable, short-lived tokens', () => {
    it('POST /api/auth/logout ends every session of the user at once', async () => {
      const { token, input } = await register();
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
      const { token } = await register();
      const res = await t.http.post('/api/auth/refresh').set(bearer(token)).expect(200);
      expect(res.body.data.token).toEqual(expect.any(String));
      await t.http.get('/api/auth/me').set(bearer(res.body.data.token)).expect(200);
      await t.http.post('/api/auth/logout').set(bearer(res.body.data.token)).expect(200);
      await t.http.post('/api/auth/refresh').set(bearer(res.body.data.token)).expect(401);
      const expired = t.app.get(JwtService).sign({ sub: '64b7f0c2a1b2c3d4e5f60718' }, { expiresIn: -10 });
      await t.http.post('/api/auth/refresh').set(bearer(expired)).expect(401);
    });

    it('signs tokens for an hour by default', async () => {
      const { token } = await register();
      const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      expect(exp - iat).toBe(3600);
    });
  });

  describe('PUT /api/auth/change-password', () => {
    it('changes the password: the new one logs in, the old one no longer does', async () => {
      const { token, input } = await register();
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
      const { token } = await register();
      const res = await t.http
        .put('/api/auth/change-password')
        .set(bearer(token))
        .send({ currentPassword: 'not-it', newPassword: 'brand-new' })
        .expect(400);
      expect(res.body.message).toBe('Current password is incorrect');
      expect(res.body.errors.currentPassword).toEqual(['Current password is incorrect']);
    });

    it('validates both fields', async () => {
      const { token, input } = await register();
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

  describe('PUT /api/auth/avatar', () => {
    const uploadedBy = async (token: string) =>
      (
        await t.http
          .post('/api/upload/image')
          .set(bearer(token))
          .attach('image', PNG_1X1, { filename: 'a.png', contentType: 'image/png' })
          .expect(201)
      ).body.data.imageUrl as string;

    it('sets the avatar to an image the reader uploaded', async () => {
      const { token } = await register();
      const avatar = await uploadedBy(token);
      const res = await t.http.put('/api/auth/avatar').set(bearer(token)).send({ avatar }).expect(200);
      expectNoSecrets(res);
      expect(res.body.data.avatar).toBe(avatar);
    });

    it('removes the avatar with an empty string', async () => {
      const { token } = await register();
      await t.http
        .put('/api/auth/avatar')
        .set(bearer(token))
        .send({ avatar: await uploadedBy(token) })
        .expect(200);
      const res = await t.http.put('/api/auth/avatar').set(bearer(token)).send({ avatar: '' }).expect(200);
      expect(res.body.data.avatar).toBe('');
    });

    // A link to another site would make everyone who sees the reader's reviews call that site (pages show any http(s) image).
    it.each([
      ['https://images.example.com/me.jpg'],
      ['http://localhost:3000/api/uploads/abc.png'],
      ['/api/uploads/notanimage'],
      ['/api/uploads/../secrets'],
      ['javascript:alert(1)'],
      ['data:image/png;base64,AAAA'],
      ['not a url'],
    ])('refuses %j: not an image uploaded here', async (avatar) => {
      const { token } = await register();
      const res = await t.http.put('/api/auth/avatar').set(bearer(token)).send({ avatar }).expect(400);
      expect(res.body).toMatchObject({ success: false, message: 'Avatar must be an image uploaded here' });
    });

    it.each([[{ $ne: '' }], [undefined]])('refuses %j', async (avatar) => {
      const { token } = await register();
      const res = await t.http.put('/api/auth/avatar').set(bearer(token)).send({ avatar }).expect(400);
      expect(res.body.errors.avatar.length).toBeGreaterThan(0);
    });

    it('shows no avatar for a link kept from before avatars had to be uploaded here', async () => {
      const { token, user } = await register();
      await t.connection
        .collection('users')
        .updateOne(
          { _id: new Types.ObjectId(user._id) },
          { $set: { avatar: 'https://tracker.example.com/pixel.png' } },
        );
      expect((await t.http.get('/api/auth/me').set(bearer(token)).expect(200)).body.data.avatar).toBe('');
    });

    it('requires a signed-in user', async () => {
      await t.http.put('/api/auth/avatar').send({ avatar: '' }).expect(401);
    });
  });
});
