import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

export const GENRES_COLLECTION = 'genres';

@Schema({ timestamps: true, collection: GENRES_COLLECTION })
export class Genre {
  @Prop({ required: true, trim: true, maxlength: 60 })
  name: string;

  /** Lower-cased name: the unique index makes "Fantasy" and "fantasy" the same genre. */
  @Prop({ required: true, unique: true, select: false })
  nameKey: string;

  @Prop({ default: '' })
  description: string;

  /** Number of books (any status) in this genre; recounted by BookCascades. */
  @Prop({ default: 0 })
  bookCount: number;

  /** Number of published books in this genre, the count shown unless an administrator asks for every status; recounted with bookCount. */
  @Prop({ default: 0 })
  publishedBookCount: number;

  createdAt: Date;
  updatedAt: Date;
}

export type GenreDocument = HydratedDocument<Genre>;
export const GenreSchema = SchemaFactory.createForClass(Genre);

GenreSchema.index({ name: 1, _id: 1 }, { name: 'genres_by_name' });

export const genreNameKey = (name: string) => name.trim().toLowerCase();
