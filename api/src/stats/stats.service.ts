import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { isAdmin, type AuthUser } from '../auth/auth-user';
import { BooksService } from '../books/books.service';
import { operationTimeOptions } from '../database/operation-time-limit';
import type { Stats } from './stats.response';

@Injectable()
export class StatsService {
  // Whole collections are counted through the connection; the published books are the count BooksService keeps.
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly books: BooksService,
  ) {}

  /** Visitors and readers count the published books; administrators, every book (their dashboard's Total Books). */
  async totals(viewer?: AuthUser): Promise<Stats> {
    // Whole collections: their own counts (metadata on MongoDB), not a scan of each.
    const count = (collection: string) => this.connection.collection(collection).estimatedDocumentCount(operationTimeOptions(this.connection));
    const books = isAdmin(viewer) ? count('books') : this.books.countPublished();
    const [totalBooks, totalUsers, totalReviews, totalAuthors] = await Promise.all([books, count('users'), count('reviews'), count('authors')]);
    return { totalBooks, totalUsers, totalReviews, totalAuthors };
  }
}
