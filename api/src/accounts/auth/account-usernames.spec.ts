import bcrypt from 'bcryptjs';
import { Types, type Model } from 'mongoose';
import { bearer, PASSWORD, sendSignUp, signIn } from '../../testing/accounts';
import { createUser, setUpApp } from '../../testing/fixtures';
import { User } from '../users/user.schema';
import { skeleton, usernameSkeleton } from './account-rules';
import { Collections } from '../../platform/database/collections';
import { usernameSkeletons } from '../../platform/migrations/0002-username-skeletons';

const CYRILLIC_A = '\u0430';
const ZERO_WIDTH_SPACE = '\u200b';
const TAKEN = 'Username is already taken';
const CHARACTERS = "Username may only contain letters, digits, '.', '_' and '-'";
const ONE_SCRIPT = 'Username must use the letters of one alphabet';

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
});

describe('account rules (API)', () => {
  const { t } = setUpApp();
  let users: Model<User>;

  beforeAll(async () => {
    users = t.app.get(Collections).users;
  });

  describe('look-alike usernames', () => {
    it('answers 409 to a name that looks like a taken one: other letters, rn for m, a mixed-script name', async () => {
      await sendSignUp(t, { username: 'coco_reads' }).expect(201);
      // Every letter Cyrillic (с, о): one script, and the same skeleton.
      const cyrillic = await sendSignUp(t, { username: '\u0441\u043e\u0441\u043e_reads' }).expect(409);
      expect(cyrillic.body).toEqual({ success: false, message: TAKEN, errors: { username: [TAKEN] } });
      await sendSignUp(t, { username: 'modern_reader' }).expect(201);
      expect((await sendSignUp(t, { username: 'rnodern_reader' }).expect(409)).body.message).toBe(TAKEN);
      await sendSignUp(t, { username: 'admin' }).expect(201);
      expect((await sendSignUp(t, { username: `${CYRILLIC_A}dmin` }).expect(409)).body.message).toBe(TAKEN);
      // A capital I looks like a small l.
      await sendSignUp(t, { username: 'linda_reads' }).expect(201);
      expect((await sendSignUp(t, { username: 'Iinda_reads' }).expect(409)).body.message).toBe(TAKEN);
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
        const res = await sendSignUp(t, { username }).expect(400);
        expect(res.body.errors.username).toEqual([CHARACTERS]);
      }
    });

    it('refuses mixed scripts and scripts not used for names, and accepts a name of any one alphabet', async () => {
      expect((await sendSignUp(t, { username: `p${CYRILLIC_A}yload` }).expect(400)).body).toMatchObject({
        message: ONE_SCRIPT,
        errors: { username: [ONE_SCRIPT] },
      });
      expect((await sendSignUp(t, { username: '\u13aadmin_x' }).expect(400)).body.message).toBe(ONE_SCRIPT); // Cherokee Ꭺ
      for (const username of ['Ελένη', '山田たろう', '김철수', 'José.García-2', 'अनुराधा']) {
        const res = await sendSignUp(t, { username }).expect(201);
        expect(res.body.data.user.username).toBe(username);
      }
    });

    it('stores the NFKC form of a name', async () => {
      const res = await sendSignUp(t, { username: 'ｆｕｌｌｗｉｄｔｈ' }).expect(201);
      expect(res.body.data.user.username).toBe('fullwidth');
      await sendSignUp(t, { username: 'fullwidth' }).expect(409);
    });

    it('keeps a look-alike out by the unique index when two registrations race', async () => {
      const answers = await Promise.all([
        sendSignUp(t, { username: 'coco_42' }),
        sendSignUp(t, { username: '\u0441\u043e\u0441\u043e_42' }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)?.body.message).toBe(TAKEN);
      // Without any prior read: the database itself refuses a second account with the same skeleton.
      await expect(
        users.create({ username: 'c\u043e\u0441o_42', email: 'race@example.test', passwordHash: 'x' }),
      ).rejects.toMatchObject({ code: 11000 });
    });

    it('applies the same rules to a new name on the profile, and lets a reader keep a name from before them', async () => {
      await sendSignUp(t, { username: 'shelf_owner' }).expect(201);
      const other = await sendSignUp(t).expect(201);
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
      await sendSignUp(t, { username: 'SHELF_KEEPER' }).expect(409);

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

    it('gives accounts of before their key by a migration, the older keeping a look-alike pair apart', async () => {
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
      expect(await usernameSkeletons.up(t.app.get(Collections))).toBe(2);
      expect((await collection.findOne({ _id: older._id }))?.usernameSkeleton).toBe(usernameSkeleton('bookworm_77'));
      expect((await collection.findOne({ _id: newer._id }))?.usernameSkeleton).toBe(
        `${usernameSkeleton('bookworm_77')}#${newer._id}`,
      );
      expect(await usernameSkeletons.up(t.app.get(Collections))).toBe(0);
      expect((await sendSignUp(t, { username: 'bookw0rm_77' }).expect(409)).body.message).toBe(TAKEN);
      // The newer account keeps its name and edits its profile.
      const signedIn = await signIn(t, newer.email, PASSWORD).expect(200);
      await t.http
        .put('/api/auth/profile')
        .set(bearer(signedIn.body.data.token))
        .send({ username: newer.username, email: newer.email, bio: 'Mine.' })
        .expect(200);
    });
  });
});
