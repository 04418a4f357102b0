// The Manage Users screen's server, faked for its specs (the accounts and their roles, suspensions).
import { api, useSession } from '@book/core';
import { page, user as mkUser } from '../../testing/fixtures';

export const list = api.users.page as jest.Mock;
export const stats = api.users.stats as jest.Mock;
export const updateRole = api.users.updateRole as jest.Mock;
export const suspend = api.users.suspend as jest.Mock;
export const lift = api.users.lift as jest.Mock;

export const adminRow = mkUser({ _id: 'u0', username: 'admin', email: 'admin@example.com', role: 'admin' });
export const bookworm = mkUser({ _id: 'u2', username: 'bookworm', email: 'worm@books.test' });

/** Before each test: three accounts (one an administrator) and their counts, nobody signed in. */
export function fakeUsers() {
  jest.clearAllMocks();
  useSession.setState({ token: null, user: null, status: 'anonymous' });
  // The server searches, filters and sorts (newest first): the screen shows its pages as they come.
  list.mockResolvedValue(page([adminRow, mkUser(), bookworm], { limit: 50 }));
  stats.mockResolvedValue({ total: 3, admins: 1, regularUsers: 2 });
}
