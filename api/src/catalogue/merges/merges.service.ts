import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { ReviewCascades, type ArchivedReviewOf } from '../../conversation/reviews/review.cascades';
import { NotificationsService } from '../../conversation/notifications/notifications.service';
import { itemKey } from '../../moderation/reports/report.schema';
import { SuggestionsService } from '../../moderation/suggestions/suggestions.service';
import { ActivityLog } from '../../people/activity/activity.log';
import { Paged } from '../../platform/common/api-response';
import { isoDate } from '../../platform/common/iso-date';
import { pagedTotal } from '../../platform/common/query-helpers';
import { Collections } from '../../platform/database/collections';
import { ReadingListCascades } from '../../reading/reading-list/reading-list.cascades';
import { AuthorCascades } from '../authors/author.cascades';
import { toAuthorView, type AuthorView, type LeanAuthor } from '../authors/author.view';
import { AuthorsService } from '../authors/authors.service';
import type { UpdateAuthorDto } from '../authors/dto/author.dto';
import { BookCascades } from '../books/book.cascades';
import { MERGED_STATUS, type BookStatus } from '../books/book.schema';
import { toBookView, type BookRow, type BookView } from '../books/book.view';
import { BooksService } from '../books/books.service';
import type { UpdateBookDto } from '../books/dto/book.dto';
import { SeriesService } from '../series/series.service';
import type { CatalogueJobView } from './catalogue-job.view';
import { CatalogueJobs } from './catalogue-jobs';
import { FIELD_CHOICES, type FieldChoice, type MergeDto, type MergePreviewQueryDto } from './dto/merge.dto';
import type { MergeRecord } from './merge.schema';
import type {
  FieldValue,
  MergeConflictsView,
  MergeFieldView,
  MergeLogEntryView,
  MergeMovesView,
  MergePreviewView,
  MergeReaderView,
} from './merge.view';
import type { MergeKind, MergeLogKind } from './merged-records';

const DEFAULT_LOG_LIMIT = 20;

/** A field of a record as a merge shows and chooses it: its value shown, and what the kept record is given when chosen. */
interface MergeField<V, D> {
  name: string;
  label: string;
  shown: (view: V) => FieldValue;
  /** Compared to tell whether the two records differ (ids, not names). */
  key?: (view: V) => string;
  /** The change of the kept record that gives it the merged record's value (nothing when it has none to give). */
  chosen: (view: V) => D;
}

const text = (value: string | undefined | null): FieldValue => (value ? value : null);
const day = (iso: string | null): FieldValue => iso?.slice(0, 10) ?? null;

const BOOK_FIELDS: MergeField<BookView, UpdateBookDto>[] = [
  { name: 'title', label: 'Title', shown: (b) => b.title, chosen: (b) => ({ title: b.title }) },
  {
    name: 'author',
    label: 'Author',
    shown: (b) => b.author?.name ?? null,
    key: (b) => b.author?._id ?? '',
    chosen: (b) => (b.author ? { author: b.author._id } : {}),
  },
  {
    name: 'genres',
    label: 'Genres',
    shown: (b) => text(b.genres.map((g) => g.name).join(', ')),
    key: (b) => b.genres.map((g) => g._id).join(','),
    chosen: (b) => ({ genres: b.genres.map((g) => g._id) }),
  },
  {
    name: 'coverImage',
    label: 'Cover image',
    shown: (b) => text(b.coverImage),
    chosen: (b) => ({ coverImage: b.coverImage }),
  },
  {
    name: 'description',
    label: 'Description',
    shown: (b) => text(b.description),
    chosen: (b) => ({ description: b.description }),
  },
  {
    name: 'publishedDate',
    label: 'Published',
    shown: (b) => day(b.publishedDate),
    chosen: (b) => ({ publishedDate: b.publishedDate }),
  },
  {
    name: 'publisher',
    label: 'Publisher',
    shown: (b) => text(b.publisher),
    chosen: (b) => ({ publisher: b.publisher }),
  },
  { name: 'language', label: 'Language', shown: (b) => text(b.language), chosen: (b) => ({ language: b.language }) },
  { name: 'pageCount', label: 'Pages', shown: (b) => b.pageCount, chosen: (b) => ({ pageCount: b.pageCount }) },
  { name: 'isbn', label: 'ISBN', shown: (b) => text(b.isbn), chosen: (b) => ({ isbn: b.isbn ?? null }) },
  { name: 'status', label: 'Status', shown: (b) => b.status, chosen: (b) => ({ status: b.status }) },
];

