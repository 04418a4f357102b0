import { getModelToken } from '@nestjs/mongoose';
import bcrypt from 'bcryptjs';
import { Types, type Model } from 'mongoose';
import { createUser } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { User } from '../users/user.schema';
import { UsersService } from '../users/users.service';
import { COMMON_PASSWORD_COUNT, isCommonPassword, skeleton, usernameSkeleton } from './account-rules';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const CYRILLIC_A = '\u0430';
const ZERO_WIDTH_SPACE = '\u200b';
const TAKEN = 'Username is already taken';
const CHARACTERS = "Username may only contain letters, digits, '.', '_' and '-'";
const ONE_SCRIPT = 'Username must use the letters of one alphabet';
// 36 two-byte letters (72 bytes), then 4 more bytes that bcrypt never reads.
const LONG = 'é'.repeat(36);

describe('the look-alike skeleton (Unicode TS #39) and the common-password list', () => {
  it('gives look-alikes one skeleton and different names different ones', () => {
    expect(skeleton(`${CYRILLIC_A}dmin`)).toBe(skeleton('admin'));
    expect(skeleton('rn')).toBe(skeleton('m'));
    expect(skeleton('l')).toBe(skeleton('1'));
    expect(skeleton('admin')).not.toBe(skeleton('adnin'));
    expect(usernameSkeleton('\u0410dmin')).toBe(usernameSkeleton('admin')); // Cyrillic capital А
    expect(usernameSkeleton('Iinda')).toBe(usernameSkeleton('linda'));
    expect(usernameSkeleton('ｊａｎｅ')).toBe(usernameSkeleton('jane'));
  });

  it('knows the common passwords in any case, and not the others', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10000);
    expect(['123456', 'password', 'qwerty123', 'Password1', 'ILOVEYOU'].every(isCommonPassword)).toBe(true);
    expect(['quiet-harbor-42', 'brand-new', LONG].some(isCommonPassword)).toBe(false);
  });
});

