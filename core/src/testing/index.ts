// `@book/core/testing`: test data in the core's shapes, for the specs and `src/testing/` helpers of every project.
// Lint allows this entry in those files only, so no test data ships in the federated core.
import type { User } from '../api/types';

/** A signed-in reader as `GET /auth/me` returns one; pass what a test depends on. */
export const makeUser = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  username: 'reader',
  email: 'user@example.com',
  firstName: 'Rea',
  lastName: 'Der',
  fullName: 'Rea Der',
  bio: '',
  avatar: '',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  ...over,
});
