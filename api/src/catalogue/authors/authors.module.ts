import { Module } from '@nestjs/common';
import { UploadModule } from '../../platform/upload/upload.module';
import { AuthorCascades } from './author.cascades';
import { AuthorsController } from './authors.controller';
import { AuthorsService } from './authors.service';

@Module({
  imports: [UploadModule],
  controllers: [AuthorsController],
  providers: [AuthorsService, AuthorCascades],
  exports: [AuthorsService, AuthorCascades],
})
export class AuthorsModule {}
