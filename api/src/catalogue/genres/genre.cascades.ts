import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { refreshEntryBookSummaries } from '../../reading/reading-list/entry-book-summary';
import { Collections } from '../../platform/database/collections';

/** What a change of a genre does to other collections, all in this file; GenresService calls it after each write. */
@Injectable()
export class GenreCascades {
  constructor(private readonly db: Collections) {}

  /**
   * A new name shows on the genre's books (the names each keeps) and in their reading-list entries: one update of
   * each, through an array filter.
   */
  async renamed(id: string, name: string): Promise<void> {
    const genreId = new Types.ObjectId(id);
    const options = { arrayFilters: [{ 'genre._id': genreId }], timestamps: false };
    await Promise.all([
      this.db.books.updateMany({ genres: genreId }, { $set: { 'genreRefs.$[genre].name': name } }, options),
      this.db.readingList.updateMany(
        { 'bookSummary.genres._id': genreId },
        { $set: { 'bookSummary.genres.$[genre].name': name } },
        options,
      ),
    ]);
  }

  /**
   * The genre leaves every book that had it (and the names it keeps): one read, then a whole-array `$set` per book
   * (the embedded database has no `$pull`); then the reading-list entries of those books show them without it.
   */
  async deleted(id: string): Promise<void> {
    const genreId = new Types.ObjectId(id);
    const books = await this.db.books.find({ genres: genreId }).select('genres genreRefs').lean();
    const without = <T>(items: T[], id: (item: T) => Types.ObjectId) =>
      items.filter((item) => !id(item).equals(genreId));
    await Promise.all(
      books.map((b) =>
        this.db.books.updateOne(
          { _id: b._id },
          {
            $set: {
              genres: without(b.genres, (g) => g),
              ...(b.genreRefs ? { genreRefs: without(b.genreRefs, (g) => g._id) } : {}),
            },
          },
        ),
      ),
    );
    await refreshEntryBookSummaries(
      this.db.readingList,
      books.map((b) => b._id),
    );
  }
}
