import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { Book } from '../books/book.schema';
import { refreshEntryBookSummaries } from '../reading-list/entry-book-summary';
import { ReadingListEntry } from '../reading-list/reading-list-entry.schema';

/** What a change of a genre does to other collections, all in this file; GenresService calls it after each write. */
@Injectable()
export class GenreCascades {
  constructor(
    @InjectModel(Book.name) private readonly books: Model<Book>,
    @InjectModel(ReadingListEntry.name) private readonly readingList: Model<ReadingListEntry>,
  ) {}

  /** A new name shows in the reading-list entries of the genre's books: one update, through an array filter. */
  async renamed(id: string, name: string): Promise<void> {
    const genreId = new Types.ObjectId(id);
    await this.readingList.updateMany(
      { 'bookSummary.genres._id': genreId },
      { $set: { 'bookSummary.genres.$[genre].name': name } },
      { arrayFilters: [{ 'genre._id': genreId }], timestamps: false },
    );
  }

  /**
   * The genre leaves every book that had it: one read, then a whole-array `$set` per book (the embedded database has
   * no `$pull`); then the reading-list entries of those books show them without it.
   */
  async deleted(id: string): Promise<void> {
    const genreId = new Types.ObjectId(id);
    const books = await this.books.find({ genres: genreId }).select('genres').lean();
    await Promise.all(books.map((b) => this.books.updateOne({ _id: b._id }, { $set: { genres: b.genres.filter((g) => !g.equals(genreId)) } })));
    await refreshEntryBookSummaries(this.readingList, books.map((b) => b._id));
  }
}
