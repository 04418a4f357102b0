import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { UploadService } from '../../platform/upload/upload.service';
import type { Author } from './author.schema';
import { Collections } from '../../platform/database/collections';

const summaryAuthor = (id: string) => ({ 'bookSummary.author._id': new Types.ObjectId(id) });

/** What a change of an author does to other collections, all in this file; AuthorsService calls it after each write. */
@Injectable()
export class AuthorCascades {
  constructor(
    private readonly db: Collections,
    private readonly uploads: UploadService,
  ) {}

  /**
   * A new name shows on the author's books (the name each keeps) and in their reading-list entries and reviews; a replaced photo
   * that was uploaded here is deleted when nothing else uses it.
   */
  async changed(id: string, before: Pick<Author, 'avatar'>, after: { name?: string; avatar?: string }): Promise<void> {
    if (after.name !== undefined) {
      await Promise.all([
        this.db.books.updateMany({ author: id }, { $set: { authorName: after.name } }, { timestamps: false }),
        this.db.readingList.updateMany(
          summaryAuthor(id),
          { $set: { 'bookSummary.author.name': after.name } },
          { timestamps: false },
        ),
        this.db.reviews.updateMany(
          summaryAuthor(id),
          { $set: { 'bookSummary.author.name': after.name } },
          { timestamps: false },
        ),
      ]);
    }
    if (after.avatar !== undefined && after.avatar !== before.avatar) await this.uploads.releaseImage(before.avatar);
  }

  /**
   * An author merged into another (`to`, named `name`): the reading-list entries and reviews of the books that were
   * theirs show the kept author (one update of each, whatever the number of books).
   */
  async merged(from: Types.ObjectId, to: Types.ObjectId, name: string): Promise<void> {
    const author = { _id: to, name };
    await Promise.all([
      this.db.readingList.updateMany(
        summaryAuthor(String(from)),
        { $set: { 'bookSummary.author': author } },
        { timestamps: false },
      ),
      this.db.reviews.updateMany(
        summaryAuthor(String(from)),
        { $set: { 'bookSummary.author': author } },
        { timestamps: false },
      ),
    ]);
  }

  /** The author's books stay, with `author: null` (shown as "Unknown"), in reading lists and reviews too; their photo is released. */
  async deleted(id: string, author: Pick<Author, 'avatar'>): Promise<void> {
    await this.db.books.updateMany({ author: id }, { $set: { author: null, authorName: null } });
    await Promise.all([
      this.db.readingList.updateMany(
        summaryAuthor(id),
        { $set: { 'bookSummary.author': null } },
        { timestamps: false },
      ),
      this.db.reviews.updateMany(summaryAuthor(id), { $set: { 'bookSummary.author': null } }, { timestamps: false }),
    ]);
    await this.uploads.releaseImage(author.avatar);
  }
}
