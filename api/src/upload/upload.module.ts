import { AuthThrottlerModule } from '../auth/auth-rate-limit';
import { Module } from '@nestjs/common';
import { getConnectionToken, MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DiskImageStore } from './disk-image-store';
import { GridFsImageStore } from './gridfs-image-store';
import { IMAGE_STORE, type ImageStore } from './image-store';
import { UploadController } from './upload.controller';
import { Upload, UploadSchema } from './upload.schema';
import { UploadService } from './upload.service';

/** Image uploads. The images themselves are served by `serveUploads`, mounted in app.factory.ts. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Upload.name, schema: UploadSchema }]), AuthThrottlerModule],
  controllers: [UploadController],
  providers: [
    UploadService,
    {
      provide: IMAGE_STORE,
      inject: [APP_CONFIG, getConnectionToken()],
      useFactory: (config: AppConfig, connection: Connection): ImageStore =>
        config.uploadStore === 'disk' ? new DiskImageStore(config.uploadDir) : new GridFsImageStore(connection),
    },
  ],
  exports: [UploadService, IMAGE_STORE],
})
export class UploadModule {}
