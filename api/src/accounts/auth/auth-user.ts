import type { UserRole } from '../users/user.schema';

/** What a verified bearer token puts on the request. */
export interface AuthUser {
  id: string;
  role: UserRole;
  /** When the token's session began (its `auth_time`, seconds since the epoch); absent on a token from before it was carried. */
  signedInAt?: number;
}

export const isAdmin = (user?: AuthUser): boolean => user?.role === 'admin';

/** Whether this viewer may see a book of this status (found or not): drafts and archived books are for administrators. */
export const maySeeBook = <B extends { status: string }>(book: B | null | undefined, viewer?: AuthUser): book is B =>
  !!book && (book.status === 'published' || isAdmin(viewer));
