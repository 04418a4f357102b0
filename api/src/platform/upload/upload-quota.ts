import { Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import { duplicateKeyField } from '../common/duplicate-key';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Collections } from '../database/collections';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The per-account upload quota (`uploadQuotaBytes`), kept as a counter of the bytes each account holds (UploadUsage). */
@Injectable()
export class UploadQuota {
  constructor(
    private readonly db: Collections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts `size` bytes against the account, or refuses with 413 when they would take it past its quota: one atomic
   * conditional `$inc`, so parallel uploads are decided one after another. Call before storing; give back with release().
   */
  async reserve(uploader: string, size: number): Promise<void> {
    const id = String(uploader);
    const limit = this.config.uploadQuotaBytes - size;
    if (limit >= 0) {
      if (await this.tryReserve(id, size, limit)) return;
      if (!(await this.db.uploadUsage.exists({ _id: id }))) {
        await this.startCounter(id);
        if (await this.tryReserve(id, size, limit)) return;
      }
    }
    throw new PayloadTooLargeException(
      `Upload quota reached (${formatSize(this.config.uploadQuotaBytes)} per account): remove images you no longer use`,
    );
  }

  /** Gives back bytes reserved for an upload that was not stored, or held by an image now deleted. */
  async release(uploader: Types.ObjectId | string, size: number): Promise<void> {
    await this.db.uploadUsage.updateOne({ _id: String(uploader) }, { $inc: { bytes: -size } });
  }

  /**
   * The counter of an account that has none (none of its uploads was made since counters exist) starts from what the
   * account holds. A request that started it meanwhile wins (duplicate key): its sum was taken first.
   */
  private async startCounter(id: string): Promise<void> {
    const kept = await this.db.uploads.find({ uploader: id }, { size: 1 }).lean();
    const bytes = kept.reduce((sum, upload) => sum + upload.size, 0);
    await this.db.uploadUsage.create({ _id: id, bytes }).catch((err: unknown) => {
      if (duplicateKeyField(err) === null) throw err;
    });
  }

  /** Ids go as strings, cast by the schema (a filter on `uploader` with an ObjectId instance finds nothing here). trusted(): the global sanitizeFilter would neutralise our own operator. */
  private async tryReserve(id: string, size: number, limit: number): Promise<boolean> {
    const { matchedCount } = await this.db.uploadUsage.updateOne(
      { _id: id, bytes: trusted({ $lte: limit }) },
      { $inc: { bytes: size } },
    );
    return matchedCount === 1;
  }
}
