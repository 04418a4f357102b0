import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NotificationsModule } from '../notifications/notifications.module';
import { Review, ReviewSchema } from '../reviews/review.schema';
import { UserCascades } from './user.cascades';
import { User, UserSchema } from './user.schema';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: Review.name, schema: ReviewSchema },
    ]),
    NotificationsModule,
  ],
  controllers: [UsersController],
  providers: [UsersService, UserCascades],
  exports: [MongooseModule, UserCascades, UsersService],
})
export class UsersModule {}
