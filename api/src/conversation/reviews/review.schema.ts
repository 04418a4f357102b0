import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { indexOnePerUserAndWork } from '../../platform/database/one-per-user-and-work';
import { Timestamped } from '../../platform/database/timestamped';
import type { ReviewBookSummary } from './review-book-summary';

export const REVIEWS_COLLECTION = 'reviews';

/** The user as a review shows them, kept on the review (see review-user-summary.ts). */
export type ReviewUserSummary = { username: string; avatar: string };

@Schema({ timestamps: true, collection: REVIEWS_COLLECTION })
export class Review extends Timestamped {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Book', required: true })
  book: Types.ObjectId;

  /** The work of `book` (the edition it was written about): a review and its rating belong to the work. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  work: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  user: Types.ObjectId;

  @Prop({ required: true, min: 1, max: 5 })
  rating: number;

  @Prop({ required: true, trim: true, maxlength: 200 })
  title: string;

  @Prop({ required: true, trim: true, maxlength: 5000 })
  content: string;

  /** The text reveals the plot: other readers see it only after choosing to. */
  @Prop({ default: false })
  spoiler: boolean;

  /** A moderator marked the text as a spoiler: the mark stays (its author cannot remove it). Absent: not a moderator's. */
  @Prop()
  spoilerByModerator?: boolean;

  /** Likes of the review, kept with $inc as likes come and go (recounted by the cascades when likes go with an account). */
  @Prop({ default: 0 })
  likeCount: number;

  /** Comments on the review, kept like likeCount. */
  @Prop({ default: 0 })
  commentCount: number;

  /** The user's username and avatar, kept current by UserCascades; absent only when the user is gone. */
  @Prop(raw({ _id: false, username: { type: String, required: true }, avatar: { type: String, default: '' } }))
  userSummary?: ReviewUserSummary;

  /** The book's card and status, kept current by the cascades (see review-book-summary.ts). */
  @Prop({ type: MongooseSchema.Types.Mixed })
  bookSummary?: ReviewBookSummary;
}

/** What the reader wrote in a review, and when: what an archived copy of it keeps and the reader's export gives. */
export type ReviewWriting = Pick<Review, 'rating' | 'title' | 'content' | 'spoiler' | 'createdAt' | 'updatedAt'>;

/** The writing of a review (kept or archived), its spoiler mark a boolean even where the document has none. */
export const reviewWriting = (review: ReviewWriting): ReviewWriting => ({
  rating: review.rating,
  title: review.title,
  content: review.content,
  spoiler: Boolean(review.spoiler),
  createdAt: review.createdAt,
  updatedAt: review.updatedAt,
});

export type ReviewDocument = HydratedDocument<Review>;
export const ReviewSchema = SchemaFactory.createForClass(Review);

// One review per (user, work).
indexOnePerUserAndWork(ReviewSchema, 'reviews_one_per_user_and_work');
ReviewSchema.index({ book: 1, createdAt: -1, _id: -1 });
// A work's reviews (every edition's), newest or most liked first: a book page's reviews, and its ratings.
ReviewSchema.index({ work: 1, createdAt: -1, _id: -1 }, { name: 'reviews_of_work_newest' });
ReviewSchema.index({ work: 1, likeCount: -1, createdAt: -1, _id: -1 }, { name: 'reviews_of_work_most_liked' });
ReviewSchema.index({ createdAt: -1, _id: -1 });
// A book's reviews, most liked first (then newest).
ReviewSchema.index({ book: 1, likeCount: -1, createdAt: -1, _id: -1 }, { name: 'reviews_of_book_most_liked' });
// Newest first, filtered by user or by rating (the book filter is served by the index above).
ReviewSchema.index({ user: 1, createdAt: -1, _id: -1 }, { name: 'reviews_of_user_newest' });
ReviewSchema.index({ rating: 1, createdAt: -1, _id: -1 }, { name: 'reviews_by_rating_newest' });
// The summaries to rewrite when an author is renamed or deleted.
ReviewSchema.index({ 'bookSummary.author._id': 1 }, { name: 'reviews_by_summary_author' });
