import type { UserRole } from '../users/user.schema';

/** What a verified bearer token puts on the request. */
export interface AuthUser {
  id: string;
  role: UserRole;
}

export const isAdmin = (user?: AuthUser): boolean => user?.role === 'admin';
