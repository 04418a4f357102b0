import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

export const AUTHORS_COLLECTION = 'authors';

@Schema({ timestamps: true, collection: AUTHORS_COLLECTION })
export class Author {
  @Prop({ required: true, trim: true, maxlength: 120 })
  name: string;

  @Prop({ trim: true, default: '' })
  nationality: string;

  @Prop({ type: Date, default: null })
  birthDate: Date | null;

  @Prop({ default: '' })
  biography: string;

  @Prop({ default: '' })
  avatar: string;

  /** Number of books (any status) by this author; recounted by BookCascades. */
  @Prop({ default: 0 })
  bookCount: number;

  createdAt: Date;
  updatedAt: Date;
}

export type AuthorDocument = HydratedDocument<Author>;
export const AuthorSchema = SchemaFactory.createForClass(Author);

AuthorSchema.index({ name: 1, _id: 1 });
AuthorSchema.index({ bookCount: -1, name: 1 });
AuthorSchema.index({ createdAt: -1 });
