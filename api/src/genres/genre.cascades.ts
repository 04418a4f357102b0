import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { Book } from '../books/book.schema';

/** What a change of a genre does to other collections, all in this file; GenresService calls it after each write. */
@Injectable()
export class GenreCascades {
  constructor(@InjectModel(Book.name) private readonly books: Model<Book>) {}

  /** The genre leaves every book that had it: one read, then a whole-array `$set` per book (the embedded database has no `$pull`). */
  async deleted(id: string): Promise<void> {
    const genreId = new Types.ObjectId(id);
    const books = await this.books.find({ genres: genreId }).select('genres').lean();
    await Promise.all(books.map((b) => this.books.updateOne({ _id: b._id }, { $set: { genres: b.genres.filter((g) => !g.equals(genreId)) } })));
  }
}
