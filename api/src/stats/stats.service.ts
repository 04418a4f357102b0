import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { AuthUser } from '../auth/auth-user';
import { BooksService } from '../books/books.service';
import { operationTimeOptions } from '../database/operation-time-limit';
import { ReviewsService } from '../reviews/reviews.service';
import type { Stats } from './stats.response';

@Injectable()
export class StatsService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly books: BooksService,
    private readonly reviews: ReviewsService,
  ) {}

  /**
   * The site's totals as the viewer may see them: the books they can open and the reviews they can read (an
   * administrator's dashboard counts every one), every user and author.
   */
  async totals(viewer?: AuthUser): Promise<Stats> {
    // Whole collections: their own counts (metadata on MongoDB), not a scan of each.
    const count = (collection: string) => this.connection.collection(collection).estimatedDocumentCount(operationTimeOptions(this.connection));
    const [totalBooks, totalUsers, totalReviews, totalAuthors] = await Promise.all([this.books.countVisible(viewer), count('users'), this.reviews.countVisible(viewer), count('authors')]);
    return { totalBooks, totalUsers, totalReviews, totalAuthors };
  }
}
