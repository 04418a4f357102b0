import { Injectable } from '@nestjs/common';
import { trusted } from 'mongoose';
import { BookCatalogue } from '../books/book-catalogue';
import { operationTimeOptions } from '../../platform/database/operation-time-limit';
import { ReviewsService } from '../../conversation/reviews/reviews.service';
import type { Stats } from './stats.response';
import { Collections } from '../../platform/database/collections';

@Injectable()
export class StatsService {
  constructor(
    private readonly db: Collections,
    private readonly books: BookCatalogue,
    private readonly reviews: ReviewsService,
  ) {}

  /**
   * The site's totals: the published books and the reviews of those (every book and review with `allStatuses`, an
   * administrator's dashboard: CountsQueryDto), every user, author and book club.
   */
  async totals(allStatuses = false): Promise<Stats> {
    // Whole collections: their own counts (metadata on MongoDB), not a scan of each.
    const count = (collection: string) =>
      this.db.connection.collection(collection).estimatedDocumentCount(operationTimeOptions(this.db.connection));
    const [totalBooks, totalUsers, totalReviews, totalAuthors, totalClubs] = await Promise.all([
      this.books.count(allStatuses),
      count('users'),
      this.reviews.count(allStatuses),
      // Authors merged into another are not counted: the few merged ones, read on their sparse index, come off the
      // collection's own count (never a scan of every author).
      Promise.all([
        count('authors'),
        this.db.authors.countDocuments(
          { mergedInto: trusted({ $exists: true }) },
          operationTimeOptions(this.db.connection),
        ),
      ]).then(([all, merged]) => all - merged),
      count('clubs'),
    ]);
    return { totalBooks, totalUsers, totalReviews, totalAuthors, totalClubs };
  }
}
