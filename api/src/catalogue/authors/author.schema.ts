import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { KeptBookCounts } from '../books/kept-book-counts';

export const AUTHORS_COLLECTION = 'authors';

@Schema({ timestamps: true, collection: AUTHORS_COLLECTION })
export class Author extends KeptBookCounts {
  @Prop({ required: true, trim: true, maxlength: 120 })
  name: string;

  /**
   * The name as a search compares it (searchKey: lower case, without accents), so that a search by name (the
   * catalogue's, the authors list's) reads one plain regex per author, as titles are read (Book.titleSearchKey).
   * Written with the name (AuthorsService, the seeds).
   */
  @Prop({ type: String, select: false })
  nameSearchKey?: string;

  @Prop({ trim: true, default: '' })
  nationality: string;

  @Prop({ type: Date, default: null })
  birthDate: Date | null;

  @Prop({ default: '' })
  biography: string;

  @Prop({ default: '' })
  avatar: string;

  /** The author this record was merged into (two records of one person); absent while it is its own. */
  @Prop({ type: MongooseSchema.Types.ObjectId })
  mergedInto?: Types.ObjectId;

  @Prop({ type: Date })
  mergedAt?: Date;

  createdAt: Date;
  updatedAt: Date;
}

export const AuthorSchema = SchemaFactory.createForClass(Author);

AuthorSchema.index({ name: 1, _id: 1 });
// Ends with _id like the sort it serves (most books first: the home page), so the whole sort is the index's prefix.
AuthorSchema.index({ bookCount: -1, name: 1, _id: 1 }, { name: 'authors_most_books' });
// The same order by published books: the one shown unless an administrator asks for every status.
AuthorSchema.index({ publishedBookCount: -1, name: 1, _id: 1 }, { name: 'authors_most_published_books' });
AuthorSchema.index({ createdAt: -1, _id: -1 }, { name: 'authors_newest' });
// The authors merged into one, pointed on when that one is merged in turn.
AuthorSchema.index({ mergedInto: 1 }, { sparse: true, name: 'authors_merged_into' });
// Searches by name (an unanchored regex: on MongoDB, a scan of this small index, not of the authors).
AuthorSchema.index({ nameSearchKey: 1 }, { name: 'authors_name_search' });
// The nationality branch of a search's count (Manage Authors' total); the name branch is served by the one above.
AuthorSchema.index({ nationality: 1 }, { name: 'authors_nationality' });
