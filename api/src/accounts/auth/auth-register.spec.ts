import { bearer, expectNoSecrets, register, signUpForm as newUser, USER_KEYS } from '../../testing/accounts';
import { setUpApp } from '../../testing/fixtures';

describe('auth', () => {
  const { t } = setUpApp();

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
      const { input } = await register(t);
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
      const { input } = await register(t);
      const res = await t.http
        .post('/api/auth/register')
        .send(newUser({ username: input.username }))
        .expect(409);
      expect(res.body.message).toBe('Username is already taken');
    });
  });
});
