import { Writable } from 'node:stream';
import { createAdmin, createUser, setUpApp } from '../../testing/fixtures';
import { SecurityLog } from './security-log';

describe('security event log', () => {
  const { t } = setUpApp({ env: { LOGIN_ACCOUNT_LIMIT: '3' } });
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const capture = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t.app.get(SecurityLog).writeTo(capture);
  });
  const events = (event: string) => lines.filter((l) => l.event === event);

  it('records failed sign-ins, lockouts and refusals, as JSON lines without secrets', async () => {
    const reader = await createUser(t);
    const email = `${reader.username}@example.test`;
    for (let i = 0; i < 4; i++) await t.http.post('/api/auth/login').send({ email, password: `wrong-password-${i}` });
    expect(events('login_failed')).toHaveLength(3);
    expect(events('login_failed')[0]).toMatchObject({ kind: 'security', email, knownAccount: true, level: 40 });
    expect(events('rate_limited')).toEqual([expect.objectContaining({ method: 'POST', path: '/api/auth/login' })]);
    await t.http.get('/api/reading-list').expect(401);
    await t.http.get('/api/users').set(reader.auth).expect(403);
    expect(events('unauthorized').at(-1)).toMatchObject({ path: '/api/reading-list' });
    expect(events('forbidden').at(-1)).toMatchObject({ path: '/api/users' });
    expect(JSON.stringify(lines)).not.toMatch(/wrong-password|Bearer|passwordHash/);
  });

  it('records role changes, password and email changes and logouts', async () => {
    const admin = await createAdmin(t);
    const reader = await createUser(t);
    await t.http.put(`/api/users/${reader.id}/role`).set(admin.auth).send({ role: 'admin' }).expect(200);
    expect(events('role_changed').at(-1)).toMatchObject({ userId: reader.id, from: 'user', to: 'admin', by: admin.id });

    const other = await createUser(t);
    await t.http
      .put('/api/auth/profile')
      .set(other.auth)
      .send({ username: other.username, email: `new-${other.username}@example.test`, currentPassword: 'secret123' })
      .expect(200);
    expect(events('email_changed').at(-1)).toMatchObject({
      userId: other.id,
      to: `new-${other.username}@example.test`,
    });
    const changed = await t.http
      .put('/api/auth/change-password')
      .set(other.auth)
      .send({ currentPassword: 'secret123', newPassword: 'another-one' })
      .expect(200);
    expect(events('password_changed').at(-1)).toMatchObject({ userId: other.id });
    await t.http
      .post('/api/auth/logout')
      .set({ Authorization: `Bearer ${changed.body.data.token}` })
      .expect(200);
    expect(events('logout').at(-1)).toMatchObject({ userId: other.id });
    expect(JSON.stringify(lines)).not.toMatch(/secret123|another-one/);
  });
});
