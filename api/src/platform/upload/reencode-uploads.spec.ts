import sharp from 'sharp';
import { UPLOAD_STORES, type UploadStoreKind } from '../config/app-config';
import { createUser, setUpApp } from '../../testing/fixtures';
import { jpegWithGps } from '../../testing/test-images';
import { IMAGE_STORE, type ImageStore } from './image-store';
import { reencodeUploads } from './reencode-uploads';

describe.each(UPLOAD_STORES)(
  'reencodeUploads: uploads stored before the image pipeline (UPLOAD_STORE=%s)',
  (store: UploadStoreKind) => {
    const { t } = setUpApp({ env: { UPLOAD_STORE: store } });

    it('re-encodes each at its own URL without metadata, writes its sizes, and skips it the next time', async () => {
      const images = t.app.get<ImageStore>(IMAGE_STORE);
      const user = await createUser(t);
      const photo = await jpegWithGps();
      const [kept, lost] = ['a'.repeat(32), 'b'.repeat(32)];
      // As the API kept uploads before: the bytes as sent, under one name.
      await images.save(`${kept}.jpg`, photo, 'image/jpeg');
      await t.connection.collection('uploads').insertMany(
        [kept, lost].map((publicId) => ({
          publicId,
          filename: `${publicId}.jpg`,
          uploader: user.id,
          mimeType: 'image/jpeg',
          size: photo.length,
        })),
      );
      expect(
        (await sharp((await t.http.get(`/api/uploads/${kept}.jpg`).expect(200)).body).metadata()).exif,
      ).toBeDefined();
      // Until then its sizes lead to it, uncached; a size of an unknown upload is a 404.
      const redirect = await t.http.get(`/api/uploads/${kept}.320.webp`).expect(307);
      expect(redirect.headers).toMatchObject({ location: `/api/uploads/${kept}.jpg`, 'cache-control': 'no-store' });
      await t.http.get(`/api/uploads/${lost}.320.webp`).expect(404);

      const report = await reencodeUploads(t.connection, images);
      expect(report).toEqual({ reencoded: 1, skipped: 0, failed: 1, failures: [`${lost}.jpg: not in the store`] });

      const own = await t.http.get(`/api/uploads/${kept}.jpg`).expect(200);
      expect(own.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(own.body).metadata();
      expect(meta).toMatchObject({ width: 800, height: 1200 });
      expect(meta.exif).toBeUndefined();
      for (const width of [160, 320, 640]) {
        const sized = await t.http.get(`/api/uploads/${kept}.${width}.webp`).expect(200);
        expect(await sharp(sized.body).metadata()).toMatchObject({ format: 'webp', width });
      }

      expect(await reencodeUploads(t.connection, images)).toEqual({
        reencoded: 0,
        skipped: 1,
        failed: 1,
        failures: [`${lost}.jpg: not in the store`],
      });
      // One stored file per name: the original was replaced, not added to.
      if (store === 'gridfs')
        expect(await t.connection.collection('images.files').countDocuments({ filename: `${kept}.jpg` })).toBe(1);
    });
  },
);