const AUTHOR_FIELDS: MergeField<AuthorView, UpdateAuthorDto>[] = [
  { name: 'name', label: 'Name', shown: (a) => a.name, chosen: (a) => ({ name: a.name }) },
  {
    name: 'nationality',
    label: 'Nationality',
    shown: (a) => text(a.nationality),
    chosen: (a) => ({ nationality: a.nationality }),
  },
  {
    name: 'birthDate',
    label: 'Born',
    shown: (a) => day(a.birthDate),
    chosen: (a) => ({ birthDate: a.birthDate }),
  },
  {
    name: 'biography',
    label: 'Biography',
    shown: (a) => text(a.biography),
    chosen: (a) => ({ biography: a.biography }),
  },
  { name: 'avatar', label: 'Photo', shown: (a) => text(a.avatar), chosen: (a) => ({ avatar: a.avatar }) },
];

const BOOK_RULES = [
  'Everything moves to the kept book: reviews and ratings, reading-list entries, likes and comments (they follow their review), activity, suggestions and reports.',
  'A reader who reviewed both books keeps their newer review; the older one is archived (no longer shown or counted, still in their data export) and they are told.',
  'A reader with both books on their list keeps one entry: the status furthest along (Completed, then Currently Reading, then Abandoned, then Wishlist; Favorites if either was) and the earliest dates.',
  "The kept book's rating, review count and readers are recounted.",
  "The merged book's address leads to the kept book; it leaves the catalogue, the search and the sitemap. A merge cannot be undone.",
];

const AUTHOR_RULES = [
  "The merged author's books become the kept author's, and show the kept author's name everywhere.",
  "The kept author's book count is recounted.",
  "The merged author's address leads to the kept author; they leave the authors list, the search and the sitemap. A merge cannot be undone.",
];

const NO_MOVES: MergeMovesView = {
  reviews: 0,
  listEntries: 0,
  likes: 0,
  comments: 0,
  activity: 0,
  suggestions: 0,
  reports: 0,
};

const oid = (id: string | Types.ObjectId) => new Types.ObjectId(String(id));

function fieldsOf<V, D>(fields: MergeField<V, D>[], keep: V, merge: V): MergeFieldView[] {
  return fields.map(({ name, label, shown, key }) => {
    const compared = key ?? ((v: V) => JSON.stringify(shown(v)));
    return { name, label, keep: shown(keep), merge: shown(merge), differs: compared(keep) !== compared(merge) };
  });
}

/** The change that gives the kept record the merged one's value of each field chosen `merge`; 400 on an unknown one. */
function chosenChanges<V, D>(fields: MergeField<V, D>[], merge: V, choices: Record<string, FieldChoice> = {}): D {
  const known = new Map(fields.map((f) => [f.name, f]));
  const changes = {} as D;
  for (const [name, choice] of Object.entries(choices)) {
    const field = known.get(name);
    if (!field)
      throw new BadRequestException({
        message: `Unknown field: ${name}`,
        errors: { fields: [`Fields may be ${fields.map((f) => f.name).join(', ')}`] },
      });
    if (!FIELD_CHOICES.includes(choice))
      throw new BadRequestException({ message: 'Each field must be keep or merge', errors: { fields: [name] } });
    if (choice === 'merge') Object.assign(changes as object, field.chosen(merge));
  }
  return changes;
}

