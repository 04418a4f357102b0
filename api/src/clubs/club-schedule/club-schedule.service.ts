import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { trusted, Types } from 'mongoose';
import type { AuthUser } from '../../accounts/auth/auth-user';
import type { WithId } from '../../platform/common/find-by-ids';
import { Collections } from '../../platform/database/collections';
import { ClubAccess, type ClubStanding } from '../club-members/club-access';
import type { ClubScheduleView, ClubSectionView } from '../club.views';
import type { ClubSection } from './club-section.schema';
import type { ClubScheduleDto, ClubSectionDto } from './dto/club-schedule.dto';
import { endText, readerFraction, sectionOpenTo, type ReaderPlace } from './spoiler-gate';

const oid = (id: string | Types.ObjectId) => new Types.ObjectId(String(id));
export const SECTION_NOT_FOUND = 'Section not found';

/** A section as `place` sees it: open or not, by the spoiler gate. */
export function toSectionView(
  s: WithId<ClubSection>,
  place: ReaderPlace,
  seenPosts?: Record<string, number>,
): ClubSectionView {
  const open = sectionOpenTo(s, place);
  return {
    _id: String(s._id),
    title: s.title,
    order: s.order,
    endFraction: s.endFraction,
    endPage: s.endPage ?? null,
    endPercent: s.endPercent ?? null,
    edition: s.edition ? String(s.edition) : null,
    dueDate: s.dueDate ? s.dueDate.toISOString().slice(0, 10) : null,
    postCount: s.postCount,
    open,
    until: endText(s),
    shownAnyway: place.shownSections.some((id) => String(id) === String(s._id)),
    unread: open && seenPosts ? Math.max(0, s.postCount - (seenPosts[String(s._id)] ?? 0)) : 0,
  };
}

/** Where the caller is in the club's book: their progress, and the sections they chose to see anyway. */
export async function placeOf(
  db: Collections,
  standing: ClubStanding,
  userId: string | undefined,
  book: Types.ObjectId | null,
): Promise<ReaderPlace> {
  return {
    fraction: await readerFraction(db, userId, book),
    shownSections: standing.isMember ? (standing.membership?.shownSections ?? []) : [],
  };
}

/** What the caller has read of each section's thread: a member's count, or none. */
export const seenBy = (standing: ClubStanding) =>
  standing.isMember ? (standing.membership?.seenPosts ?? {}) : undefined;

/** The club's read: its book and its sections, which moderators set and edit. */
@Injectable()
export class ClubScheduleService {
  constructor(
    private readonly db: Collections,
    private readonly access: ClubAccess,
  ) {}

  /** The current read's schedule (or a past read's), each section open or not for the caller. */
  async get(clubId: string, user: AuthUser | undefined, bookId?: string): Promise<ClubScheduleView> {
    const standing = await this.access.content(clubId, user?.id);
    const bookOid = bookId ? oid(bookId) : standing.club.currentBook;
    if (!bookOid) return { book: null, sections: [], progress: 0 };
    const [book, sections, place] = await Promise.all([
      this.db.books.findOne({ _id: bookOid }).select('title pageCount').lean(),
      this.db.clubSections
        .find({ club: standing.club._id, book: bookOid })
        .sort({ order: 1 })
        .lean<WithId<ClubSection>[]>(),
      placeOf(this.db, standing, user?.id, bookOid),
    ]);
    if (!book || (bookId && !sections.length)) throw new NotFoundException('The club has not read this book');
    return {
      book: { _id: String(book._id), title: book.title, pageCount: book.pageCount ?? null },
      sections: sections.map((s) => toSectionView(s, place, seenBy(standing))),
      progress: place.fraction,
    };
  }

