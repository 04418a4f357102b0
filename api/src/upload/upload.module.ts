import { AuthThrottlerModule } from '../auth/auth-rate-limit';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UploadController } from './upload.controller';
import { Upload, UploadSchema } from './upload.schema';
import { UploadService } from './upload.service';

/** Image uploads. The files themselves are served by `serveUploads`, mounted in app.factory.ts. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Upload.name, schema: UploadSchema }]), AuthThrottlerModule],
  controllers: [UploadController],
  providers: [UploadService],
  exports: [UploadService],
})
export class UploadModule {}
