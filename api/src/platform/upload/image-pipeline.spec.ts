import sharp from 'sharp';
import { UPLOAD_STORES, type UploadStoreKind } from '../config/app-config';
import { createUser, setUpApp } from '../../testing/fixtures';
import { jpegWithGps, PNG, pngDeclaring } from '../../testing/test-images';
import { IMAGE_WIDTHS } from './image-pipeline';
import { Collections } from '../database/collections';

/** The EXIF GPS pointer (tag 0x8825), in either byte order: where a camera notes the place. */
const hasGpsTag = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** The URLs of every stored form of an upload: its own, and its WebP in each slot width. */
const formsOf = (imageUrl: string) => [
  imageUrl,
  ...IMAGE_WIDTHS.map((w) => imageUrl.replace(/\.[a-z]+$/, `.${w}.webp`)),
];

describe.each(UPLOAD_STORES)('the image pipeline (UPLOAD_STORE=%s)', (store: UploadStoreKind) => {
  const { t } = setUpApp({ env: { UPLOAD_STORE: store } });
  let JPEG: Buffer;
  beforeAll(async () => {
    JPEG = await jpegWithGps();
  });

  const upload = async (file: Buffer, filename: string, status: number) => {
    const { auth } = await createUser(t);
    return t.http
      .post('/api/upload/image')
      .set(auth)
      .attach('image', file, { filename, contentType: 'image/jpeg' })
      .expect(status);
  };

  it('serves a photo with GPS and camera EXIF back without any metadata, upright, in every size', async () => {
    const sent = await sharp(JPEG).metadata();
    expect(hasGpsTag(sent.exif)).toBe(true);
    expect(sent.exif?.includes('PhoneCam')).toBe(true);
    expect(sent.orientation).toBe(6);

    const { imageUrl } = (await upload(JPEG, 'photo.jpg', 201)).body.data;
    expect(imageUrl).toMatch(/\.jpg$/);
    const [own, ...sized] = formsOf(imageUrl);
    const ownServed = await t.http.get(own).expect(200);
    expect(ownServed.headers['content-type']).toBe('image/jpeg');
    expect(ownServed.body.includes('PhoneCam')).toBe(false);
    const ownMeta = await sharp(ownServed.body).metadata();
    expect(ownMeta).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    expect(ownMeta.exif).toBeUndefined();
    expect(ownMeta.xmp).toBeUndefined();
    expect(ownMeta.orientation).toBeUndefined();

    for (const [i, url] of sized.entries()) {
      const served = await t.http.get(url).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: IMAGE_WIDTHS[i], height: IMAGE_WIDTHS[i] * 1.5 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(served.body.includes('PhoneCam')).toBe(false);
    }
  });

  it('never enlarges a small image', async () => {
    const { imageUrl } = (await upload(PNG, 'dot.png', 201)).body.data;
    for (const url of formsOf(imageUrl))
      expect(await sharp((await t.http.get(url).expect(200)).body).metadata()).toMatchObject({ width: 1, height: 1 });
  });

  it('refuses an image of more than 40 megapixels (a few KB declaring 20000x20000) with 413, storing nothing', async () => {
    const bomb = pngDeclaring(20000, 20000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const user = await createUser(t);
    const res = await t.http
      .post('/api/upload/image')
      .set(user.auth)
      .attach('image', bomb, { filename: 'bomb.png', contentType: 'image/png' })
      .expect(413);
    expect(res.body).toEqual({ success: false, message: 'Image is too large (at most 40 megapixels)' });
    expect(await t.connection.collection('uploads').countDocuments({ uploader: user.id })).toBe(0);
    // The bytes reserved for it were given back to the quota.
    expect(await t.app.get(Collections).uploadUsage.findById(user.id).lean()).toMatchObject({ bytes: 0 });
  });

  it('answers 400 to a file that starts like an image but does not decode', async () => {
    const broken = Buffer.concat([PNG.subarray(0, 33), Buffer.from('not the pixels of an image at all')]);
    const res = await upload(broken, 'broken.png', 400);
    expect(res.body).toEqual({ success: false, message: 'This image could not be read: please select another file' });
  });

  it('deletes every size with the image, and takes no size as an avatar', async () => {
    const user = await createUser(t);
    const { imageUrl, publicId } = (
      await t.http.post('/api/upload/image').set(user.auth).attach('image', PNG, 'a.png').expect(201)
    ).body.data;
    await t.http
      .put('/api/auth/avatar')
      .set(user.auth)
      .send({ avatar: formsOf(imageUrl)[2] })
      .expect(400);
    await t.http.delete(`/api/upload/image/${publicId}`).set(user.auth).expect(200);
    for (const url of formsOf(imageUrl)) await t.http.get(url).expect(404);
  });
});
