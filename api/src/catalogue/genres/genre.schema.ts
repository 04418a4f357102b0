import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { KeptBookCounts } from '../books/kept-book-counts';

export const GENRES_COLLECTION = 'genres';

@Schema({ timestamps: true, collection: GENRES_COLLECTION })
export class Genre extends KeptBookCounts {
  @Prop({ required: true, trim: true, maxlength: 60 })
  name: string;

  /** Lower-cased name: the unique index makes "Fantasy" and "fantasy" the same genre. */
  @Prop({ required: true, unique: true, select: false })
  nameKey: string;

  @Prop({ default: '' })
  description: string;

  createdAt: Date;
  updatedAt: Date;
}

export const GenreSchema = SchemaFactory.createForClass(Genre);

GenreSchema.index({ name: 1, _id: 1 }, { name: 'genres_by_name' });

export const genreNameKey = (name: string) => name.trim().toLowerCase();
