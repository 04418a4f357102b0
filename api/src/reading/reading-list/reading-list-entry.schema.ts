import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type HydratedDocument, type Types } from 'mongoose';
import { indexOnePerUserAndWork } from '../../platform/database/one-per-user-and-work';
import { Timestamped } from '../../platform/database/timestamped';
import type { EntryBookSummary } from './entry-book-summary';

export type ReadingStatus = 'wishlist' | 'reading' | 'completed' | 'favourite' | 'abandoned';
export const READING_STATUSES: ReadingStatus[] = ['wishlist', 'reading', 'completed', 'favourite', 'abandoned'];

export const READING_LIST_COLLECTION = 'readinglistentries';

/**
 * Where a reader is in a book they are reading: a page of their edition (with that edition's page count) or a
 * percentage, kept as the fraction of the book read, so readers of different editions compare (clubs' sections).
 */
export interface ReadingProgress {
  /** 0 to 1. */
  fraction: number;
  page: number | null;
  percent: number | null;
  /** The edition's page count when the page was logged (null for a percentage). */
  pageCount: number | null;
  note: string;
  loggedAt: Date;
}

@Schema({ timestamps: true, collection: READING_LIST_COLLECTION })
export class ReadingListEntry extends Timestamped {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'User', required: true })
  user: Types.ObjectId;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Book', required: true })
  book: Types.ObjectId;

  /** The work of `book` (the edition the reader has): one entry per reader and work. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  work: Types.ObjectId;

  @Prop({ type: String, enum: READING_STATUSES, required: true })
  status: ReadingStatus;

  /** When the reader started the book (set on moving to Currently Reading, editable, or imported). */
  @Prop({ type: Date, default: null })
  startedAt: Date | null;

  /** When the reader finished the book (set on moving to Completed, editable, or imported); never before startedAt. */
  @Prop({ type: Date, default: null })
  finishedAt: Date | null;

  /** The reader's own rating kept without a review (an imported rating with no text); shown only to the reader. */
  @Prop({ type: Number, default: null, min: 1, max: 5 })
  rating: number | null;

  /** The reader's current progress in the book (the last one logged), or null. */
  @Prop({ type: MongooseSchema.Types.Mixed, default: null })
  progress: ReadingProgress | null;

  /** Pages read per UTC month ('2026-11'), as progress was logged: what the year page counts as pages read. */
  @Prop({ type: MongooseSchema.Types.Mixed })
  pagesByMonth?: Record<string, number>;

  /** The furthest page logged progress reached (of the book's pages): a page is counted once, and finishing adds the rest. */
  @Prop({ type: Number })
  pagesHighWater?: number;

  /** The years pages were logged in (the year page reads that year's entries by them). */
  @Prop({ type: [Number], default: undefined })
  progressYears?: number[];

  /** The book as the entry shows it, kept current by the cascades (see entry-book-summary.ts). */
  @Prop({ type: MongooseSchema.Types.Mixed })
  bookSummary?: EntryBookSummary;
}

export type ReadingListEntryDocument = HydratedDocument<ReadingListEntry>;
export const ReadingListEntrySchema = SchemaFactory.createForClass(ReadingListEntry);

// One entry per (user, work): a reader has one edition of a work on their list.
indexOnePerUserAndWork(ReadingListEntrySchema, 'entries_one_per_user_and_work');
// A work's readers (the most read edition), and the entries that move when works are grouped or split.
ReadingListEntrySchema.index({ work: 1, book: 1 }, { name: 'entries_of_work' });
ReadingListEntrySchema.index({ user: 1, createdAt: -1, _id: -1 });
ReadingListEntrySchema.index({ book: 1 });
// A reader's list of one status, newest first (their profile: currently reading, the list by status).
ReadingListEntrySchema.index({ user: 1, status: 1, createdAt: -1, _id: -1 }, { name: 'entries_of_user_by_status' });
// The followed readers who have a book (one $in on their ids).
ReadingListEntrySchema.index({ book: 1, user: 1 }, { name: 'entries_of_book_by_user' });
// A reader's finished books of a year, in finish order ("My year").
ReadingListEntrySchema.index({ user: 1, status: 1, finishedAt: 1, _id: 1 }, { name: 'entries_finished_by_user' });
// A reader's entries with pages logged in a year ("My year").
ReadingListEntrySchema.index({ user: 1, progressYears: 1 }, { name: 'entries_with_progress_by_year' });
// The summaries to rewrite when an author or a genre is renamed or deleted.
ReadingListEntrySchema.index({ 'bookSummary.author._id': 1 }, { name: 'entries_by_summary_author' });
ReadingListEntrySchema.index({ 'bookSummary.genres._id': 1 }, { name: 'entries_by_summary_genre' });