/**
 * Merging duplicate records: two book records of one edition, or two author records of one person. One stays (`keep`),
 * everything moves to it through the owning domains' cascades, and the other is marked merged into it (never deleted),
 * so its address answers with the kept one. Each step sends a fixed number of commands, whatever the number of
 * reviews, entries or books that move. Writes books, authors and the merge log (this domain's); the rest through the
 * cascades of reviews, reading lists, activity, suggestions and notifications.
 */
@Injectable()
export class MergesService {
  constructor(
    private readonly db: Collections,
    private readonly books: BooksService,
    private readonly bookCascades: BookCascades,
    private readonly authors: AuthorsService,
    private readonly authorCascades: AuthorCascades,
    private readonly reviews: ReviewCascades,
    private readonly readingList: ReadingListCascades,
    private readonly activity: ActivityLog,
    private readonly suggestions: SuggestionsService,
    private readonly notifications: NotificationsService,
    private readonly series: SeriesService,
    private readonly jobs: CatalogueJobs,
  ) {}

  async preview(query: MergePreviewQueryDto): Promise<MergePreviewView> {
    if (query.kind === 'authors') {
      const [keep, merge, resumes] = await this.twoAuthors(query);
      const [keepView, mergeView] = [toAuthorView(keep, true), toAuthorView(merge, true)];
      const books = await this.db.books.countDocuments({ author: merge._id });
      return {
        kind: 'authors',
        keep: keepView,
        merge: mergeView,
        fields: fieldsOf(AUTHOR_FIELDS, keepView, mergeView),
        moves: { ...NO_MOVES, books },
        conflicts: { reviews: [], listEntries: [] },
        rules: AUTHOR_RULES,
        resumes,
      };
    }
    const [keep, merge, resumes] = await this.twoBooks(query);
    const [keepView, mergeView] = [toBookView(keep), toBookView(merge)];
    const { moves, conflicts } = await this.bookMoves(merge, keep);
    return {
      kind: 'books',
      keep: keepView,
      merge: mergeView,
      fields: fieldsOf(BOOK_FIELDS, keepView, mergeView),
      moves,
      conflicts,
      rules: BOOK_RULES,
      resumes,
    };
  }

  /**
   * Makes the merge's checks, marks the duplicate merged, and starts the rest as a job (answered as it starts). A merge
   * that stopped before its end (the duplicate marked merged into the kept record, no entry in the log) is completed
   * by merging the two again: every step runs again, each doing what is left.
   */
  async merge(admin: AuthUser, dto: MergeDto): Promise<CatalogueJobView> {
    return dto.kind === 'authors' ? this.mergeAuthors(admin, dto) : this.mergeBooks(admin, dto);
  }

  /** The merge log, newest first: who merged what into what, and when. */
  async log(page = 1, limit = DEFAULT_LOG_LIMIT): Promise<Paged<MergeLogEntryView>> {
    const rows = await this.db.merges
      .find()
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<(MergeRecord & { _id: Types.ObjectId })[]>();
    const total = await pagedTotal(page, limit, rows.length, () => this.db.merges.estimatedDocumentCount());
    const entries = rows.map((r) => ({
      _id: String(r._id),
      kind: r.kind,
      keep: { _id: String(r.keep), name: r.keepName },
      merge: { _id: String(r.merge), name: r.mergeName },
      by: { _id: String(r.by), username: r.byUsername },
      fieldsFromMerged: r.fieldsFromMerged ?? [],
      createdAt: isoDate(r.createdAt),
    }));
    return new Paged(entries, { total, page, limit, hasMore: page * limit < total });
  }

