import { expectNoSecrets, signInAgain, USER_KEYS } from '../../testing/accounts';
import { createUser, setUpApp } from '../../testing/fixtures';
import { User, type UserRole } from './user.schema';

describe('users', () => {
  const { t } = setUpApp();
  const account = (role: UserRole = 'user') => createUser(t, { role });

  beforeEach(() => t.reset());

  describe('GET /api/users', () => {
    it('lists every user newest first, in the public shape only (admin)', async () => {
      const admin = await account('admin');
      const first = await account();
      const second = await account();
      const res = await t.http.get('/api/users').set(admin.auth).expect(200);
      expectNoSecrets(res);
      expect(res.body.data.map((u: { _id: string }) => u._id)).toEqual([second.id, first.id, admin.id]);
      expect(res.body.data[2]).toMatchObject({ _id: admin.id, role: 'admin', username: admin.username });
      expect(Object.keys(res.body.data[0]).sort()).toEqual(USER_KEYS);
    });

    it('is for administrators only: 401 for visitors, 403 for users', async () => {
      const user = await account();
      await t.http.get('/api/users').expect(401);
      const res = await t.http.get('/api/users').set(user.auth).expect(403);
      expect(res.body).toEqual({ success: false, message: 'You do not have permission to do this' });
    });

    it('answers the first page of 50 without parameters, with its meta', async () => {
      const admin = await account('admin');
      const res = await t.http.get('/api/users').set(admin.auth).expect(200);
      expect(res.body.meta).toEqual({ total: 1, page: 1, limit: 50, hasMore: false });
    });

    it('pages newest first with a stable order and the total', async () => {
      const admin = await account('admin');
      const users = [admin];
      for (let i = 0; i < 4; i++) users.push(await account());
      const newest = users.map((u) => u.id).reverse();
      const first = await t.http.get('/api/users?limit=2').set(admin.auth).expect(200);
      expect(first.body.meta).toEqual({ total: 5, page: 1, limit: 2, hasMore: true });
      const second = await t.http.get('/api/users?limit=2&page=2').set(admin.auth).expect(200);
      const third = await t.http.get('/api/users?limit=2&page=3').set(admin.auth).expect(200);
      expect(third.body.meta).toEqual({ total: 5, page: 3, limit: 2, hasMore: false });
      const ids = [first, second, third].flatMap((res) => res.body.data.map((u: { _id: string }) => u._id));
      expect(ids).toEqual(newest);
    });

    it('searches username or email case-insensitively, with regex characters taken literally', async () => {
      const admin = await account('admin');
      const reader = await createUser(t, { username: 'Book_Worm' });
      await createUser(t, { username: 'plain_reader' });
      const byName = await t.http.get('/api/users?search=book_w').set(admin.auth).expect(200);
      expect(byName.body.data.map((u: { _id: string }) => u._id)).toEqual([reader.id]);
      const byEmail = await t.http
        .get(`/api/users?search=${encodeURIComponent('WORM@EXAMPLE.TEST')}`)
        .set(admin.auth)
        .expect(200);
      expect(byEmail.body.data.map((u: { _id: string }) => u._id)).toEqual([reader.id]);
      expect(byEmail.body.meta.total).toBe(1);
      const regex = await t.http.get('/api/users?search=.*').set(admin.auth).expect(200);
      expect(regex.body.data).toEqual([]);
    });

    it('filters by role, combined with the search and the paging', async () => {
      const admin = await account('admin');
      const other = await createUser(t, { role: 'admin', username: 'second_admin' });
      await account();
      const admins = await t.http.get('/api/users?role=admin').set(admin.auth).expect(200);
      expect(admins.body.data.map((u: { _id: string }) => u._id)).toEqual([other.id, admin.id]);
      const regular = await t.http.get('/api/users?role=user').set(admin.auth).expect(200);
      expect(regular.body.data.map((u: { role: string }) => u.role)).toEqual(['user']);
      const searched = await t.http.get('/api/users?role=admin&search=SECOND').set(admin.auth).expect(200);
      expect(searched.body.data.map((u: { _id: string }) => u._id)).toEqual([other.id]);
      const paged = await t.http.get('/api/users?role=admin&limit=1').set(admin.auth).expect(200);
      expect(paged.body.meta).toEqual({ total: 2, page: 1, limit: 1, hasMore: true });
    });

    it('rejects bad parameters and operator-looking query strings with 400 and a message', async () => {
      const admin = await account('admin');
      const cases: [string, string][] = [
        ['role=superuser', 'Role must be user or admin'],
        ['page=0', 'Page must be at least 1'],
        ['page=1.5', 'Page must be a whole number'],
        // Spellings of 1 other than decimal digits: one page has one URL (and one read-cache entry).
        ['page=1e0', 'Page must be a whole number'],
        ['page=0x1', 'Page must be a whole number'],
        ['page=1.0', 'Page must be a whole number'],
        ['page=%201', 'Page must be a whole number'],
        ['limit=0x10', 'Limit must be a whole number'],
        ['limit=101', 'Limit must be at most 100'],
        ['limit=0', 'Limit must be at least 1'],
        [`search=${'a'.repeat(101)}`, 'Search must be at most 100 characters'],
      ];
      for (const [q, message] of cases) {
        const res = await t.http.get(`/api/users?${q}`).set(admin.auth);
        expect({ q, status: res.status, body: res.body }).toEqual({
          q,
          status: 400,
          body: expect.objectContaining({ success: false, message }),
        });
      }
      for (const q of ['role[$ne]=x&email[$gt]=', 'search[$regex]=.', 'sort=username']) {
        const res = await t.http.get(`/api/users?${q}`).set(admin.auth);
        expect({ q, status: res.status, success: res.body.success }).toEqual({ q, status: 400, success: false });
      }
    });
  });

  describe('GET /api/users/stats', () => {
    it('counts every user, the administrators and the regular users', async () => {
      const admin = await account('admin');
      await account('admin');
      for (let i = 0; i < 3; i++) await account();
      const res = await t.http.get('/api/users/stats').set(admin.auth).expect(200);
      expect(res.body).toEqual({ success: true, data: { total: 5, admins: 2, regularUsers: 3 } });
    });

    it('follows a role change', async () => {
      const admin = await account('admin');
      const user = await account();
      await t.http.put(`/api/users/${user.id}/role`).set(admin.auth).send({ role: 'admin' }).expect(200);
      const res = await t.http.get('/api/users/stats').set(admin.auth).expect(200);
      expect(res.body.data).toEqual({ total: 2, admins: 2, regularUsers: 0 });
    });

    it('is for administrators only: 401 for visitors, 403 for users', async () => {
      const user = await account();
      await t.http.get('/api/users/stats').expect(401);
      const res = await t.http.get('/api/users/stats').set(user.auth).expect(403);
      expect(res.body).toEqual({ success: false, message: 'You do not have permission to do this' });
    });
  });

  describe('PUT /api/users/:id/role', () => {
    it('promotes a user; their tokens are revoked and the new role applies from their next sign-in', async () => {
      const admin = await account('admin');
      const user = await account();
      await t.http.get('/api/users').set(user.auth).expect(403);
      const res = await t.http.put(`/api/users/${user.id}/role`).set(admin.auth).send({ role: 'admin' }).expect(200);
      expectNoSecrets(res);
      expect(res.body.data).toMatchObject({ _id: user.id, role: 'admin' });
      await t.http.get('/api/users').set(user.auth).expect(401);
      const signedIn = await signInAgain(t, user);
      expect(signedIn.user.role).toBe('admin');
      await t.http.get('/api/users').set(signedIn.auth).expect(200);
    });

    it('demotes an admin while another admin remains; the demoted admin loses access at once', async () => {
      const admin = await account('admin');
      const other = await account('admin');
      const res = await t.http.put(`/api/users/${other.id}/role`).set(admin.auth).send({ role: 'user' }).expect(200);
      expect(res.body.data.role).toBe('user');
      await t.http.get('/api/users').set(other.auth).expect(401);
      const signedIn = await signInAgain(t, other);
      expect(signedIn.user.role).toBe('user');
      await t.http.get('/api/users').set(signedIn.auth).expect(403);
    });

    it('refuses to demote the last administrator', async () => {
      const admin = await account('admin');
      const res = await t.http.put(`/api/users/${admin.id}/role`).set(admin.auth).send({ role: 'user' }).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Cannot remove the last administrator' });
      const me = await t.http.get('/api/auth/me').set(admin.auth).expect(200);
      expect(me.body.data.role).toBe('admin');
    });

    it('lets an admin step down while another admin remains', async () => {
      const admin = await account('admin');
      await account('admin');
      await t.http.put(`/api/users/${admin.id}/role`).set(admin.auth).send({ role: 'user' }).expect(200);
      await t.http.get('/api/users').set(admin.auth).expect(401);
    });

    it('never leaves the site without an administrator when two admins demote each other at once', async () => {
      const a = await account('admin');
      const b = await account('admin');
      await Promise.all([
        t.http.put(`/api/users/${b.id}/role`).set(a.auth).send({ role: 'user' }),
        t.http.put(`/api/users/${a.id}/role`).set(b.auth).send({ role: 'user' }),
      ]);
      expect(await t.connection.model(User.name).countDocuments({ role: 'admin' })).toBeGreaterThanOrEqual(1);
    });

    it('keeps a role that does not change', async () => {
      const admin = await account('admin');
      const res = await t.http.put(`/api/users/${admin.id}/role`).set(admin.auth).send({ role: 'admin' }).expect(200);
      expect(res.body.data.role).toBe('admin');
    });

    it.each([[{ role: 'superuser' }], [{}], [{ role: { $ne: 'user' } }]])('rejects the body %j', async (body) => {
      const admin = await account('admin');
      const user = await account();
      const res = await t.http.put(`/api/users/${user.id}/role`).set(admin.auth).send(body).expect(400);
      expect(res.body.errors.role).toContain('Role must be user or admin');
    });

    it('answers 400 to a malformed id and 404 to an unknown one', async () => {
      const admin = await account('admin');
      const bad = await t.http.put('/api/users/not-an-id/role').set(admin.auth).send({ role: 'admin' }).expect(400);
      expect(bad.body.message).toBe('Invalid id');
      const unknown = await t.http
        .put('/api/users/0123456789abcdef01234567/role')
        .set(admin.auth)
        .send({ role: 'admin' })
        .expect(404);
      expect(unknown.body.message).toBe('User not found');
    });

    it('is for administrators only: 401 for visitors, 403 for users', async () => {
      const user = await account();
      await t.http.put(`/api/users/${user.id}/role`).send({ role: 'admin' }).expect(401);
      await t.http.put(`/api/users/${user.id}/role`).set(user.auth).send({ role: 'admin' }).expect(403);
      const me = await t.http.get('/api/auth/me').set(user.auth).expect(200);
      expect(me.body.data.role).toBe('user');
    });
  });

  it('has no delete endpoint', async () => {
    const admin = await account('admin');
    const user = await account();
    await t.http.delete(`/api/users/${user.id}`).set(admin.auth).expect(404);
  });
});
