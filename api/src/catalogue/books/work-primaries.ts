import { trusted, Types } from 'mongoose';
import type { Collections } from '../../platform/database/collections';
import { BOOK_STATUSES } from './book.schema';

type Id = Types.ObjectId | string;

interface EditionRow {
  _id: Types.ObjectId;
  work: Types.ObjectId;
  status: string;
  createdAt: Date;
}

/**
 * Which edition stands for each work in the reader's catalogue (its most read): a published one before any other,
 * then the one on most readers' lists, then the oldest. Pure: the rows and the readers per book are read by
 * chooseWorkPrimaries.
 */
export function mostReadEditions(editions: EditionRow[], readers: Map<string, number>): Map<string, Types.ObjectId> {
  const rank = (e: EditionRow) =>
    [e.status === 'published' ? 0 : 1, -(readers.get(String(e._id)) ?? 0), new Date(e.createdAt).getTime()] as const;
  const chosen = new Map<string, EditionRow>();
  for (const edition of editions) {
    const current = chosen.get(String(edition.work));
    if (!current) {
      chosen.set(String(edition.work), edition);
      continue;
    }
    const [a, b] = [rank(edition), rank(current)];
    const before = a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || String(edition._id).localeCompare(String(current._id));
    if (before < 0) chosen.set(String(edition.work), edition);
  }
  return new Map([...chosen].map(([work, e]) => [work, e._id]));
}

/**
 * Chooses again the primary edition of these works (after their editions changed: a group, a split, a merge, an
 * edition created or deleted): one read of their editions, one count of their readers by book, and two writes,
 * whatever the number of editions. Merged records stand for nothing. Returns whether a primary changed.
 */
export async function chooseWorkPrimaries(db: Collections, workIds: Id[]): Promise<boolean> {
  const works = [...new Set(workIds.map(String))].map((id) => new Types.ObjectId(id));
  if (!works.length) return false;
  const editions = await db.books
    .find({ work: trusted({ $in: works }), status: trusted({ $in: BOOK_STATUSES }) })
    .select('work status createdAt workPrimary')
    .lean<(EditionRow & { workPrimary: boolean })[]>();
  const readers = await db.readingList.aggregate<{ _id: Types.ObjectId; n: number }>([
    { $match: { work: trusted({ $in: works }) } },
    { $group: { _id: '$book', n: { $sum: 1 } } },
  ]);
  const primaries = [...mostReadEditions(editions, new Map(readers.map((r) => [String(r._id), r.n]))).values()];
  const isPrimary = new Set(primaries.map(String));
  if (editions.every((e) => e.workPrimary === isPrimary.has(String(e._id)))) return false;
  await db.books.updateMany(
    { work: trusted({ $in: works }), _id: trusted({ $nin: primaries }), workPrimary: true },
    { $set: { workPrimary: false } },
    { timestamps: false },
  );
  await db.books.updateMany(
    { _id: trusted({ $in: primaries }), workPrimary: false },
    { $set: { workPrimary: true } },
    { timestamps: false },
  );
  return true;
}
