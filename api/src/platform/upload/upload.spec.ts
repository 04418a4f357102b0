import { UPLOAD_STORES, type UploadStoreKind } from '../config/app-config';
import { IMAGE_STORE, type ImageStore } from './image-store';
import { createUser, setUpApp } from '../../testing/fixtures';
import type { UserRole } from '../../accounts/users/user.schema';
import { jpegWithGps, PNG, pngOfSize, storedCount } from '../../testing/test-images';

/** A JPEG as a camera writes it (with EXIF), made once. */
let JPEG: Buffer;
beforeAll(async () => {
  JPEG = await jpegWithGps();
});

const FIVE_MB = 5 * 1024 * 1024;

/** Every rule of uploads holds on both stores. */
describe.each(UPLOAD_STORES)('upload (UPLOAD_STORE=%s)', (store: UploadStoreKind) => {
  const { t } = setUpApp({ env: { UPLOAD_STORE: store } });
  const account = async (role: UserRole = 'user') => (await createUser(t, { role })).auth;

  const upload = (
    auth: { Authorization: string } | undefined,
    file: Buffer,
    filename = 'picture.png',
    contentType = 'image/png',
  ) => {
    const req = t.http.post('/api/upload/image');
    if (auth) req.set(auth);
    return req.attach('image', file, { filename, contentType });
  };

  describe('POST /api/upload/image', () => {
    it('stores a PNG (re-encoded) under a random name and serves it back', async () => {
      const user = await account();
      const res = await upload(user, PNG, '../../evil name.png').expect(201);
      const { publicId, imageUrl, url } = res.body.data;
      expect(publicId).toMatch(/^[a-f\d]{32}$/);
      expect(imageUrl).toBe(`/api/uploads/${publicId}.png`);
      expect(url).toBe(imageUrl);
      const stored = await t.storedImage(imageUrl);
      expect(stored?.subarray(0, 8)).toEqual(PNG.subarray(0, 8));

      const served = await t.http.get(imageUrl).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.body, stored as Buffer)).toBe(0);
    });

    it('detects the type from the content, not from the name or the declared type', async () => {
      const user = await account();
      const res = await upload(user, JPEG, 'photo.png', 'image/png').expect(201);
      expect(res.body.data.imageUrl).toMatch(/\.jpg$/);
      const served = await t.http.get(res.body.data.imageUrl).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    });

    it('answers 415 to a text file named .png', async () => {
      const user = await account();
      const res = await upload(user, Buffer.from('just some text, not an image'), 'notes.png').expect(415);
      expect(res.body).toEqual({ success: false, message: 'Please select a valid image file' });
    });

    it('answers 415 to an image type outside jpeg, png, gif and webp', async () => {
      const user = await account();
      const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(64)]);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      await upload(user, bmp, 'a.bmp', 'image/bmp').expect(415);
      await upload(user, svg, 'a.svg', 'image/svg+xml').expect(415);
    });

    it('accepts exactly 5 MB and answers 413 to one byte more', async () => {
      const user = await account();
      await upload(user, pngOfSize(FIVE_MB)).expect(201);
      const res = await upload(user, pngOfSize(FIVE_MB + 1)).expect(413);
      expect(res.body).toEqual({ success: false, message: 'Image size must be less than 5MB' });
    });

    it('answers 400 when no file is sent, or in another field', async () => {
      const user = await account();
      const none = await t.http.post('/api/upload/image').set(user).field('note', 'x').expect(400);
      expect(none.body.message).toBe('Please select an image file');
      await t.http.post('/api/upload/image').set(user).send({ image: 'x' }).expect(400);
      await t.http.post('/api/upload/image').set(user).attach('file', PNG, 'a.png').expect(400);
    });

    it('answers 400 to a body padded with many fields or a large text field', async () => {
      const user = await account();
      const manyFields = t.http.post('/api/upload/image').set(user);
      for (let i = 0; i < 50; i++) manyFields.field(`f${i}`, 'x');
      const res = await manyFields.attach('image', PNG, { filename: 'a.png', contentType: 'image/png' }).expect(400);
      expect(res.body).toEqual({ success: false, message: 'Too many fields' });

      const bigField = await t.http
        .post('/api/upload/image')
        .set(user)
        .field('note', 'x'.repeat(64 * 1024))
        .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
        .expect(400);
      expect(bigField.body).toEqual({ success: false, message: 'Field value too long' });
    });

    it('requires a signed-in user and stores nothing for a visitor', async () => {
      const before = await storedCount(t);
      await upload(undefined, PNG).expect(401);
      expect(await storedCount(t)).toBe(before);
    });
  });

  describe('GET /api/uploads/:name', () => {
    it('streams the image with a strong ETag and a year of immutable caching, and answers 304 when it is unchanged', async () => {
      const user = await account();
      const { imageUrl } = (await upload(user, JPEG, 'photo.jpg', 'image/jpeg').expect(201)).body.data;
      const served = await t.http.get(imageUrl).expect(200);
      const stored = (await t.storedImage(imageUrl)) as Buffer;
      expect(served.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'content-length': String(stored.length),
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(served.headers.etag).toMatch(/^"[^"]+"$/);
      expect(Buffer.compare(served.body, stored)).toBe(0);

      const again = await t.http.get(imageUrl).set('If-None-Match', served.headers.etag).expect(304);
      expect(again.headers.etag).toBe(served.headers.etag);
      expect(again.text ?? '').toBe('');
      // Another image's validator does not match.
      const other = (await upload(user, PNG).expect(201)).body.data.imageUrl;
      const otherEtag = (await t.http.get(other).expect(200)).headers.etag;
      expect(otherEtag).not.toBe(served.headers.etag);
      await t.http.get(imageUrl).set('If-None-Match', otherEtag).expect(200);

      const head = await t.http.head(imageUrl).expect(200);
      expect(head.headers['content-length']).toBe(String(stored.length));
      expect(head.headers.etag).toBe(served.headers.etag);
    });

    it('serves a seeded image (seed/covers/<slug>.svg) as SVG', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600"></svg>';
      await t.app
        .get<ImageStore>(IMAGE_STORE)
        .save('seed/covers/a-seeded-cover.svg', Buffer.from(svg), 'image/svg+xml');
      const served = await t.http.get('/api/uploads/seed/covers/a-seeded-cover.svg').buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(served.body)).toBe(svg);
    });

    it.each([`${'0'.repeat(32)}.png`, `${'0'.repeat(32)}.exe`, 'seed/covers/missing.svg', 'nothing'])(
      'answers a JSON 404 to the unknown image %s',
      async (name) => {
        const res = await t.http.get(`/api/uploads/${name}`).expect(404);
        expect(res.body).toEqual({ success: false, message: 'Image not found' });
      },
    );
  });

  describe('DELETE /api/upload/image/:id', () => {
    it('lets the uploader delete the image; the file is gone afterwards', async () => {
      const user = await account();
      const { publicId, imageUrl } = (await upload(user, PNG).expect(201)).body.data;
      const res = await t.http.delete(`/api/upload/image/${publicId}`).set(user).expect(200);
      expect(res.body).toEqual({ success: true, data: null });
      expect(await t.storedImage(imageUrl)).toBeNull();
      const gone = await t.http.get(imageUrl).expect(404);
      expect(gone.body.success).toBe(false);
      await t.http.delete(`/api/upload/image/${publicId}`).set(user).expect(404);
    });

    it("answers 403 to another user and lets an admin delete anyone's image", async () => {
      const owner = await account();
      const other = await account();
      const admin = await account('admin');
      const { publicId, imageUrl } = (await upload(owner, PNG).expect(201)).body.data;
      const res = await t.http.delete(`/api/upload/image/${publicId}`).set(other).expect(403);
      expect(res.body.success).toBe(false);
      await t.http.get(imageUrl).expect(200);
      await t.http.delete(`/api/upload/image/${publicId}`).set(admin).expect(200);
      await t.http.get(imageUrl).expect(404);
    });

    it('answers 401 to a visitor', async () => {
      const owner = await account();
      const { publicId } = (await upload(owner, PNG).expect(201)).body.data;
      await t.http.delete(`/api/upload/image/${publicId}`).expect(401);
    });

    it('answers 404 to an unknown id', async () => {
      const user = await account();
      const res = await t.http
        .delete(`/api/upload/image/${'0'.repeat(32)}`)
        .set(user)
        .expect(404);
      expect(res.body.message).toBe('Image not found');
    });

    it.each(['..%2F..%2Fetc%2Fpasswd', '..', '%2E%2E', `${'a'.repeat(31)}.`, 'A'.repeat(32), 'not-an-id'])(
      'answers 400 to the id %s',
      async (id) => {
        const user = await account();
        const res = await t.http.delete(`/api/upload/image/${id}`).set(user).expect(400);
        expect(res.body.message).toBe('Invalid image id');
      },
    );
  });

  it('does not serve anything outside the upload directory', async () => {
    await t.http.get('/api/uploads/..%2F..%2Fetc%2Fpasswd').expect(404);
    await t.http.get('/api/uploads/../../package.json').expect(404);
  });
});
