import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { Timestamped } from '../../platform/database/timestamped';

export type SuggestionStatus = 'open' | 'approved' | 'dismissed';
export const SUGGESTION_STATUSES: SuggestionStatus[] = ['open', 'approved', 'dismissed'];

/** A reader's unmatched import row behind a suggestion (a flag of a duplicate has the reader alone). */
export interface SuggestionRequest {
  user: Types.ObjectId;
  import?: Types.ObjectId;
  row?: number;
}

/** A reader's flag "This is the same book as…": the book flagged, and the other, with its title as it was. */
export interface SuggestedDuplicate {
  book: Types.ObjectId;
  sameAs: Types.ObjectId;
  sameAsTitle: string;
}

/** A reader's suggestion that a book belongs in a series: the series (existing) or its name (new), and the position. */
export interface SuggestedSeriesEntry {
  book: Types.ObjectId;
  series?: Types.ObjectId;
  seriesName: string;
  position: number;
}

/**
 * A book readers asked the catalogue to add, from unmatched rows of their imports. The same book (same ISBN, else
 * same normalised title and author) suggested by several readers is one suggestion with a count.
 */
@Schema({ timestamps: true, collection: 'suggestions' })
export class Suggestion extends Timestamped {
  /**
   * What makes two suggestions the same book: `isbn:<ISBN-13>` or `title:<title key>|<author key>`; for a flag of a
   * duplicate, `duplicate:<id>|<id>` (the two books' ids in order, whichever a reader flagged); for a series entry,
   * `series:<book id>|<series id or name key>|<position>`.
   */
  @Prop({ required: true })
  key: string;

  /** The key while the suggestion is open, absent after: the unique index allows one open suggestion per book. */
  @Prop({ type: String })
  openKey?: string;

  // Bounded as a book's fields are (SuggestedBookFields checks each suggested row first).
  @Prop({ required: true, maxlength: 300 })
  title: string;

  @Prop({ default: '', maxlength: 120 })
  author: string;

  @Prop({ type: String })
  isbn?: string;

  @Prop({ type: Number })
  year?: number;

  @Prop({ type: Number })
  pages?: number;

  @Prop({ type: String, maxlength: 200 })
  publisher?: string;

  @Prop({
    type: [{ _id: false, user: MongooseSchema.Types.ObjectId, import: MongooseSchema.Types.ObjectId, row: Number }],
    default: [],
  })
  requests: SuggestionRequest[];

  /**
   * Present on a flag that two catalogue books are one (a duplicate record), which an administrator settles with a
   * merge; absent on a book to add. `title` and `author` are then the flagged book's.
   */
  @Prop(
    raw({
      _id: false,
      book: { type: MongooseSchema.Types.ObjectId },
      sameAs: { type: MongooseSchema.Types.ObjectId },
      sameAsTitle: { type: String },
    }),
  )
  duplicate?: SuggestedDuplicate;

  /**
   * Present on a suggestion that a book belongs in a series at a position, which approving adds; `title` and `author`
   * are then the book's.
   */
  @Prop(
    raw({
      _id: false,
      book: { type: MongooseSchema.Types.ObjectId },
      series: { type: MongooseSchema.Types.ObjectId },
      seriesName: { type: String },
      position: { type: Number },
    }),
  )
  seriesEntry?: SuggestedSeriesEntry;

  /** Number of distinct readers who suggested it. */
  @Prop({ default: 0 })
  count: number;

  @Prop({ type: String, enum: SUGGESTION_STATUSES, default: 'open' })
  status: SuggestionStatus;

  /** The catalogue book an approved suggestion became. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Book', default: null })
  book: Types.ObjectId | null;

  /** Bumped by every change of `requests`: a concurrent change is detected and retried, not lost. */
  @Prop({ default: 0 })
  version: number;
}

export const SuggestionSchema = SchemaFactory.createForClass(Suggestion);

SuggestionSchema.index({ openKey: 1 }, { unique: true, sparse: true });
SuggestionSchema.index({ status: 1, createdAt: -1, _id: -1 });
SuggestionSchema.index({ status: 1, count: -1, createdAt: -1, _id: -1 });
// A reader's requests, withdrawn when their account is deleted.
SuggestionSchema.index({ 'requests.user': 1 }, { name: 'suggestions_by_requester' });
// The suggestions that became a book (a merge of that book names the kept one).
SuggestionSchema.index({ book: 1 }, { name: 'suggestions_of_book' });
