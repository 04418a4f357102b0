import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ActivityModule } from '../activity/activity.module';
import { FeedController } from '../activity/feed.controller';
import { FeedService } from '../activity/feed.service';
import { BlocksModule } from '../blocks/blocks.module';
import { Book, BookSchema } from '../books/book.schema';
import { FollowsModule } from '../follows/follows.module';
import { Goal, GoalSchema } from '../goals/goal.schema';
import { ReadingListEntry, ReadingListEntrySchema } from '../reading-list/reading-list-entry.schema';
import { Review, ReviewSchema } from '../reviews/review.schema';
import { ReviewsModule } from '../reviews/reviews.module';
import { User, UserSchema } from '../users/user.schema';
import { FriendsService } from './friends.service';
import { BookFriendsController, ReadersController } from './readers.controller';
import { ReadersService } from './readers.service';

/** Readers meeting readers: profiles, the feed, friends on a book (follows have their own module). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: Book.name, schema: BookSchema },
      { name: ReadingListEntry.name, schema: ReadingListEntrySchema },
      { name: Review.name, schema: ReviewSchema },
      { name: Goal.name, schema: GoalSchema },
    ]),
    FollowsModule,
    ActivityModule,
    ReviewsModule,
    BlocksModule,
  ],
  controllers: [ReadersController, BookFriendsController, FeedController],
  providers: [ReadersService, FriendsService, FeedService],
})
export class ReadersModule {}
