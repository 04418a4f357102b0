import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { fromBuffer } from 'file-type';
import type { Connection, Model } from 'mongoose';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { IMAGE_STORE, type ImageStore } from './image-store';
import { UPLOADS_PATH } from './serve-uploads';
import type { UploadResult } from './upload.response';
import { Upload } from './upload.schema';
import { operationTimeOptions } from '../database/operation-time-limit';

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** `.../api/uploads/<publicId>.<ext>`, relative or absolute: the URLs saveImage hands out. */
const UPLOADED_IMAGE_URL = new RegExp(`${UPLOADS_PATH}/([a-f\\d]{32})\\.[a-z]+$`);

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

@Injectable()
export class UploadService {
  constructor(
    @InjectModel(Upload.name) private readonly uploads: Model<Upload>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectConnection() private readonly connection: Connection,
    @Inject(IMAGE_STORE) private readonly store: ImageStore,
  ) {}

  /** Stores an image under a random name; its type is read from its content, never from the client. */
  async saveImage(file: Express.Multer.File | undefined, uploader: AuthUser): Promise<UploadResult> {
    if (!file) throw new BadRequestException('Please select an image file');
    const type = await fromBuffer(file.buffer);
    if (!type || !IMAGE_TYPES.has(type.mime)) throw new UnsupportedMediaTypeException('Please select a valid image file');

    await this.checkQuota(uploader, file.size);

    const publicId = randomBytes(16).toString('hex');
    const filename = `${publicId}.${type.ext}`;
    await this.store.save(filename, file.buffer, type.mime);
    try {
      await this.uploads.create({ publicId, filename, uploader: uploader.id, mimeType: type.mime, size: file.size });
    } catch (err) {
      await this.store.delete(filename);
      throw err;
    }
    const url = `${this.config.publicUrl}${UPLOADS_PATH}/${filename}`;
    return { imageUrl: url, url, publicId };
  }

  /** Refuses an upload that would take the account past `uploadQuotaBytes` (checked before storing anything). */
  private async checkQuota(uploader: AuthUser, size: number): Promise<void> {
    const kept = await this.uploads.find({ uploader: uploader.id }, { size: 1 }).lean();
    const used = kept.reduce((sum, upload) => sum + upload.size, 0);
    if (used + size > this.config.uploadQuotaBytes) {
      throw new PayloadTooLargeException(`Upload quota reached (${formatSize(this.config.uploadQuotaBytes)} per account): remove images you no longer use`);
    }
  }

  /**
   * Deletes the uploaded image behind `url` once nothing refers to it any more (no avatar, no book cover).
   * Called after a reference was removed or replaced; anything that is not one of our uploads is ignored.
   */
  async releaseImage(url: string | undefined): Promise<void> {
    const publicId = url?.match(UPLOADED_IMAGE_URL)?.[1];
    if (!publicId) return;
    const used = { $regex: `/${publicId}\\.` };
    const [avatar, cover, authorPhoto] = await Promise.all([
      this.connection.collection('users').countDocuments({ avatar: used }, operationTimeOptions(this.connection)),
      this.connection.collection('books').countDocuments({ coverImage: used }, operationTimeOptions(this.connection)),
      this.connection.collection('authors').countDocuments({ avatar: used }, operationTimeOptions(this.connection)),
    ]);
    if (avatar || cover || authorPhoto) return;
    const upload = await this.uploads.findOne({ publicId }).lean();
    if (!upload) return;
    await this.store.delete(upload.filename);
    await this.uploads.deleteOne({ _id: upload._id });
  }

  async deleteImage(publicId: string, user: AuthUser): Promise<null> {
    const upload = await this.uploads.findOne({ publicId }).lean();
    if (!upload) throw new NotFoundException('Image not found');
    if (user.role !== 'admin' && String(upload.uploader) !== user.id) throw new ForbiddenException('You can only delete your own images');
    await this.store.delete(upload.filename);
    await this.uploads.deleteOne({ _id: upload._id });
    return null;
  }
}
