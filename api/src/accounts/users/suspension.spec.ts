import { createAdmin, createUser, createUsers, type TestUser, setUpApp } from '../../testing/fixtures';

describe('suspensions', () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });

  const suspend = (who: TestUser, body: Record<string, unknown>, by = admin) =>
    t.http.put(`/api/users/${who.id}/suspension`).set(by.auth).send(body);
  const lift = (who: TestUser, by = admin) => t.http.delete(`/api/users/${who.id}/suspension`).set(by.auth);
  const login = (who: TestUser) =>
    t.http.post('/api/auth/login').send({ email: `${who.username}@example.test`, password: 'secret123' });
  const listed = async (who: TestUser) =>
    (await t.http.get(`/api/users?search=${who.username}`).set(admin.auth).expect(200)).body.data.find(
      (u: { _id: string }) => u._id === who.id,
    );
  const day = (date: Date) =>
    date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

  it('suspends for whole days: sessions end at once, sign-in says until when, Manage Users shows it; lifting restores', async () => {
    const reader = await createUser(t);
    await t.http.get('/api/auth/me').set(reader.auth).expect(200);
    const res = await suspend(reader, { days: 7, note: 'Spam in comments' }).expect(200);
    const until = new Date(res.body.data.suspension.until);
    expect(res.body.data.suspension.note).toBe('Spam in comments');
    expect(Math.abs(until.getTime() - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);

    const ended = await t.http.get('/api/auth/me').set(reader.auth).expect(401);
    expect(ended.body.success).toBe(false);
    const refused = await login(reader).expect(403);
    expect(refused.body).toEqual({ success: false, message: `Your account is suspended until ${day(until)}` });
    // A wrong password still hears only that it is wrong.
    await t.http
      .post('/api/auth/login')
      .send({ email: `${reader.username}@example.test`, password: 'not-the-password' })
      .expect(401);
    expect((await listed(reader)).suspension).toEqual({ until: until.toISOString(), note: 'Spam in comments' });

    const lifted = await lift(reader).expect(200);
    expect(lifted.body.data.suspension).toBeNull();
    expect((await listed(reader)).suspension).toBeNull();
    const back = await login(reader).expect(200);
    await t.http
      .get('/api/auth/me')
      .set({ Authorization: `Bearer ${back.body.data.token}` })
      .expect(200);
    // Lifting what is not suspended is no error.
    await lift(reader).expect(200);
  });

  it('suspends until lifted', async () => {
    const reader = await createUser(t);
    const res = await suspend(reader, { days: null, note: '' }).expect(200);
    expect(res.body.data.suspension).toEqual({ until: null, note: '' });
    expect((await login(reader).expect(403)).body.message).toBe('Your account is suspended');
    expect((await listed(reader)).suspension).toEqual({ until: null, note: '' });
  });

  it('ends by itself once its days are over', async () => {
    const reader = await createUser(t);
    await suspend(reader, { days: 1 }).expect(200);
    await t.connection
      .collection('users')
      .updateOne({ username: reader.username }, { $set: { suspendedUntil: new Date(Date.now() - 1000) } });
    const back = await login(reader).expect(200);
    expect(back.body.data.user.suspension).toBeNull();
    expect((await listed(reader)).suspension).toBeNull();
  });

  it('refuses an administrator suspending themselves, and never leaves the site without an active administrator', async () => {
    expect((await suspend(admin, { days: 1 }).expect(400)).body.message).toBe('You cannot suspend yourself');
    const other = await createAdmin(t);
    // Two administrators suspending each other at once: at least one stays active, and a refusal says why.
    const both = await Promise.all([suspend(other, { days: 1 }), suspend(admin, { days: 1 }, other)]);
    // A refusal says why; or the refused one was suspended first, so its own session had already ended (401).
    for (const res of both.filter((r) => r.status !== 200)) {
      if (res.status !== 401)
        expect([res.status, res.body.message]).toEqual([400, 'You cannot suspend the last administrator']);
    }
    const rows = await t.connection.collection('users').find({ role: 'admin' }).toArray();
    expect(rows.filter((u) => !u.suspendedUntil || u.suspendedUntil <= new Date()).length).toBeGreaterThanOrEqual(1);
    // Either of the two may have been suspended (its sessions ended): the next tests act as an administrator of their own.
    Object.assign(admin, await createAdmin(t));
  });

  it('validates days and note, and is for administrators only', async () => {
    const [reader, other] = await createUsers(t, 2);
    for (const days of [0, 3651, 1.5, '3', undefined]) await suspend(reader, { days, note: 'x' }).expect(400);
    expect((await suspend(reader, { days: 1, note: 'x'.repeat(501) }).expect(400)).body.message).toBe(
      'Note must be at most 500 characters',
    );
    await suspend(reader, { days: 1, extra: true }).expect(400);
    expect((await suspend(reader, { days: 1 }, other).expect(403)).body.message).toBe(
      'You do not have permission to do this',
    );
    await lift(reader, other).expect(403);
    await t.http.put(`/api/users/${reader.id}/suspension`).send({ days: 1 }).expect(401);
    await t.http
      .put(`/api/users/${'0'.repeat(24)}/suspension`)
      .set(admin.auth)
      .send({ days: 1 })
      .expect(404);
    await t.http.delete('/api/users/nope/suspension').set(admin.auth).expect(400);
    // Nothing refused was written.
    await login(reader).expect(200);
  });
});
