import { AuthThrottlerModule } from '../../accounts/auth/auth-rate-limit';
import { Module } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DiskImageStore } from './disk-image-store';
import { GridFsImageStore } from './gridfs-image-store';
import { CachedImageStore } from './cached-image-store';
import { IMAGE_STORE, type ImageStore } from './image-store';
import { UploadController } from './upload.controller';
import { UploadService } from './upload.service';
import { UploadQuota } from './upload-quota';

/** The bytes of images in the database are kept in memory for repeat serving (the disk store has the OS's file cache). */
const IMAGE_CACHE_MAX_BYTES = 16 * 1024 * 1024;
const IMAGE_CACHE_MAX_IMAGE_BYTES = 256 * 1024;

/** Image uploads. The images themselves are served by `serveUploads`, mounted in app.factory.ts. */
@Module({
  imports: [AuthThrottlerModule],
  controllers: [UploadController],
  providers: [
    UploadService,
    UploadQuota,
    {
      provide: IMAGE_STORE,
      inject: [APP_CONFIG, getConnectionToken()],
      useFactory: (config: AppConfig, connection: Connection): ImageStore =>
        config.uploadStore === 'disk'
          ? new DiskImageStore(config.uploadDir)
          : new CachedImageStore(new GridFsImageStore(connection), {
              maxBytes: IMAGE_CACHE_MAX_BYTES,
              maxImageBytes: IMAGE_CACHE_MAX_IMAGE_BYTES,
            }),
    },
  ],
  exports: [UploadService, IMAGE_STORE],
})
export class UploadModule {}
