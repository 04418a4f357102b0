import { readdirSync } from 'node:fs';
import { UPLOAD_STORES, type UploadStoreKind } from '../config/app-config';
import { IMAGES_BUCKET } from './gridfs-image-store';
import { createUser, setUpApp } from '../../testing/fixtures';
import { PNG, pngOfSize } from '../../testing/test-images';

describe('the GridFS store (the default)', () => {
  const { t } = setUpApp();

  it('keeps uploads in the database, with their content type, and nothing on local disk', async () => {
    expect(t.config.uploadStore).toBe('gridfs');
    const user = await createUser(t);
    const { publicId } = (
      await t.http.post('/api/upload/image').set(user.auth).attach('image', PNG, 'a.png').expect(201)
    ).body.data;
    const files = await t.connection.collection(`${IMAGES_BUCKET}.files`).find().sort({ filename: 1 }).toArray();
    expect(files).toEqual([
      expect.objectContaining({
        filename: `${publicId}.160.webp`,
        metadata: expect.objectContaining({ contentType: 'image/webp' }),
      }),
      expect.objectContaining({
        filename: `${publicId}.320.webp`,
        metadata: expect.objectContaining({ contentType: 'image/webp' }),
      }),
      expect.objectContaining({
        filename: `${publicId}.640.webp`,
        metadata: expect.objectContaining({ contentType: 'image/webp' }),
      }),
      expect.objectContaining({
        filename: `${publicId}.png`,
        metadata: expect.objectContaining({ contentType: 'image/png' }),
      }),
    ]);
    expect(readdirSync(t.config.uploadDir)).toEqual([]);
  });

  it('serves the bytes of an image again from memory (only its file entry is read), until it is deleted', async () => {
    const user = await createUser(t);
    const { publicId, url } = (
      await t.http.post('/api/upload/image').set(user.auth).attach('image', PNG, 'b.png').expect(201)
    ).body.data;
    const path = new URL(url, 'http://x').pathname;
    const first = (await t.http.get(path).expect(200)).body as Buffer;
    expect(first.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    // Its chunks removed behind the API's back: the bytes still come, from this process's memory.
    await t.connection.collection(`${IMAGES_BUCKET}.chunks`).deleteMany({});
    const again = await t.http.get(path).expect(200);
    expect(again.body).toEqual(first);
    expect(again.headers['content-length']).toBe(String(first.length));
    await t.http.delete(`/api/upload/image/${publicId}`).set(user.auth).expect(200);
    await t.http.get(path).expect(404);
  });
});

describe('upload with PUBLIC_API_URL', () => {
  const { t } = setUpApp({ env: { PUBLIC_API_URL: 'https://api.example.com/' } });

  it('returns absolute URLs', async () => {
    const user = await createUser(t);
    const res = await t.http.post('/api/upload/image').set(user.auth).attach('image', PNG, 'a.png').expect(201);
    expect(res.body.data.imageUrl).toBe(`https://api.example.com/api/uploads/${res.body.data.publicId}.png`);
  });
});

describe.each(UPLOAD_STORES)('upload quota (UPLOAD_QUOTA_BYTES=2500) (UPLOAD_STORE=%s)', (store: UploadStoreKind) => {
  const { t } = setUpApp({ env: { UPLOAD_STORE: store, UPLOAD_QUOTA_BYTES: '2500' } });

  const upload = (auth: { Authorization: string }) =>
    t.http
      .post('/api/upload/image')
      .set(auth)
      .attach('image', pngOfSize(1000), { filename: 'a.png', contentType: 'image/png' });

  it('refuses an upload past the quota of the account, and counts deletions back', async () => {
    const user = await createUser(t);
    const first = await upload(user.auth).expect(201);
    await upload(user.auth).expect(201);
    const res = await upload(user.auth).expect(413);
    expect(res.body).toEqual({
      success: false,
      message: 'Upload quota reached (3 KB per account): remove images you no longer use',
    });

    // Another account has its own quota; a deleted image frees its bytes.
    await upload((await createUser(t)).auth).expect(201);
    await t.http.delete(`/api/upload/image/${first.body.data.publicId}`).set(user.auth).expect(200);
    await upload(user.auth).expect(201);
  });
});

describe('upload rate limit (UPLOAD_RATE_LIMIT=2)', () => {
  const { t } = setUpApp({ env: { UPLOAD_RATE_LIMIT: '2' } });

  const upload = (auth: { Authorization: string }) =>
    t.http.post('/api/upload/image').set(auth).attach('image', PNG, { filename: 'a.png', contentType: 'image/png' });

  it('answers 429 with Retry-After to the 3rd upload of one user within a minute, and counts each user apart', async () => {
    const user = await createUser(t);
    await upload(user.auth).expect(201);
    await upload(user.auth).expect(201);
    const res = await upload(user.auth).expect(429);
    expect(res.body).toEqual({ success: false, message: 'Too many uploads, please try again later' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await upload((await createUser(t)).auth).expect(201);
  });
});
