import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { Book } from '../books/book.schema';
import { KeyedQueue } from '../common/keyed-queue';
import { round2 } from '../common/query-helpers';
import { Review } from './review.schema';

type Id = Types.ObjectId | string;

/**
 * What a change of reviews does to other collections, all in this file: a review written, re-rated or deleted
 * changes its book's averageRating and reviewCount. ReviewsService (and any bulk writer of reviews) calls it.
 */
@Injectable()
export class ReviewCascades {
  private readonly ratingQueue = new KeyedQueue();

  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    @InjectModel(Book.name) private readonly books: Model<Book>,
  ) {}

  /**
   * Sets each book's averageRating (2 decimals) and reviewCount from its reviews ($group with $sum: the embedded
   * server has no $avg). One recomputation at a time per book, so the last one wins with fresh data.
   */
  async ratingsChanged(bookIds: Id[]): Promise<void> {
    await Promise.all(
      [...new Set(bookIds.map(String))].map((id) =>
        this.ratingQueue.run(id, async () => {
          const [agg] = await this.reviews.aggregate<{ sum: number; count: number }>([
            { $match: { book: new Types.ObjectId(id) } },
            { $group: { _id: null, sum: { $sum: '$rating' }, count: { $sum: 1 } } },
          ]);
          const reviewCount = agg?.count ?? 0;
          const averageRating = reviewCount ? round2(agg.sum / reviewCount) : 0;
          await this.books.updateOne({ _id: id }, { $set: { averageRating, reviewCount } });
        }),
      ),
    );
  }
}
