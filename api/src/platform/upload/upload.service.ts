import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { fromBuffer } from 'file-type';
import type { Types } from 'mongoose';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { encodeImage, IMAGE_WIDTHS, variantName, type UploadFormat } from './image-pipeline';
import { IMAGE_STORE, type ImageStore } from './image-store';
import { previewName } from './preview-image';
import { UPLOADS_PATH } from './serve-uploads';
import { UploadQuota } from './upload-quota';
import type { UploadResult } from './upload.response';
import { operationTimeOptions } from '../database/operation-time-limit';
import { Collections } from '../database/collections';

/** `.../api/uploads/<publicId>.<ext>`, relative or absolute: the URLs saveImage hands out. */
export const UPLOADED_IMAGE_URL = new RegExp(`${UPLOADS_PATH}/([a-f\\d]{32})\\.[a-z]+$`);

const IMAGE_TYPES: Record<string, UploadFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Every name an upload is stored under: its own, its WebP in each slot width, and its link preview once drawn. */
export const storedNames = (filename: string) => [
  filename,
  ...IMAGE_WIDTHS.map((w) => variantName(filename.slice(0, filename.indexOf('.')), w)),
  previewName(filename),
];

@Injectable()
export class UploadService {
  constructor(
    private readonly db: Collections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
    private readonly quota: UploadQuota,
  ) {}

  /**
   * Stores an image under a random name; its type is read from its content, never from the client. What is stored is
   * re-encoded (upright, without its metadata) with its WebP sizes (encodeImage). The quota counts the image as sent:
   * the figure its uploader knows, and what the 5 MB rule speaks of; the stored sizes are bounded by their widths.
   */
  async saveImage(file: Express.Multer.File | undefined, uploader: AuthUser): Promise<UploadResult> {
    if (!file) throw new BadRequestException('Please select an image file');
    const type = await fromBuffer(file.buffer);
    const format = type && IMAGE_TYPES[type.mime];
    if (!type || !format) throw new UnsupportedMediaTypeException('Please select a valid image file');
    // Reserved before the work of encoding, given back if the image is not kept.
    await this.quota.reserve(uploader.id, file.size);
    const publicId = randomBytes(16).toString('hex');
    let filename: string;
    try {
      const files = await encodeImage(file.buffer, publicId, format);
      filename = files[0].name;
      const removeFiles = () => Promise.all(files.map((f) => this.store.delete(f.name)));
      await Promise.all(files.map((f) => this.store.save(f.name, f.content, f.contentType))).catch(
        async (err: unknown) => {
          await removeFiles();
          throw err;
        },
      );
      await this.db.uploads
        .create({ publicId, filename, uploader: uploader.id, mimeType: type.mime, size: file.size })
        .catch(async (err: unknown) => {
          await removeFiles();
          throw err;
        });
    } catch (err) {
      await this.quota.release(uploader.id, file.size);
      throw err;
    }
    const url = `${this.config.publicUrl}${UPLOADS_PATH}/${filename}`;
    return { imageUrl: url, url, publicId };
  }

  /**
   * An avatar must be the reader's own upload: another reader's image would be theirs to delete (and the avatar would
   * break), and a seeded image is nobody's upload. 403 otherwise.
   */
  async assertOwnUpload(url: string, userId: string): Promise<void> {
    const publicId = url.match(UPLOADED_IMAGE_URL)?.[1];
    const upload = publicId && (await this.db.uploads.findOne({ publicId }, { uploader: 1 }).lean());
    if (!upload || String(upload.uploader) !== userId)
      throw new ForbiddenException('Your avatar must be an image you uploaded');
  }

  /**
   * Deletes the uploaded image behind `url` once nothing refers to it any more (no avatar, no book cover, no author
   * photo). Called after a reference was removed or replaced; anything that is not one of our uploads is ignored.
   * `uploader`: only an image of this account is released (a reader's avatar: one kept from before avatars had to be
   * the reader's own may point at someone else's image, which stays theirs).
   */
  async releaseImage(url: string | undefined, uploader?: string): Promise<void> {
    const publicId = url?.match(UPLOADED_IMAGE_URL)?.[1];
    if (!publicId || (await this.inUse(publicId))) return;
    const upload = await this.db.uploads.findOne({ publicId }).lean();
    if (!upload || (uploader !== undefined && String(upload.uploader) !== uploader)) return;
    await this.remove(upload);
  }

  /** By its uploader or an admin, and never while it is in use: deleting it would break someone's avatar or a page. */
  async deleteImage(publicId: string, user: AuthUser): Promise<null> {
    const upload = await this.db.uploads.findOne({ publicId }).lean();
    if (!upload) throw new NotFoundException('Image not found');
    if (user.role !== 'admin' && String(upload.uploader) !== user.id)
      throw new ForbiddenException('You can only delete your own images');
    if (await this.inUse(publicId))
      throw new ConflictException(
        'This image is in use (an avatar, a book cover or an author photo): replace it there first',
      );
    if (!(await this.remove(upload))) throw new NotFoundException('Image not found');
    return null;
  }

  /** Whether an avatar, a book cover, an author photo or a club's cover shows this upload. */
  private async inUse(publicId: string): Promise<boolean> {
    const used = { $regex: `/${publicId}\\.` };
    const options = operationTimeOptions(this.db.connection);
    const counts = await Promise.all([
      this.db.connection.collection('users').countDocuments({ avatar: used }, options),
      this.db.connection.collection('books').countDocuments({ coverImage: used }, options),
      this.db.connection.collection('authors').countDocuments({ avatar: used }, options),
      this.db.connection.collection('clubs').countDocuments({ coverImage: used }, options),
    ]);
    return counts.some((n) => n > 0);
  }

  /**
   * Deletes an upload and gives its bytes back to its uploader's quota, once: the request whose deleteOne removes the
   * record does both (two deletes at once: the other gets false and touches nothing).
   */
  private async remove(upload: {
    _id: Types.ObjectId;
    filename: string;
    uploader: Types.ObjectId;
    size: number;
  }): Promise<boolean> {
    const { deletedCount } = await this.db.uploads.deleteOne({ _id: upload._id });
    if (deletedCount !== 1) return false;
    await this.quota.release(upload.uploader, upload.size);
    for (const name of storedNames(upload.filename)) await this.store.delete(name);
    return true;
  }
}
