import { Module } from '@nestjs/common';
import { ReviewsModule } from '../../conversation/reviews/reviews.module';
import { ImportWriter } from './import-writer';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';

@Module({
  imports: [ReviewsModule],
  controllers: [ImportsController],
  providers: [ImportsService, ImportWriter],
  exports: [ImportsService, ImportWriter],
})
export class ImportsModule {}
