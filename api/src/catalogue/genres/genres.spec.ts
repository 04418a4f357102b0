import { createBook, createGenre } from '../../testing/books';
import { expectAdministratorsOnly, setUpApp } from '../../testing/fixtures';

describe('genres API', () => {
  const { t, admin, user } = setUpApp({ users: { admin: 'admin', user: 'user' } });

  it('lists all genres by name, in the Genre shape', async () => {
    await createGenre(t, admin, { name: 'Mystery', description: 'Whodunits.' });
    await createGenre(t, admin, { name: 'Biography' });
    const res = await t.http.get('/api/genres').expect(200);
    expect(res.body.data.map((g: { name: string }) => g.name)).toEqual(['Biography', 'Mystery']);
    expect(Object.keys(res.body.data[1]).sort()).toEqual(['_id', 'bookCount', 'createdAt', 'description', 'name']);
    expect(res.body.data[1]).toMatchObject({ description: 'Whodunits.', bookCount: 0 });
  });

  it('gets one genre: 404 unknown, 400 malformed', async () => {
    const g = await createGenre(t, admin);
    await t.http.get(`/api/genres/${g._id}`).expect(200);
    await t.http
      .get('/api/genres/64b7f0c2a1b2c3d4e5f60718')
      .expect(404, { success: false, message: 'Genre not found' });
    await t.http.get('/api/genres/x').expect(400);
  });

  it('validates the name and keeps names unique regardless of case (409)', async () => {
    const missing = await t.http.post('/api/genres').set(admin.auth).send({ description: 'x' }).expect(400);
    expect(missing.body).toMatchObject({
      message: 'Genre name is required',
      errors: { name: expect.arrayContaining(['Genre name is required']) },
    });
    await createGenre(t, admin, { name: 'Horror' });
    const dup = await t.http.post('/api/genres').set(admin.auth).send({ name: ' hORRor ' }).expect(409);
    expect(dup.body).toEqual({ success: false, message: 'A genre with this name already exists' });
    const other = await createGenre(t, admin, { name: 'Thriller' });
    await t.http.put(`/api/genres/${other._id}`).set(admin.auth).send({ name: 'HORROR' }).expect(409);
  });

  it('updates only the fields sent', async () => {
    const g = await createGenre(t, admin, { name: 'Travel', description: 'Away.' });
    const res = await t.http.put(`/api/genres/${g._id}`).set(admin.auth).send({ name: 'Travel Writing' }).expect(200);
    expect(res.body.data).toMatchObject({ name: 'Travel Writing', description: 'Away.' });
    const renamedCase = await t.http
      .put(`/api/genres/${g._id}`)
      .set(admin.auth)
      .send({ name: 'travel writing' })
      .expect(200);
    expect(renamedCase.body.data.name).toBe('travel writing');
    await t.http.put(`/api/genres/${g._id}`).set(admin.auth).send({ name: '' }).expect(400);
    await t.http.put('/api/genres/64b7f0c2a1b2c3d4e5f60718').set(admin.auth).send({ name: 'Zzz' }).expect(404);
  });

  it('deletes a genre and takes it off its books', async () => {
    const g = await createGenre(t, admin);
    const book = await createBook(t, admin, { genres: [g._id] });
    await t.http.delete(`/api/genres/${g._id}`).set(admin.auth).expect(200, { success: true, data: null });
    expect((await t.http.get(`/api/books/${book._id}`).expect(200)).body.data.genres).toEqual([]);
    await t.http.delete(`/api/genres/${g._id}`).set(admin.auth).expect(404);
    await t.http.delete('/api/genres/x').set(admin.auth).expect(400);
  });

  it('is admin-only for writes: 401 visitors, 403 users', async () => {
    const g = await createGenre(t, admin);
    const calls = [
      () => t.http.post('/api/genres').send({ name: 'New one' }),
      () => t.http.put(`/api/genres/${g._id}`).send({ name: 'Changed' }),
      () => t.http.delete(`/api/genres/${g._id}`),
    ];
    await expectAdministratorsOnly(calls, user);
  });
});
