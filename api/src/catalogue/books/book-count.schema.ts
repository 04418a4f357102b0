import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { BOOK_STATUSES, type BookStatus } from './book.schema';

export const BOOK_COUNTS_COLLECTION = 'bookcounts';

/**
 * The number of books of one status (`_id`), kept by BookCascades from a count of the books after every write that
 * adds, removes or moves a book between statuses (never an $inc, so it cannot drift): the catalogue's total without a
 * filter ("N books found") is then one read of this three-document collection, not a count of the books.
 */
@Schema({ collection: BOOK_COUNTS_COLLECTION, versionKey: false })
export class BookCount {
  @Prop({ type: String, enum: BOOK_STATUSES })
  _id: BookStatus;

  @Prop({ required: true, min: 0 })
  count: number;

  /** The works among them: the books of this status that stand for their work (workPrimary), one card each. */
  @Prop({ min: 0 })
  works?: number;
}

export const BookCountSchema = SchemaFactory.createForClass(BookCount);