  private async mergeBooks(admin: AuthUser, dto: MergeDto): Promise<CatalogueJobView> {
    const [keep, merge, resumes] = await this.twoBooks(dto);
    const changes = chosenChanges(BOOK_FIELDS, toBookView(merge), dto.fields);
    // The duplicate is marked first, before answering (and gives up its ISBN, which the kept book may take): no write
    // reaches it after, and a second merge of it is refused (409). Marked already, it has neither to give any more.
    if (resumes) {
      delete changes.status;
      delete changes.isbn;
    } else
      await this.markMerged('books', merge._id, keep._id, {
        set: { status: MERGED_STATUS as BookStatus },
        unset: { isbn: 1 },
      });
    let archived: ArchivedReviewOf[] = [];
    let kept: BookRow | null = null;
    return this.jobs.start(admin, {
      kind: 'merge-books',
      done: ['Marking the duplicate merged'],
      leaves: BOOK_MERGE_LEAVES,
      record: merge._id,
      steps: [
        {
          label: 'Keeping the chosen details',
          run: async () => {
            await this.bookCascades.mergedAway(merge);
            if (Object.keys(changes).length) await this.books.update(String(keep._id), changes);
          },
        },
        {
          label: 'Moving reviews',
          run: async () => {
            archived = await this.reviews.movedToBook(merge._id, keep._id, keep.work);
            // Completing a merge that stopped: those it archived before are settled (their activity, their readers
            // told) with the rest, once each.
            if (resumes) archived = await this.archivedSince(keep._id, merge.mergedAt, archived);
          },
        },
        { label: 'Moving reading lists', run: () => this.readingList.movedToBook(merge._id, keep._id, keep.work) },
        {
          // The merged record stands for nothing now: both works' primary editions are chosen again.
          label: 'Recounting ratings',
          run: () => this.bookCascades.workEditionsChanged([keep.work, merge.work]),
        },
        {
          label: 'Moving activity, suggestions and series',
          run: async () => {
            // A work the merged record was the last edition of is the kept book's work from now on in its series.
            const workGone = !merge.work.equals(keep.work) && !(await this.bookCascades.hasEditions(merge.work));
            await Promise.all([
              this.activity.bookMerged(merge._id, keep._id),
              this.activity.reviewsRemoved(archived.map((a) => a._id)),
              this.suggestions.bookMerged(merge._id, keep._id),
              workGone ? this.series.workMerged(merge.work, keep.work) : undefined,
            ]);
          },
        },
        {
          label: 'Telling readers',
          run: async () => {
            kept = await this.db.books.findById(keep._id).lean<BookRow>();
            if (!kept) throw new NotFoundException('Book not found');
            await this.notifications.reviewsArchived(archived, { _id: kept._id, title: kept.title });
          },
        },
        {
          label: 'Writing the merge log',
          run: () =>
            this.logMerge(admin, 'books', [keep._id, kept?.title ?? keep.title], [merge._id, merge.title], changes),
        },
      ],
      result: async () => toBookView(kept as BookRow),
    });
  }

  private async mergeAuthors(admin: AuthUser, dto: MergeDto): Promise<CatalogueJobView> {
    const [keep, merge, resumes] = await this.twoAuthors(dto);
    const changes = chosenChanges(AUTHOR_FIELDS, toAuthorView(merge, true), dto.fields);
    if (!resumes) await this.markMerged('authors', merge._id, keep._id, {});
    let kept: LeanAuthor | null = null;
    return this.jobs.start(admin, {
      kind: 'merge-authors',
      done: ['Marking the duplicate merged'],
      leaves: AUTHOR_MERGE_LEAVES,
      record: merge._id,
      steps: [
        {
          // The books move with the kept author's name; a name chosen from the merged author renames them all after.
          label: 'Moving books',
          run: async () => {
            await this.db.books.updateMany(
              { author: merge._id },
              { $set: { author: keep._id, authorName: keep.name } },
            );
            await this.authorCascades.merged(merge._id, keep._id, keep.name);
          },
        },
        {
          label: 'Recounting books',
          run: async () => {
            await this.bookCascades.authorsChanged([keep._id, merge._id]);
            if (Object.keys(changes).length) await this.authors.update(String(keep._id), changes);
          },
        },
        {
          label: 'Writing the merge log',
          run: async () => {
            kept = await this.db.authors.findById(keep._id).lean<LeanAuthor>();
            if (!kept) throw new NotFoundException('Author not found');
            await this.logMerge(admin, 'authors', [kept._id, kept.name], [merge._id, merge.name], changes);
          },
        },
      ],
      result: async () => toAuthorView(kept as LeanAuthor, true),
    });
  }

