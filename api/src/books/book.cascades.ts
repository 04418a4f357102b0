import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { Author } from '../authors/author.schema';
import { KeyedQueue } from '../common/keyed-queue';
import { Genre } from '../genres/genre.schema';
import { refreshEntryBookSummaries } from '../reading-list/entry-book-summary';
import { ReadingListEntry } from '../reading-list/reading-list-entry.schema';
import { Review } from '../reviews/review.schema';
import { UploadService } from '../upload/upload.service';
import { Book } from './book.schema';

type Id = Types.ObjectId | string;
type BookRefs = Pick<Book, 'author' | 'genres' | 'coverImage'>;
const uniqueIds = (ids: Id[]) => [...new Set(ids.map(String))];

/**
 * What a change of a book does to other collections, all in this file: BooksService writes only the books
 * collection and calls one of these after each write.
 */
@Injectable()
export class BookCascades {
  private readonly countQueue = new KeyedQueue();

  constructor(
    @InjectModel(Book.name) private readonly books: Model<Book>,
    @InjectModel(Author.name) private readonly authors: Model<Author>,
    @InjectModel(Genre.name) private readonly genres: Model<Genre>,
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    @InjectModel(ReadingListEntry.name) private readonly readingList: Model<ReadingListEntry>,
    private readonly uploads: UploadService,
  ) {}

  /** A new book counts for its author and its genres. */
  async created(book: Pick<Book, 'author' | 'genres'>): Promise<void> {
    await this.recountBooksOf([book.author], book.genres);
  }

  /**
   * A book that moved to another author or other genres is recounted on both sides; the reading-list entries of the
   * book show it as it is now; a replaced cover that was uploaded here is deleted when nothing else uses it.
   */
  async changed(id: Id, before: BookRefs, after: { author?: Id; genres?: Id[]; coverImage?: string }): Promise<void> {
    const oldGenres = before.genres.map(String);
    const newGenres = after.genres?.map(String);
    const authors = after.author !== undefined && String(before.author) !== String(after.author) ? [before.author, after.author] : [];
    const genres = newGenres === undefined ? [] : [...oldGenres.filter((g) => !newGenres.includes(g)), ...newGenres.filter((g) => !oldGenres.includes(g))];
    await Promise.all([this.recountBooksOf(authors, genres), refreshEntryBookSummaries(this.readingList, [new Types.ObjectId(id)])]);
    if (after.coverImage !== undefined && after.coverImage !== before.coverImage) await this.uploads.releaseImage(before.coverImage);
  }

  /**
   * A deleted book takes its reviews and reading-list entries with it, no longer counts for its author and
   * genres, and releases its cover.
   */
  async deleted(id: Id, book: BookRefs): Promise<void> {
    await Promise.all([this.reviews.deleteMany({ book: id }), this.readingList.deleteMany({ book: id })]);
    await this.recountBooksOf([book.author], book.genres);
    await this.uploads.releaseImage(book.coverImage);
  }

  /** Recounts every author's and genre's books (after a bulk import such as the seed). */
  async recountAll(): Promise<void> {
    const [authors, genres] = await Promise.all([this.authors.find().select('_id').lean(), this.genres.find().select('_id').lean()]);
    await this.recountBooksOf(
      authors.map((a) => a._id),
      genres.map((g) => g._id),
    );
  }

  /**
   * Sets `bookCount` of these authors and genres from a count of their books (never an $inc, so a count cannot
   * drift). Runs one recount at a time per author/genre.
   */
  private async recountBooksOf(authorIds: (Id | null)[], genreIds: Id[]): Promise<void> {
    const authors = uniqueIds(authorIds.filter((a): a is Id => a !== null));
    await Promise.all([
      ...authors.map((id) =>
        this.countQueue.run(`author:${id}`, async () => {
          const bookCount = await this.books.countDocuments({ author: id });
          await this.authors.updateOne({ _id: id }, { $set: { bookCount } });
        }),
      ),
      ...uniqueIds(genreIds).map((id) =>
        this.countQueue.run(`genre:${id}`, async () => {
          const bookCount = await this.books.countDocuments({ genres: id });
          await this.genres.updateOne({ _id: id }, { $set: { bookCount } });
        }),
      ),
    ]);
  }
}
