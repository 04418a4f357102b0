import { Module } from '@nestjs/common';
import { BooksModule } from '../books/books.module';
import { ReviewsModule } from '../../conversation/reviews/reviews.module';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

@Module({ imports: [BooksModule, ReviewsModule], controllers: [StatsController], providers: [StatsService] })
export class StatsModule {}