  /**
   * Marks the duplicate merged into the kept record, unless another merge got there first (409), and points the
   * records merged into the duplicate before at the kept one, so that each old address leads there in one step.
   */
  private async markMerged(
    kind: MergeKind,
    merge: Types.ObjectId,
    keep: Types.ObjectId,
    extra: { set?: Record<string, unknown>; unset?: Record<string, 1> },
  ): Promise<void> {
    const collection = kind === 'books' ? this.db.books : this.db.authors;
    const update = {
      $set: { ...extra.set, mergedInto: keep, mergedAt: new Date() },
      ...(extra.unset ? { $unset: extra.unset } : {}),
    };
    const marked = await (collection as typeof this.db.books).updateOne(
      { _id: merge, mergedInto: trusted({ $exists: false }) },
      update,
    );
    if (marked.modifiedCount === 0) throw new ConflictException(ALREADY_MERGED[kind]);
    await (collection as typeof this.db.books).updateMany({ mergedInto: merge }, { $set: { mergedInto: keep } });
  }

  /** Records a merge, a group or a split in the merge log. */
  async logMerge(
    admin: AuthUser,
    kind: MergeLogKind,
    [keep, keepName]: [Types.ObjectId, string],
    [merge, mergeName]: [Types.ObjectId, string],
    changes: object,
  ): Promise<void> {
    const by = await this.db.users.findById(oid(admin.id)).select('username').lean();
    await this.db.merges.create({
      kind,
      keep,
      keepName,
      merge,
      mergeName,
      by: oid(admin.id),
      byUsername: by?.username ?? '',
      fieldsFromMerged: Object.keys(changes),
    });
  }

  /**
   * Both books in one read: 400 for one book twice, 404 for a missing one, 409 for one merged already, unless it is
   * the duplicate of this merge that stopped before its end (then `true`: the merge resumes).
   */
  private async twoBooks(query: MergePreviewQueryDto): Promise<[BookRow, BookRow, boolean]> {
    const rows = await this.db.books.find({ _id: trusted({ $in: this.twoIds(query) }) }).lean<BookRow[]>();
    return this.bothFound('books', rows, query);
  }

  private async twoAuthors(query: MergePreviewQueryDto): Promise<[LeanAuthor, LeanAuthor, boolean]> {
    const rows = await this.db.authors.find({ _id: trusted({ $in: this.twoIds(query) }) }).lean<LeanAuthor[]>();
    return this.bothFound('authors', rows, query);
  }

  private twoIds(query: MergePreviewQueryDto): Types.ObjectId[] {
    if (query.keep === query.merge)
      throw new BadRequestException('Choose two different records: a record cannot be merged into itself');
    return [oid(query.keep), oid(query.merge)];
  }

  /**
   * The two records, and whether this is a merge of them that stopped before its end: the duplicate marked merged into
   * the kept record (by this merge's claim) and the merge never logged (its last step). One read of the log then.
   */
  private async bothFound<R extends { _id: Types.ObjectId; mergedInto?: Types.ObjectId }>(
    kind: MergeKind,
    rows: R[],
    query: MergePreviewQueryDto,
  ): Promise<[R, R, boolean]> {
    const keep = rows.find((r) => String(r._id) === query.keep);
    const merge = rows.find((r) => String(r._id) === query.merge);
    if (!keep || !merge) throw new NotFoundException(kind === 'books' ? 'Book not found' : 'Author not found');
    if (keep.mergedInto) throw new ConflictException(ALREADY_MERGED[kind]);
    if (!merge.mergedInto) return [keep, merge, false];
    const stopped =
      merge.mergedInto.equals(keep._id) && !(await this.db.merges.exists({ merge: merge._id, kind }).lean());
    if (!stopped) throw new ConflictException(ALREADY_MERGED[kind]);
    return [keep, merge, true];
  }

