import { createUser, setUpApp } from '../../testing/fixtures';

describe('goals API', () => {
  const { t, reader, other } = setUpApp({ users: { reader: 'user', other: 'user' } });

  it('requires a signed-in user', async () => {
    await t.http.get('/api/goals/2026').expect(401);
    await t.http.put('/api/goals/2026').send({ target: 3 }).expect(401);
    await t.http.delete('/api/goals/2026').expect(401);
  });

  it('sets, reads, changes and clears a goal, one per reader and year', async () => {
    await t.http.get('/api/goals/2025').set(reader.auth).expect(200, { success: true, data: null });
    const set = await t.http.put('/api/goals/2025').set(reader.auth).send({ target: 30 }).expect(200);
    expect(set.body.data).toMatchObject({ year: 2025, target: 30 });
    await t.http.put('/api/goals/2025').set(reader.auth).send({ target: 12 }).expect(200);
    await t.http.put('/api/goals/2024').set(reader.auth).send({ target: 1000 }).expect(200);
    expect((await t.http.get('/api/goals/2025').set(reader.auth).expect(200)).body.data).toMatchObject({
      year: 2025,
      target: 12,
    });
    expect((await t.http.get('/api/goals/2024').set(reader.auth).expect(200)).body.data).toMatchObject({
      year: 2024,
      target: 1000,
    });
    // Private: another reader has no goal for that year.
    await t.http.get('/api/goals/2025').set(other.auth).expect(200, { success: true, data: null });

    await t.http.delete('/api/goals/2025').set(reader.auth).expect(200, { success: true, data: null });
    await t.http.get('/api/goals/2025').set(reader.auth).expect(200, { success: true, data: null });
    await t.http
      .delete('/api/goals/2025')
      .set(reader.auth)
      .expect(404, { success: false, message: 'No goal set for 2025' });
    expect((await t.http.get('/api/goals/2024').set(reader.auth).expect(200)).body.data.target).toBe(1000);
  });

  it('keeps one goal under concurrent first sets', async () => {
    const user = await createUser(t);
    const results = await Promise.all(
      [5, 6, 7, 8].map((target) => t.http.put('/api/goals/2023').set(user.auth).send({ target })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const goals = await t.connection.collection('goals').countDocuments({ year: 2023 });
    expect(goals).toBe(1);
  });

  it('rejects a goal outside 1 to 1,000 books and a malformed year with a clear 400', async () => {
    const message = 'Goal must be a whole number of books from 1 to 1,000';
    for (const target of [0, 1001, 2.5, '12', null, -3]) {
      const res = await t.http.put('/api/goals/2026').set(reader.auth).send({ target }).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    await t.http.put('/api/goals/2026').set(reader.auth).send({}).expect(400);
    await t.http.put('/api/goals/2026').set(reader.auth).send({ target: 5, year: 2020 }).expect(400);
    for (const year of ['abc', '1899', '2101', '20260', '2026.5']) {
      const res = await t.http.get(`/api/goals/${year}`).set(reader.auth).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Year must be a whole year from 1900 to 2100' });
    }
  });
});
