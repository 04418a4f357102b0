import type { Model } from 'mongoose';
import { PASSWORD, signUpForm as newUser, sendSignUp, signIn } from '../../testing/accounts';
import { createUser, setUpApp } from '../../testing/fixtures';
import { User } from '../users/user.schema';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './account-rules';
import { Collections } from '../../platform/database/collections';

// 36 two-byte letters (72 bytes), then 4 more bytes that bcrypt never reads.
const LONG = 'é'.repeat(36);

describe('the look-alike skeleton (Unicode TS #39) and the common-password list', () => {
  it('knows the common passwords in any case, and not the others', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10000);
    expect(['123456', 'password', 'qwerty123', 'Password1', 'ILOVEYOU'].every(isCommonPassword)).toBe(true);
    expect(['quiet-harbor-42', 'brand-new', LONG].some(isCommonPassword)).toBe(false);
  });
});

describe('account rules (API)', () => {
  const { t } = setUpApp();
  let users: Model<User>;

  beforeAll(async () => {
    users = t.app.get(Collections).users;
  });

  describe('passwords longer than bcrypt reads (72 bytes)', () => {
    it('refuses a password over 72 bytes at registration, so that no other one signs in to the account', async () => {
      const input = newUser({ password: `${LONG}AAAA` });
      const res = await t.http.post('/api/auth/register').send(input).expect(400);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Password must be at most 72 bytes',
        errors: { password: ['Password must be at most 72 bytes'] },
      });
      await signIn(t, input.email, `${LONG}BBBB`).expect(401);
      expect(await users.exists({ email: input.email })).toBeNull();
    });

    it('accepts 72 bytes exactly, and only that password signs in', async () => {
      const input = newUser({ password: LONG });
      await t.http.post('/api/auth/register').send(input).expect(201);
      await signIn(t, input.email, LONG).expect(200);
      await signIn(t, input.email, `${'é'.repeat(35)}e`).expect(401);
    });

    it('refuses a new password over 72 bytes', async () => {
      const user = await createUser(t);
      const res = await t.http
        .put('/api/auth/change-password')
        .set(user.auth)
        .send({ currentPassword: 'secret123', newPassword: `${LONG}AAAA` })
        .expect(400);
      expect(res.body.errors).toEqual({ newPassword: ['New password must be at most 72 bytes'] });
      await signIn(t, `${user.username}@example.test`, 'secret123').expect(200);
    });

    it('pins a long password set before the rule at its first sign-in: then a password sharing its first 72 bytes no longer signs in', async () => {
      // An account of before: bcrypt hashed the first 72 bytes of the password it was given.
      const user = await createUser(t, { password: `${LONG}AAAA` });
      const email = `${user.username}@example.test`;
      await signIn(t, email, `${LONG}AAAA`).expect(200);
      expect((await users.findById(user.id).select('+passwordHash').lean())?.passwordHash).toMatch(
        /^sha256:\$2[aby]\$/,
      );
      const other = await signIn(t, email, `${LONG}BBBB`).expect(401);
      expect(other.body.message).toBe('Invalid email or password');
      await signIn(t, email, `${LONG}AAAA`).expect(200);
      // Every other check of the password reads the pinned hash the same way: a change's current password, a deletion's.
      await t.http
        .put('/api/auth/change-password')
        .set(user.auth)
        .send({ currentPassword: `${LONG}BBBB`, newPassword: PASSWORD })
        .expect(400);
      await t.http
        .delete('/api/auth/account')
        .set(user.auth)
        .send({ password: `${LONG}BBBB` })
        .expect(400);
      await t.http
        .delete('/api/auth/account')
        .set(user.auth)
        .send({ password: `${LONG}AAAA` })
        .expect(200);
      expect(await users.exists({ _id: user.id })).toBeNull();
    });
  });

  describe('common passwords', () => {
    it.each(['123456', 'password1', 'Qwerty123'])('refuses %j at registration', async (password) => {
      const input = newUser({ password });
      const res = await t.http.post('/api/auth/register').send(input).expect(400);
      expect(res.body).toMatchObject({
        message: 'This password is too common',
        errors: { password: ['This password is too common'] },
      });
      expect(await users.exists({ email: input.email })).toBeNull();
    });

    it('refuses a common new password, and keeps the client rules and their messages', async () => {
      const user = await createUser(t);
      const common = await t.http
        .put('/api/auth/change-password')
        .set(user.auth)
        .send({ currentPassword: 'secret123', newPassword: 'iloveyou' })
        .expect(400);
      expect(common.body).toMatchObject({
        message: 'This password is too common',
        errors: { newPassword: ['This password is too common'] },
      });
      const short = await t.http
        .put('/api/auth/change-password')
        .set(user.auth)
        .send({ currentPassword: 'secret123', newPassword: '12345' })
        .expect(400);
      expect(short.body.errors).toEqual({ newPassword: ['New password must be at least 6 characters long'] });
      const registered = await sendSignUp(t, { password: '1234' }).expect(400);
      expect(registered.body.errors).toEqual({ password: ['Password must be at least 6 characters'] });
      await t.http
        .put('/api/auth/change-password')
        .set(user.auth)
        .send({ currentPassword: 'secret123', newPassword: PASSWORD })
        .expect(200);
    });

    it('still signs in an account whose password became common (demo accounts, accounts of before)', async () => {
      const user = await createUser(t, { password: 'admin123' });
      await signIn(t, `${user.username}@example.test`, 'admin123').expect(200);
    });
  });
});
