import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { BookCatalogue } from '../books/book-catalogue';
import { operationTimeOptions } from '../database/operation-time-limit';
import { ReviewsService } from '../reviews/reviews.service';
import type { Stats } from './stats.response';

@Injectable()
export class StatsService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly books: BookCatalogue,
    private readonly reviews: ReviewsService,
  ) {}

  /**
   * The site's totals: the published books and the reviews of those (every book and review with `allStatuses`, an
   * administrator's dashboard: CountsQueryDto), every user and author.
   */
  async totals(allStatuses = false): Promise<Stats> {
    // Whole collections: their own counts (metadata on MongoDB), not a scan of each.
    const count = (collection: string) =>
      this.connection.collection(collection).estimatedDocumentCount(operationTimeOptions(this.connection));
    const [totalBooks, totalUsers, totalReviews, totalAuthors] = await Promise.all([
      this.books.count(allStatuses),
      count('users'),
      this.reviews.count(allStatuses),
      count('authors'),
    ]);
    return { totalBooks, totalUsers, totalReviews, totalAuthors };
  }
}
