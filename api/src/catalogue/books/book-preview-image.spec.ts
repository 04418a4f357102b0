import sharp from 'sharp';
import { coverSvg } from '../../platform/seed/covers';
import { createBook } from '../../testing/books';
import { setUpApp, UNKNOWN_ID } from '../../testing/fixtures';
import { uploadImage } from '../../testing/accounts';
import { IMAGE_STORE, type ImageStore } from '../../platform/upload/image-store';

describe("a book's link preview picture (GET /api/books/:id/preview-image)", () => {
  const { t, admin } = setUpApp({ users: { admin: 'admin' } });
  const preview = (id: string) => t.http.get(`/api/books/${id}/preview-image`);

  async function expectPreviewPicture(id: string) {
    const res = await preview(id).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers.etag).toMatch(/^".+"$/);
    const { format, width, height } = await sharp(res.body as Buffer).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    return res;
  }

  it('draws a seeded SVG cover as a 1200x630 JPEG, once: asked again, the same stored picture, 304 on its ETag', async () => {
    const store = t.app.get<ImageStore>(IMAGE_STORE);
    await store.save(
      'seed/covers/the-preview-test.svg',
      Buffer.from(coverSvg('The Preview Test', 'A. Writer')),
      'image/svg+xml',
    );
    const book = await createBook(t, admin, { coverImage: '/api/uploads/seed/covers/the-preview-test.svg' });
    const first = await expectPreviewPicture(book._id);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const again = await expectPreviewPicture(book._id);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    expect(await store.find('previews/v1/seed/covers/the-preview-test.svg.jpg')).not.toBeNull();
    await preview(book._id).set('If-None-Match', first.headers.etag).expect(304);
  });

  it('draws an uploaded cover the same way', async () => {
    const cover = await uploadImage(t, admin);
    const book = await createBook(t, admin, { coverImage: cover });
    await expectPreviewPicture(book._id);
  });

  it('has none for a cover linked from another site, an unpublished or unknown book, and refuses a malformed id', async () => {
    const linked = await createBook(t, admin, { coverImage: 'https://covers.example.org/dune.jpg' });
    expect((await preview(linked._id).expect(404)).body).toEqual({
      success: false,
      message: 'This book has no cover to preview',
    });
    const draft = await createBook(t, admin, { status: 'draft' });
    expect((await preview(draft._id).expect(404)).body.message).toBe('Book not found');
    await preview(UNKNOWN_ID).expect(404);
    expect((await preview('not-an-id').expect(400)).body.success).toBe(false);
  });
});
