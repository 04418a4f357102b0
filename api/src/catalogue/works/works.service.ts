import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { NotificationsService } from '../../conversation/notifications/notifications.service';
import { ReviewCascades, type ArchivedReviewOf } from '../../conversation/reviews/review.cascades';
import { ActivityLog } from '../../people/activity/activity.log';
import { Collections } from '../../platform/database/collections';
import { ReadingListCascades } from '../../reading/reading-list/reading-list.cascades';
import { BookCascades } from '../books/book.cascades';
import { BOOK_STATUSES } from '../books/book.schema';
import { toBookView, toEditionView, type BookRow, type BookView } from '../books/book.view';
import type { CatalogueJobView } from '../merges/catalogue-job.view';
import { CatalogueJobs } from '../merges/catalogue-jobs';
import { MergesService } from '../merges/merges.service';
import { SeriesService } from '../series/series.service';
import type { GroupWorksDto } from './dto/work.dto';
import type { WorkGroupPreviewView } from './work.view';

const GROUP_RULES = [
  "The added work's editions become editions of the kept work; each keeps its own page, details and address.",
  "Reviews and ratings become the kept work's: every edition's page shows them all, each naming the edition it was written about.",
  "Reading-list entries become the kept work's, each keeping the reader's edition.",
  'A reader who reviewed both works keeps their newer review; the older one is archived (no longer shown or counted, still in their data export) and they are told.',
  'A reader with both works on their list keeps one entry: the status furthest along (Completed, then Currently Reading, then Abandoned, then Wishlist; Favorites if either was) and the earliest dates.',
  "The work's rating and review count are recounted on every edition. A split undoes the grouping of an edition.",
];

const GROUP_LEAVES =
  "The editions moved before this step are the kept work's; grouping the two books again completes it.";
const SPLIT_LEAVES =
  'The edition may already be a work of its own while some of its reviews or entries are still on its former work; grouping it back with its former work settles them.';

const oid = (id: string | Types.ObjectId) => new Types.ObjectId(String(id));
const byDateThenTitle = (a: BookRow, b: BookRow) =>
  (a.publishedDate?.getTime() ?? -Infinity) - (b.publishedDate?.getTime() ?? -Infinity) ||
  a.title.localeCompare(b.title);

/**
 * Works and their editions: grouping two works that are one book into one work, and splitting an edition out into a
 * work of its own. Each sends a fixed number of commands, whatever the number of editions, reviews or entries: one
 * update per collection. Writes books (this domain's); reviews and reading lists through their cascades; logged in the
 * merge log.
 */
@Injectable()
export class WorksService {
  constructor(
    private readonly db: Collections,
    private readonly bookCascades: BookCascades,
    private readonly reviews: ReviewCascades,
    private readonly readingList: ReadingListCascades,
    private readonly activity: ActivityLog,
    private readonly notifications: NotificationsService,
    private readonly merges: MergesService,
    private readonly series: SeriesService,
    private readonly jobs: CatalogueJobs,
  ) {}

  async groupPreview(query: GroupWorksDto): Promise<WorkGroupPreviewView> {
    const [keep, add] = await this.twoBooks(query);
    const works = trusted({ $in: [keep.work, add.work] });
    const [editions, reviews, entries] = await Promise.all([
      this.db.books.find({ work: works, status: trusted({ $in: BOOK_STATUSES }) }).lean<BookRow[]>(),
      this.db.reviews.find({ work: works }).select('user work').lean(),
      this.db.readingList.find({ work: works }).select('user work').lean(),
    ]);
    const side = (work: Types.ObjectId) => ({
      work: String(work),
      editions: editions
        .filter((e) => e.work.equals(work))
        .sort(byDateThenTitle)
        .map(toEditionView),
    });
    const counts = (rows: { user: Types.ObjectId; work: Types.ObjectId }[]) => {
      const onKeep = new Set(rows.filter((r) => r.work.equals(keep.work)).map((r) => String(r.user)));
      const moved = rows.filter((r) => r.work.equals(add.work));
      return { moves: moved.length, conflicts: moved.filter((r) => onKeep.has(String(r.user))).length };
    };
    const [reviewCounts, entryCounts] = [counts(reviews), counts(entries)];
    return {
      keep: side(keep.work),
      add: side(add.work),
      moves: { reviews: reviewCounts.moves, listEntries: entryCounts.moves },
      conflicts: { reviews: reviewCounts.conflicts, listEntries: entryCounts.conflicts },
      rules: GROUP_RULES,
    };
  }

