import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Types } from 'mongoose';
import { buffer } from 'node:stream/consumers';
import { Collections } from '../../platform/database/collections';
import { IMAGE_STORE, type ImageStore, type StoredImage } from '../../platform/upload/image-store';
import { PREVIEW_CONTENT_TYPE, previewName, renderPreview } from '../../platform/upload/preview-image';
import { isServedImage, UPLOADS_PATH } from '../../platform/upload/serve-uploads';

const NO_PREVIEW = 'This book has no cover to preview';

/**
 * The picture a shared link to a published book shows (GET /api/books/:id/preview-image): its cover drawn by
 * renderPreview, made the first time it is asked for and stored in the image store beside the cover, so every API
 * process serves the same bytes and none draws it again (a cover is never rewritten under its name). Renders under
 * way in this process are shared; two processes drawing the same new cover at once store identical bytes.
 * Only covers the API stores (uploads and seeded covers) are drawn: a cover linked from another site is never fetched.
 */
@Injectable()
export class BookPreviewImage {
  private readonly rendering = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Collections,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
  ) {}

  async find(id: string): Promise<StoredImage> {
    const book = await this.db.books
      .findById(new Types.ObjectId(id))
      .select({ status: 1, coverImage: 1 })
      .lean<{ status: string; coverImage?: string | null }>();
    if (!book || book.status !== 'published') throw new NotFoundException('Book not found');
    if (!book.coverImage || !isServedImage(book.coverImage)) throw new NotFoundException(NO_PREVIEW);
    const cover = book.coverImage.slice(UPLOADS_PATH.length + 1);
    const name = previewName(cover);
    const stored = await this.store.find(name);
    if (stored) return stored;
    let render = this.rendering.get(name);
    if (!render) {
      render = this.render(cover, name).finally(() => this.rendering.delete(name));
      this.rendering.set(name, render);
    }
    await render;
    const made = await this.store.find(name);
    if (!made) throw new NotFoundException(NO_PREVIEW);
    return made;
  }

  private async render(cover: string, name: string): Promise<void> {
    const image = await this.store.find(cover);
    if (!image) throw new NotFoundException(NO_PREVIEW);
    const picture = await renderPreview(await buffer(image.open())).catch(() => {
      throw new NotFoundException(NO_PREVIEW);
    });
    await this.store.save(name, picture, PREVIEW_CONTENT_TYPE);
  }
}