  /**
   * The reviews archived by a merge into `keptBook` since its claim (`since`), with those its job archived just now:
   * one read.
   */
  private async archivedSince(
    keptBook: Types.ObjectId,
    since: Date | undefined,
    now: ArchivedReviewOf[],
  ): Promise<ArchivedReviewOf[]> {
    const before = await this.db.archivedReviews
      .find({ keptBook, archivedAt: trusted({ $gte: since ?? new Date(0) }) })
      .select('user keptReview')
      .lean();
    const known = new Set(now.map((a) => String(a._id)));
    return [...now, ...before.filter((a) => !known.has(String(a._id)))];
  }

  /**
   * What a merge of book `fromBook` into `toBook` moves, and the readers it concerns twice: those with a review or an
   * entry on the merged book and on any edition of the kept book's work (one per reader and work, as the merge settles
   * them). One read per collection (the reviews and entries of both works, then counts of the merged book's likes,
   * comments, activity, suggestions and reports, and the names of the readers with both on their list), whatever the
   * number of editions.
   */
  private async bookMoves(
    fromBook: BookRow,
    toBook: BookRow,
  ): Promise<{ moves: MergeMovesView; conflicts: MergeConflictsView }> {
    const [from, toWork] = [fromBook._id, toBook.work];
    const works = trusted({ $in: [fromBook.work, toWork] });
    const [reviews, entries, likes, activity, suggestions] = await Promise.all([
      this.db.reviews.find({ work: works }).select('user book work userSummary.username').lean(),
      this.db.readingList.find({ work: works }).select('user book work').lean(),
      this.db.likes.countDocuments({ book: from }),
      this.db.activities.countDocuments({ book: from }),
      this.db.suggestions.countDocuments({ book: from }),
    ]);
    const moved = reviews.filter((r) => String(r.book) === String(from));
    const movedIds = moved.map((r) => r._id);
    const [comments, reports] = movedIds.length
      ? await Promise.all([
          this.db.comments.countDocuments({ review: trusted({ $in: movedIds }) }),
          this.db.reports.countDocuments({ item: trusted({ $in: movedIds.map((id) => itemKey('review', id)) }) }),
        ])
      : [0, 0];
    const twice = <T extends { user: Types.ObjectId; book: Types.ObjectId; work: Types.ObjectId }>(rows: T[]): T[] => {
      const onFrom = new Set(rows.filter((r) => r.book.equals(from)).map((r) => String(r.user)));
      return rows.filter((r) => r.work.equals(toWork) && !r.book.equals(from) && onFrom.has(String(r.user)));
    };
    const reviewedTwice: MergeReaderView[] = twice(reviews).map((r) => ({
      _id: String(r.user),
      username: r.userSummary?.username ?? '',
    }));
    const listedTwice = twice(entries).map((e) => e.user);
    const names = listedTwice.length
      ? await this.db.users
          .find({ _id: trusted({ $in: listedTwice }) })
          .select('username')
          .lean()
      : [];
    const usernameOf = new Map(names.map((u) => [String(u._id), u.username]));
    return {
      moves: {
        reviews: moved.length,
        listEntries: entries.filter((e) => String(e.book) === String(from)).length,
        likes,
        comments,
        activity,
        suggestions,
        reports,
      },
      conflicts: {
        reviews: reviewedTwice,
        listEntries: listedTwice.map((id) => ({ _id: String(id), username: usernameOf.get(String(id)) ?? '' })),
      },
    };
  }
}

const BOOK_MERGE_LEAVES =
  'The duplicate is already marked merged and its address leads to the kept book; what moved before this step is on the kept book, the rest is still on the duplicate; merging the two again completes it.';
const AUTHOR_MERGE_LEAVES =
  'The duplicate is already marked merged and its address leads to the kept author; books not yet moved still name the duplicate; merging the two again completes it.';

const ALREADY_MERGED: Record<MergeKind, string> = {
  books: 'This book was already merged into another',
  authors: 'This author was already merged into another',
};