describe('account rules (API)', () => {
  let t: TestApp;
  let users: Model<User>;
  let seq = 0;
  const PASSWORD = 'quiet-harbor-42';
  const newUser = (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      firstName: 'Jane',
      lastName: 'Doe',
      username: `rules_${seq}`,
      email: `rules${seq}@example.com`,
      password: PASSWORD,
      ...overrides,
    };
  };
  const register = (overrides: Record<string, unknown> = {}) =>
    t.http.post('/api/auth/register').send(newUser(overrides));
  const login = (email: string, password: string) => t.http.post('/api/auth/login').send({ email, password });

  beforeAll(async () => {
    t = await createTestApp();
    users = t.app.get<Model<User>>(getModelToken(User.name));
  });
  afterAll(() => t.close());

  describe('passwords longer than bcrypt reads (72 bytes)', () => {
    it('refuses a password over 72 bytes at registration, so that no other one signs in to the account', async () => {
      const input = newUser({ password: `${LONG}AAAA` });
      const res = await t.http.post('/api/auth/register').send(input).expect(400);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Password must be at most 72 bytes',
        errors: { password: ['Password must be at most 72 bytes'] },
      });
      await login(input.email, `${LONG}BBBB`).expect(401);
      expect(await users.exists({ email: input.email })).toBeNull();
    });

    it('accepts 72 bytes exactly, and only that password signs in', async () => {
      const input = newUser({ password: LONG });
      await t.http.post('/api/auth/register').send(input).expect(201);
      await login(input.email, LONG).expect(200);
      await login(input.email, `${'é'.repeat(35)}e`).expect(401);
    });

    it('refuses a new password over 72 bytes', async () => {
      const user = await createUser(t);
      const res = await t.http
        .put('/api/auth/change-password')
        .set(user.auth)
        .send({ currentPassword: 'secret123', newPassword: `${LONG}AAAA` })
        .expect(400);
      expect(res.body.errors).toEqual({ newPassword: ['New password must be at most 72 bytes'] });
      await login(`${user.username}@example.test`, 'secret123').expect(200);
    });

    it('pins a long password set before the rule at its first sign-in: then a password sharing its first 72 bytes no longer signs in', async () => {
      // An account of before: bcrypt hashed the first 72 bytes of the password it was given.
      const user = await createUser(t, { password: `${LONG}AAAA` });
      const email = `${user.username}@example.test`;
      await login(email, `${LONG}AAAA`).expect(200);
      expect((await users.findById(user.id).select('+passwordHash').lean())?.passwordHash).toMatch(
        /^sha256:\$2[aby]\$/,
      );
      const other = await login(email, `${LONG}BBBB`).expect(401);
      expect(other.body.message).toBe('Invalid email or password');
      await login(email, `${LONG}AAAA`).expect(200);
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
      const registered = await register({ password: '1234' }).expect(400);
      expect(registered.body.errors).toEqual({ password: ['Password must be at least 6 characters'] });
      await t.http
        .put('/api/auth/change-password')
        .set(user.auth)
        .send({ currentPassword: 'secret123', newPassword: PASSWORD })
        .expect(200);
    });

    it('still signs in an account whose password became common (demo accounts, accounts of before)', async () => {
      const user = await createUser(t, { password: 'admin123' });
      await login(`${user.username}@example.test`, 'admin123').expect(200);
    });
  });

  describe('look-alike usernames', () => {
    it('answers 409 to a name that looks like a taken one: other letters, rn for m, a mixed-script name', async () => {
      await register({ username: 'coco_reads' }).expect(201);
      // Every letter Cyrillic (с, о): one script, and the same skeleton.
      const cyrillic = await register({ username: '\u0441\u043e\u0441\u043e_reads' }).expect(409);
      expect(cyrillic.body).toEqual({ success: false, message: TAKEN, errors: { username: [TAKEN] } });
      await register({ username: 'modern_reader' }).expect(201);
      expect((await register({ username: 'rnodern_reader' }).expect(409)).body.message).toBe(TAKEN);
      await register({ username: 'admin' }).expect(201);
      expect((await register({ username: `${CYRILLIC_A}dmin` }).expect(409)).body.message).toBe(TAKEN);
      // A capital I looks like a small l.
      await register({ username: 'linda_reads' }).expect(201);
      expect((await register({ username: 'Iinda_reads' }).expect(409)).body.message).toBe(TAKEN);
      expect(await users.countDocuments({ usernameSkeleton: usernameSkeleton('admin') })).toBe(1);
    });

    it('refuses invisible and other characters with a 400', async () => {
      for (const username of [
        `admin${ZERO_WIDTH_SPACE}`,
        `ad${'\u200d'}min2`,
        'jane doe',
        'jane@home',
        '\u3164\u3164\u3164',
        'a\u034fbc',
      ]) {
        const res = await register({ username }).expect(400);
        expect(res.body.errors.username).toEqual([CHARACTERS]);
      }
    });

    it('refuses mixed scripts and scripts not used for names, and accepts a name of any one alphabet', async () => {
      expect((await register({ username: `p${CYRILLIC_A}yload` }).expect(400)).body).toMatchObject({
        message: ONE_SCRIPT,
        errors: { username: [ONE_SCRIPT] },
      });
      expect((await register({ username: '\u13aadmin_x' }).expect(400)).body.message).toBe(ONE_SCRIPT); // Cherokee Ꭺ
      for (const username of ['Ελένη', '山田たろう', '김철수', 'José.García-2', 'अनुराधा']) {
        const res = await register({ username }).expect(201);
        expect(res.body.data.user.username).toBe(username);
      }
    });

    it('stores the NFKC form of a name', async () => {
      const res = await register({ username: 'ｆｕｌｌｗｉｄｔｈ' }).expect(201);
      expect(res.body.data.user.username).toBe('fullwidth');
      await register({ username: 'fullwidth' }).expect(409);
    });

    it('keeps a look-alike out by the unique index when two registrations race', async () => {
      const answers = await Promise.all([
        register({ username: 'coco_42' }),
        register({ username: '\u0441\u043e\u0441\u043e_42' }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)?.body.message).toBe(TAKEN);
      // Without any prior read: the database itself refuses a second account with the same skeleton.
      await expect(
        users.create({ username: 'c\u043e\u0441o_42', email: 'race@example.test', passwordHash: 'x' }),
      ).rejects.toMatchObject({ code: 11000 });
    });

    it('applies the same rules to a new name on the profile, and lets a reader keep a name from before them', async () => {
      await register({ username: 'shelf_owner' }).expect(201);
      const other = await register().expect(201);
      const { token, user } = other.body.data;
      const put = (username: string) =>
        t.http.put('/api/auth/profile').set(bearer(token)).send({ username, email: user.email });
      expect((await put('shelf_0wner').expect(409)).body).toMatchObject({
        message: TAKEN,
        errors: { username: [TAKEN] },
      });
      expect((await put(`shelf${ZERO_WIDTH_SPACE}owner`).expect(400)).body.errors.username).toEqual([CHARACTERS]);
      expect((await put(`sh${CYRILLIC_A}lf_new`).expect(400)).body.message).toBe(ONE_SCRIPT);
      expect((await put('shelf_keeper').expect(200)).body.data.username).toBe('shelf_keeper');
      await register({ username: 'SHELF_KEEPER' }).expect(409);

      // Usernames had no character rule before: a space was accepted.
      const before = await createUser(t);
      await t.connection
        .collection('users')
        .updateOne(
          { _id: new Types.ObjectId(before.id) },
          { $set: { username: 'jane of before', usernameKey: 'jane of before' } },
        );
      const kept = await t.http
        .put('/api/auth/profile')
        .set(before.auth)
        .send({ username: 'jane of before', email: `${before.username}@example.test`, bio: 'Still here.' })
        .expect(200);
      expect(kept.body.data).toMatchObject({ username: 'jane of before', bio: 'Still here.' });
    });

    it('gives accounts of before their key at start, the older keeping a look-alike pair apart', async () => {
      const collection = t.connection.collection('users');
      const legacy = (username: string) => ({
        _id: new Types.ObjectId(),
        username,
        usernameKey: username.toLowerCase(),
        email: `${new Types.ObjectId()}@example.test`,
        passwordHash: bcrypt.hashSync(PASSWORD, 4),
      });
      const [older, newer] = [legacy('bookworm_77'), legacy('b\u043eokworm_77')];
      await collection.insertMany([older, newer]);
      expect(await t.app.get(UsersService).backfillUsernameSkeletons()).toBe(2);
      expect((await collection.findOne({ _id: older._id }))?.usernameSkeleton).toBe(usernameSkeleton('bookworm_77'));
      expect((await collection.findOne({ _id: newer._id }))?.usernameSkeleton).toBe(
        `${usernameSkeleton('bookworm_77')}#${newer._id}`,
      );
      expect(await t.app.get(UsersService).backfillUsernameSkeletons()).toBe(0);
      expect((await register({ username: 'bookw0rm_77' }).expect(409)).body.message).toBe(TAKEN);
      // The newer account keeps its name and edits its profile.
      const signedIn = await login(newer.email, PASSWORD).expect(200);
      await t.http
        .put('/api/auth/profile')
        .set(bearer(signedIn.body.data.token))
        .send({ username: newer.username, email: newer.email, bio: 'Mine.' })
        .expect(200);
    });
  });
});
