import { Types } from 'mongoose';
import { reviewWriting, type Review } from './review.schema';

describe('reviewWriting', () => {
  const createdAt = new Date('2024-03-01T10:00:00.000Z');
  const updatedAt = new Date('2024-03-02T10:00:00.000Z');
  const review = {
    _id: new Types.ObjectId(),
    user: new Types.ObjectId(),
    rating: 4,
    title: 'A slow burn',
    content: 'It takes its time, and it is worth it.',
    spoiler: true,
    likeCount: 3,
    createdAt,
    updatedAt,
  };

  it('keeps what the reader wrote and when, and nothing of the review around it', () => {
    expect(reviewWriting(review)).toEqual({
      rating: 4,
      title: 'A slow burn',
      content: 'It takes its time, and it is worth it.',
      spoiler: true,
      createdAt,
      updatedAt,
    });
  });

  it('reads a review without a spoiler mark as not a spoiler', () => {
    const unmarked = { ...review, spoiler: undefined } as unknown as Review;
    expect(reviewWriting(unmarked).spoiler).toBe(false);
  });
});
