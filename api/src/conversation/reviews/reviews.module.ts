import { Module } from '@nestjs/common';
import { ActivityModule } from '../../people/activity/activity.module';
import { BlocksModule } from '../../people/blocks/blocks.module';
import { ReviewCascades } from './review.cascades';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [ActivityModule, BlocksModule],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewCascades],
  exports: [ReviewsService, ReviewCascades],
})
export class ReviewsModule {}