  /**
   * `add`'s work's editions join `keep`'s work; the readers concerned twice are settled by the merges' rules. Checked
   * before answering; the steps run as a job (answered as it starts), whose result is the kept book.
   */
  async group(admin: AuthUser, dto: GroupWorksDto): Promise<CatalogueJobView> {
    const [keep, add] = await this.twoBooks(dto);
    let archived: ArchivedReviewOf[] = [];
    return this.jobs.start(admin, {
      kind: 'group',
      leaves: GROUP_LEAVES,
      steps: [
        {
          label: 'Moving editions',
          run: async () => {
            await this.db.books.updateMany({ work: add.work }, { $set: { work: keep.work } }, { timestamps: false });
          },
        },
        {
          label: 'Moving reviews',
          run: async () => {
            archived = await this.reviews.movedToWork(add.work, keep.work, keep._id);
          },
        },
        { label: 'Moving reading lists', run: () => this.readingList.movedToWork(add.work, keep.work) },
        {
          label: 'Moving activity and series',
          run: async () => {
            await this.activity.reviewsRemoved(archived.map((a) => a._id));
            await this.series.workMerged(add.work, keep.work);
          },
        },
        { label: 'Recounting ratings', run: () => this.bookCascades.workEditionsChanged([keep.work]) },
        {
          label: 'Telling readers',
          run: () => this.notifications.reviewsArchived(archived, { _id: keep._id, title: keep.title }, 'grouped'),
        },
        {
          label: 'Writing the merge log',
          run: () => this.merges.logMerge(admin, 'group', [keep._id, keep.title], [add._id, add.title], {}),
        },
      ],
      result: () => this.view(keep._id),
    });
  }

  /**
   * The edition becomes a work of its own again (a fresh work id): the reviews written about it and the entries
   * naming it go with it, the others stay; both works' ratings and primary editions are settled again. Checked before
   * answering; the steps run as a job, whose result is the split book.
   */
  async split(admin: AuthUser, bookId: string): Promise<CatalogueJobView> {
    const book = await this.db.books.findById(oid(bookId)).lean<BookRow>();
    if (!book || book.mergedInto) throw new NotFoundException('Book not found');
    const editions = await this.db.books
      .find({ work: book.work, status: trusted({ $in: BOOK_STATUSES }) })
      .select('_id')
      .lean();
    if (editions.length < 2) throw new BadRequestException('This book is the only edition of its work');
    const work = new Types.ObjectId();
    return this.jobs.start(admin, {
      kind: 'split',
      leaves: SPLIT_LEAVES,
      steps: [
        {
          label: 'Making the edition a work of its own',
          run: async () => {
            await this.db.books.updateOne(
              { _id: book._id },
              { $set: { work, workPrimary: true } },
              { timestamps: false },
            );
          },
        },
        { label: 'Moving reading lists', run: () => this.readingList.editionSplit(book._id, work) },
        { label: 'Moving reviews', run: () => this.reviews.editionSplit(book._id, book.work, work) },
        { label: 'Recounting ratings', run: () => this.bookCascades.workEditionsChanged([book.work, work]) },
        {
          label: 'Writing the merge log',
          run: () => this.merges.logMerge(admin, 'split', [book._id, book.title], [book.work, book.title], {}),
        },
      ],
      result: () => this.view(book._id),
    });
  }

  /** Both books in one read: 400 for one book twice or two editions of one work, 404 for a missing (or merged) one. */
  private async twoBooks(query: GroupWorksDto): Promise<[BookRow, BookRow]> {
    if (query.keep === query.add) throw new BadRequestException('Choose two different books');
    const rows = await this.db.books
      .find({ _id: trusted({ $in: [oid(query.keep), oid(query.add)] }) })
      .lean<BookRow[]>();
    const keep = rows.find((r) => String(r._id) === query.keep);
    const add = rows.find((r) => String(r._id) === query.add);
    if (!keep || !add || keep.mergedInto || add.mergedInto) throw new NotFoundException('Book not found');
    if (keep.work.equals(add.work)) throw new BadRequestException('These books are already editions of one work');
    return [keep, add];
  }

  private async view(id: Types.ObjectId): Promise<BookView> {
    const book = await this.db.books.findById(id).lean<BookRow>();
    if (!book) throw new NotFoundException('Book not found');
    return toBookView(book);
  }
}
