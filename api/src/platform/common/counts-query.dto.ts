import { isAdminViewer, type Viewer } from '../../accounts/auth/viewer';
import { OneOfField } from './dto-decorators';

export const BOOK_COUNTS = ['published', 'all'] as const;
export type BookCounts = (typeof BOOK_COUNTS)[number];

/**
 * Which books the counts of an answer count (authors' and genres' bookCount, the site's totals): the published ones,
 * which everyone can open, unless an administrator asks for every status (`counts=all`, as the admin app does). A
 * token alone does not change them: an administrator reading the reader's screens sees the counts readers see.
 */
export class CountsQueryDto {
  @OneOfField('Counts', BOOK_COUNTS, {
    enumName: 'BookCounts',
    default: 'published',
    description:
      'all: count draft and archived books (and their reviews) too; administrators only, ignored for anyone else',
  })
  counts?: BookCounts;
}

/** Whether to count books of every status: an administrator asked for it (the caller is read only for counts=all). */
export const countsAllStatuses = async (viewer: Viewer, counts: BookCounts | undefined): Promise<boolean> =>
  counts === 'all' && (await isAdminViewer(viewer));
