import { Types } from 'mongoose';
import { bearer, expectNoSecrets, register, signUpForm as newUser, uploadImage } from '../../testing/accounts';
import { setUpApp } from '../../testing/fixtures';

describe('auth', () => {
  const { t } = setUpApp();

  describe('PUT /api/auth/profile', () => {
    it('updates the profile and returns the user', async () => {
      const { token, input } = await register(t);
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
      const { token, input } = await register(t, { firstName: 'Keep' });
      const res = await t.http
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({ username: input.username, email: input.email, bio: '' })
        .expect(200);
      expect(res.body.data).toMatchObject({ firstName: 'Keep', username: input.username, bio: '' });
    });

    it('requires username and email, and limits the bio to 500 characters', async () => {
      const { token, input } = await register(t);
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
      const other = await register(t);
      const { token, input } = await register(t);
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
      const { token, input } = await register(t);
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
      const { token, input } = await register(t);
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

  describe('PUT /api/auth/avatar', () => {
    const uploadedBy = (token: string) => uploadImage(t, { auth: bearer(token) });

    it('sets the avatar to an image the reader uploaded', async () => {
      const { token } = await register(t);
      const avatar = await uploadedBy(token);
      const res = await t.http.put('/api/auth/avatar').set(bearer(token)).send({ avatar }).expect(200);
      expectNoSecrets(res);
      expect(res.body.data.avatar).toBe(avatar);
    });

    it('removes the avatar with an empty string', async () => {
      const { token } = await register(t);
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
      const { token } = await register(t);
      const res = await t.http.put('/api/auth/avatar').set(bearer(token)).send({ avatar }).expect(400);
      expect(res.body).toMatchObject({ success: false, message: 'Avatar must be an image uploaded here' });
    });

    it.each([[{ $ne: '' }], [undefined]])('refuses %j', async (avatar) => {
      const { token } = await register(t);
      const res = await t.http.put('/api/auth/avatar').set(bearer(token)).send({ avatar }).expect(400);
      expect(res.body.errors.avatar.length).toBeGreaterThan(0);
    });

    it('shows no avatar for a link kept from before avatars had to be uploaded here', async () => {
      const { token, user } = await register(t);
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
