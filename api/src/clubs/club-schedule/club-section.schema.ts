import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { Timestamped } from '../../platform/database/timestamped';
import { RefProp } from '../../platform/database/ref-prop';

export const CLUB_SECTIONS_COLLECTION = 'clubsections';
export const CLUB_SECTION_TITLE_MAX_LENGTH = 200;

/**
 * A section of a club's read: a part of the book ending at a page of a named edition or at a percentage, kept as the
 * fraction of the book, with an optional due date (the club's pace, never a lock). It has its own thread.
 */
@Schema({ timestamps: true, collection: CLUB_SECTIONS_COLLECTION })
export class ClubSection extends Timestamped {
  @RefProp('Club')
  club: Types.ObjectId;

  /** The book read (the club's current read, or a past one). */
  @RefProp('Book')
  book: Types.ObjectId;

  @Prop({ required: true })
  order: number;

  @Prop({ required: true, trim: true, maxlength: CLUB_SECTION_TITLE_MAX_LENGTH })
  title: string;

  /** Where the section ends, 0 to 1. */
  @Prop({ required: true, min: 0, max: 1 })
  endFraction: number;

  /** The end as a page of `edition` (with its page count), or null when given as a percentage. */
  @Prop({ type: Number, default: null })
  endPage: number | null;

  @Prop({ type: Number, default: null })
  endPercent: number | null;

  @Prop({ type: MongooseSchema.Types.ObjectId, ref: 'Book', default: null })
  edition: Types.ObjectId | null;

  @Prop({ type: Number, default: null })
  editionPageCount: number | null;

  @Prop({ type: Date, default: null })
  dueDate: Date | null;

  /** Posts and replies in the section's thread, kept with $inc. */
  @Prop({ default: 0 })
  postCount: number;
}

export const ClubSectionSchema = SchemaFactory.createForClass(ClubSection);

// A read's schedule, in order.
ClubSectionSchema.index({ club: 1, book: 1, order: 1 }, { name: 'sections_of_read' });
// The sections of a reader's clubs whose due date passed since they last read their notifications (one $in).
ClubSectionSchema.index({ club: 1, dueDate: 1 }, { name: 'sections_due' });
