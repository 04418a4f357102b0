import { HttpException, HttpStatus } from '@nestjs/common';
import type { Model, Types } from 'mongoose';
import { MERGED_STATUS, type Book } from '../books/book.schema';

/** What can be merged: two book records of one edition, or two author records of one person. */
export type MergeKind = 'books' | 'authors';
export const MERGE_KINDS: MergeKind[] = ['books', 'authors'];
/** What the merge log records: merges of duplicates, and editions grouped under one work or split out of it. */
export type MergeLogKind = MergeKind | 'group' | 'split';
export const MERGE_LOG_KINDS: MergeLogKind[] = [...MERGE_KINDS, 'group', 'split'];

const NAMED: Record<MergeKind, string> = { books: 'book', authors: 'author' };

/**
 * A read of a merged record's address: `301` with `Location` naming the kept record's (the exception filter writes
 * the header), so the client follows it and gets the kept record.
 */
export class MovedToKeptRecord extends HttpException {
  constructor(kind: MergeKind, keptId: Types.ObjectId | string) {
    super(
      {
        message: `This ${NAMED[kind]} was merged into another`,
        keptId: String(keptId),
        location: `/api/${kind}/${String(keptId)}`,
      },
      HttpStatus.MOVED_PERMANENTLY,
    );
  }
}

/** A write to a merged record's address: `410` naming the kept record (merges are not undone). */
export class MergedRecordGone extends HttpException {
  constructor(kind: MergeKind, keptId: Types.ObjectId | string) {
    super({ message: `This ${NAMED[kind]} was merged into another`, keptId: String(keptId) }, HttpStatus.GONE);
  }
}

/** Throws MergedRecordGone when this record (as read, with its `mergedInto`) was merged into another. */
export function assertNotMerged(kind: MergeKind, record: { mergedInto?: Types.ObjectId | null } | null): void {
  if (record?.mergedInto) throw new MergedRecordGone(kind, record.mergedInto);
}

/**
 * A write about a book (a review, a list entry) whose summary was read with its status: when the book was merged
 * away, one more read finds the kept one for the 410. Nothing more is read for any other book.
 */
export async function assertBookSummaryNotMerged(
  books: Model<Book>,
  bookId: Types.ObjectId,
  summary: { status: string } | undefined,
): Promise<void> {
  if (summary?.status !== MERGED_STATUS) return;
  assertNotMerged('books', await books.findById(bookId).select('mergedInto').lean());
}
