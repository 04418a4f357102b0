import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Book } from '../books/book.schema';
import { UploadService } from '../upload/upload.service';
import type { Author } from './author.schema';

/** What a change of an author does to other collections, all in this file; AuthorsService calls it after each write. */
@Injectable()
export class AuthorCascades {
  constructor(
    @InjectModel(Book.name) private readonly books: Model<Book>,
    private readonly uploads: UploadService,
  ) {}

  /** A replaced photo that was uploaded here is deleted when nothing else uses it. */
  async changed(before: Pick<Author, 'avatar'>, after: { avatar?: string }): Promise<void> {
    if (after.avatar !== undefined && after.avatar !== before.avatar) await this.uploads.releaseImage(before.avatar);
  }

  /** The author's books stay, with `author: null` (shown as "Unknown"); their photo is released. */
  async deleted(id: string, author: Pick<Author, 'avatar'>): Promise<void> {
    await this.books.updateMany({ author: id }, { $set: { author: null } });
    await this.uploads.releaseImage(author.avatar);
  }
}
