import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { Stats } from './stats.response';
import { operationTimeOptions } from '../database/operation-time-limit';

@Injectable()
export class StatsService {
  // Counted through the connection, so this module depends on no other module's schema.
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async totals(): Promise<Stats> {
    // Whole collections: their own counts (metadata on MongoDB), not a scan of each.
    const count = (collection: string) => this.connection.collection(collection).estimatedDocumentCount(operationTimeOptions(this.connection));
    const [totalBooks, totalUsers, totalReviews, totalAuthors] = await Promise.all([count('books'), count('users'), count('reviews'), count('authors')]);
    return { totalBooks, totalUsers, totalReviews, totalAuthors };
  }
}
