import { UPLOAD_STORES, type UploadStoreKind } from '../config/app-config';
import { IMAGE_STORE, type ImageStore } from './image-store';
import { createUser, type TestUser, setUpApp } from '../../testing/fixtures';
import type { TestApp } from '../../testing/test-app';

import { pngOfSize } from '../../testing/test-images';
import { Collections } from '../database/collections';

const upload = (t: TestApp, user: TestUser, size = 1000) =>
  t.http
    .post('/api/upload/image')
    .set(user.auth)
    .attach('image', pngOfSize(size), { filename: 'a.png', contentType: 'image/png' });

/** The bytes an account keeps uploaded, from the uploads themselves. */
const storedBytes = async (t: TestApp, user: TestUser) =>
  (await t.app.get(Collections).uploads.find({ uploader: user.id }).lean()).reduce((sum, u) => sum + u.size, 0);

describe.each(UPLOAD_STORES)('upload quota under parallel uploads (UPLOAD_STORE=%s)', (store: UploadStoreKind) => {
  const { t } = setUpApp({ env: { UPLOAD_STORE: store, UPLOAD_QUOTA_BYTES: '5000' } });

  it('never lets uploads sent at once take the account past its quota: the excess gets 413', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 12 }, () => upload(t, user)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(413)]);
    expect(answers.find((r) => r.status === 413)?.body).toEqual({
      success: false,
      message: 'Upload quota reached (5 KB per account): remove images you no longer use',
    });
    expect(await storedBytes(t, user)).toBe(5000);

    // Deleting frees exactly what it held, once, even when the same image is deleted twice at once.
    const [first] = answers.filter((r) => r.status === 201);
    const deletes = await Promise.all(
      [1, 2].map(() => t.http.delete(`/api/upload/image/${first.body.data.publicId}`).set(user.auth)),
    );
    expect(deletes.map((r) => r.status).sort()).toEqual([200, 404]);
    const again = await Promise.all(Array.from({ length: 3 }, () => upload(t, user)));
    expect(again.map((r) => r.status).sort()).toEqual([201, 413, 413]);
    expect(await storedBytes(t, user)).toBe(5000);
  });

  it('counts the images an account held before its counter existed', async () => {
    const user = await createUser(t);
    await t.app.get(Collections).uploads.create({
      publicId: 'f'.repeat(32),
      filename: `${'f'.repeat(32)}.png`,
      uploader: user.id,
      mimeType: 'image/png',
      size: 4500,
    });
    const answers = await Promise.all([upload(t, user, 400), upload(t, user, 400)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 413]);
    expect(await storedBytes(t, user)).toBe(4900);
  });

  it('gives back the bytes of an upload that could not be stored', async () => {
    const user = await createUser(t);
    const save = jest
      .spyOn(t.app.get<ImageStore>(IMAGE_STORE), 'save')
      .mockRejectedValueOnce(new Error('store failed'));
    try {
      expect((await upload(t, user, 5000)).status).toBeGreaterThanOrEqual(500);
    } finally {
      save.mockRestore();
    }
    await upload(t, user, 5000).expect(201);
    await upload(t, user, 100).expect(413);
  });
});

describe('an avatar is the reader’s own upload', () => {
  const { t } = setUpApp();

  it("refuses another reader's upload (or a seeded image) as an avatar, and keeps the owner's image", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const { imageUrl, publicId } = (await upload(t, owner).expect(201)).body.data;
    for (const avatar of [
      imageUrl,
      '/api/uploads/seed/avatars/ada-lovelace.svg',
      `/api/uploads/${'0'.repeat(32)}.png`,
    ]) {
      const res = await t.http.put('/api/auth/avatar').set(other.auth).send({ avatar }).expect(403);
      expect(res.body).toEqual({ success: false, message: 'Your avatar must be an image you uploaded' });
    }
    expect((await t.http.get('/api/auth/me').set(other.auth).expect(200)).body.data.avatar).toBe('');
    // The profile takes no avatar at all.
    const profile = await t.http
      .put('/api/auth/profile')
      .set(other.auth)
      .send({ username: other.username, email: `${other.username}@example.test`, avatar: imageUrl })
      .expect(400);
    expect(profile.body.message).toMatch(/avatar should not exist/);
    await t.http.get(imageUrl).expect(200);

    // The owner may use it, and setting the same avatar again is no change.
    await t.http.put('/api/auth/avatar').set(owner.auth).send({ avatar: imageUrl }).expect(200);
    await t.http.put('/api/auth/avatar').set(owner.auth).send({ avatar: imageUrl }).expect(200);
    await t.http.get(imageUrl).expect(200);
    expect(publicId).toMatch(/^[a-f\d]{32}$/);
  });

  it('does not let anyone delete an image in use as an avatar; it goes when the avatar changes', async () => {
    const owner = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const { imageUrl, publicId } = (await upload(t, owner).expect(201)).body.data;
    await t.http.put('/api/auth/avatar').set(owner.auth).send({ avatar: imageUrl }).expect(200);
    for (const who of [admin, owner]) {
      const res = await t.http.delete(`/api/upload/image/${publicId}`).set(who.auth).expect(409);
      expect(res.body).toEqual({
        success: false,
        message: 'This image is in use (an avatar, a book cover or an author photo): replace it there first',
      });
    }
    await t.http.get(imageUrl).expect(200);
    await t.http.put('/api/auth/avatar').set(owner.auth).send({ avatar: '' }).expect(200);
    await t.http.get(imageUrl).expect(404);
  });

  it("never releases an uploader's image when a reader who pointed at it (before avatars had to be one's own) changes avatar", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const { imageUrl } = (await upload(t, owner).expect(201)).body.data;
    // Kept from before the rule: the other reader's avatar points at the owner's upload.
    await t.connection.collection('users').updateOne({ username: other.username }, { $set: { avatar: imageUrl } });
    await t.http.put('/api/auth/avatar').set(other.auth).send({ avatar: '' }).expect(200);
    await t.http.get(imageUrl).expect(200);
  });
});
