import { Module } from '@nestjs/common';
import { FeedController } from '../activity/feed.controller';
import { FeedService } from '../activity/feed.service';
import { BlocksModule } from '../blocks/blocks.module';
import { FollowsModule } from '../follows/follows.module';
import { ReviewsModule } from '../../conversation/reviews/reviews.module';
import { FriendsService } from './friends.service';
import { BookFriendsController, ReadersController } from './readers.controller';
import { ReadersService } from './readers.service';

/** Readers meeting readers: profiles, the feed, friends on a book (follows have their own module). */
@Module({
  imports: [FollowsModule, ReviewsModule, BlocksModule],
  controllers: [ReadersController, BookFriendsController, FeedController],
  providers: [ReadersService, FriendsService, FeedService],
})
export class ReadersModule {}