  /**
   * Moderators set the current read: its book and its sections, in order, each ending after the one before. Kept
   * sections (sent with their _id) keep their threads; a section with posts cannot be left out. Another book needs the
   * current read finished first when its sections have posts.
   */
  async set(clubId: string, user: AuthUser, dto: ClubScheduleDto): Promise<ClubScheduleView> {
    const standing = await this.access.moderator(clubId, user.id);
    const club = standing.club;
    const book = await this.db.books
      .findOne({ _id: oid(dto.book), status: 'published' })
      .select('title pageCount')
      .lean();
    if (!book) throw new NotFoundException('Book not found');
    const existing = club.currentBook
      ? await this.db.clubSections.find({ club: club._id, book: club.currentBook }).lean<WithId<ClubSection>[]>()
      : [];
    const changingBook = !!club.currentBook && String(club.currentBook) !== String(book._id);
    if (changingBook && existing.some((s) => s.postCount > 0))
      throw new ConflictException('Finish the current read before choosing another book');
    const ends = dto.sections.map((s) => endOf(s, book._id, book.pageCount ?? null));
    ends.forEach((end, i) => {
      if (i > 0 && end.endFraction <= ends[i - 1].endFraction)
        throw new BadRequestException('Each section must end after the one before');
    });
    const kept = new Map(changingBook ? [] : existing.map((s) => [String(s._id), s]));
    for (const s of dto.sections)
      if (s._id && !kept.has(s._id)) throw new BadRequestException('A section sent with an id is not in this schedule');
    const sentIds = new Set(dto.sections.map((s) => s._id).filter(Boolean));
    const dropped = existing.filter((s) => !sentIds.has(String(s._id)));
    if (dropped.some((s) => s.postCount > 0)) throw new ConflictException('A section with posts stays in the schedule');
    if (dropped.length) await this.db.clubSections.deleteMany({ _id: trusted({ $in: dropped.map((s) => s._id) }) });
    const fields = dto.sections.map((s, i) => ({
      title: s.title,
      order: i,
      ...ends[i],
      dueDate: s.dueDate ? new Date(`${s.dueDate.slice(0, 10)}T00:00:00Z`) : null,
    }));
    const updates = dto.sections.flatMap((s, i) =>
      s._id ? [{ updateOne: { filter: { _id: oid(s._id) }, update: { $set: fields[i] } } }] : [],
    );
    const inserts = dto.sections.flatMap((s, i) =>
      s._id ? [] : [{ insertOne: { document: { club: club._id, book: book._id, postCount: 0, ...fields[i] } } }],
    );
    await this.db.clubSections.bulkWrite([...updates, ...inserts] as never);
    if (!club.currentBook || changingBook)
      await this.db.clubs.updateOne({ _id: club._id }, { $set: { currentBook: book._id } });
    return this.get(clubId, user);
  }

  /** Moderators finish the current read: it moves to past reads with its threads. */
  async finish(clubId: string, user: AuthUser): Promise<null> {
    const { club } = await this.access.moderator(clubId, user.id);
    if (!club.currentBook) throw new NotFoundException('The club is not reading a book');
    const book = await this.db.books.findOne({ _id: club.currentBook }).select('title').lean();
    const pastReads = [
      { book: club.currentBook, title: book?.title ?? '', finishedAt: new Date() },
      ...(club.pastReads ?? []),
    ];
    await this.db.clubs.updateOne({ _id: club._id }, { $set: { currentBook: null, pastReads } });
    return null;
  }

  /** "Show this section anyway": a member sees its posts before reaching its end, remembered for them. */
  async showAnyway(clubId: string, sectionId: string, user: AuthUser): Promise<ClubSectionView> {
    const standing = await this.access.member(clubId, user.id);
    const section = await this.section(standing, sectionId);
    const shown = standing.membership!.shownSections ?? [];
    const shownSections = shown.some((id) => String(id) === sectionId) ? shown : [...shown, section._id];
    await this.db.clubMembers.updateOne({ _id: standing.membership!._id }, { $set: { shownSections } });
    const fraction = await readerFraction(this.db, user.id, section.book);
    return toSectionView(section, { fraction, shownSections }, seenBy(standing));
  }

  /** One of the club's sections, or 404. */
  async section(standing: ClubStanding, sectionId: string): Promise<WithId<ClubSection>> {
    const section = await this.db.clubSections.findOne({ _id: oid(sectionId) }).lean<WithId<ClubSection>>();
    if (!section || String(section.club) !== String(standing.club._id)) throw new NotFoundException(SECTION_NOT_FOUND);
    return section;
  }
}

/** Where a section ends, from a page of the book's edition or a percentage (exactly one). */
function endOf(s: ClubSectionDto, edition: Types.ObjectId, pageCount: number | null) {
  if ((s.endPage === undefined) === (s.endPercent === undefined))
    throw new BadRequestException('Each section ends at a page or at a percentage');
  if (s.endPercent !== undefined)
    return {
      endFraction: s.endPercent / 100,
      endPage: null,
      endPercent: s.endPercent,
      edition: null,
      editionPageCount: null,
    };
  if (!pageCount) throw new BadRequestException('This edition has no page count: give a percentage');
  if (s.endPage! > pageCount) throw new BadRequestException(`This edition has ${pageCount} pages`);
  return {
    endFraction: s.endPage! / pageCount,
    endPage: s.endPage!,
    endPercent: null,
    edition,
    editionPageCount: pageCount,
  };
}
