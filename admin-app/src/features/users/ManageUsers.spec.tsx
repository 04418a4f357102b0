import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toast, useSession } from '@book/core';
import ManageUsers from './ManageUsers';
import { renderAdmin } from '../../testing/render';
import { deferred, page, user as mkUser } from '../../testing/fixtures';
import { adminRow, bookworm, fakeUsers, list, stats, updateRole } from './manage-users-fakes';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

beforeEach(fakeUsers);

const rows = () =>
  screen.getAllByTestId('admin-user-row').map((row) => row.querySelector('.admin-user-name')?.textContent);
const stat = (label: string) => screen.getByText(label, { selector: '.admin-stat__label' }).nextSibling;

describe('Manage Users', () => {
  it('shows the stat cards, the table and the Role Permissions panel', async () => {
    renderAdmin(<ManageUsers />, { route: '/admin/users' });
    const row = (await screen.findByText('bookworm')).closest('tr')!;
    expect(within(row).getByText('worm@books.test')).toBeInTheDocument();
    expect(within(row).getByText('User', { selector: '.ui-badge' })).toBeInTheDocument();
    expect(within(row).getByLabelText('Role of bookworm')).toHaveValue('user');
    expect(list).toHaveBeenCalledWith({ search: undefined, role: undefined, page: 1, limit: 50 }, expect.anything());
    await waitFor(() => expect(stat('Total Users')).toHaveTextContent('3'));
    expect(stat('Administrators')).toHaveTextContent('1');
    expect(stat('Regular Users')).toHaveTextContent('2');
    expect(
      screen.getByText(/full access including user management, content management and system settings/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  it('counts the stat cards on the server, not from the loaded page', async () => {
    stats.mockResolvedValue({ total: 12345, admins: 7, regularUsers: 12338 });
    list.mockResolvedValue(page([adminRow, bookworm], { total: 12345, limit: 50, hasMore: true }));
    renderAdmin(<ManageUsers />, { route: '/admin/users' });
    await screen.findByText('bookworm');
    await waitFor(() => expect(stat('Total Users')).toHaveTextContent('12,345'));
    expect(stat('Administrators')).toHaveTextContent('7');
    expect(stat('Regular Users')).toHaveTextContent('12,338');
    expect(screen.getByText('2 of 12345 users')).toBeInTheDocument();
  });

  it('only logs a statistics failure, and shows the counts as unknown rather than loading forever', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stats.mockRejectedValue(new ApiError(503, 'down'));
    renderAdmin(<ManageUsers />, { route: '/admin/users' });
    await screen.findByText('bookworm');
    await waitFor(() => expect(stat('Total Users')).toHaveTextContent('–'));
    expect(stat('Administrators')).toHaveTextContent('–');
    expect(stat('Regular Users')).toHaveTextContent('–');
    expect(log).toHaveBeenCalledWith('Failed to load user statistics', expect.anything());
    expect(toast.error).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('searches by username or email (debounced) and filters by role on the server', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageUsers />, { route: '/admin/users' });
    await screen.findByText('bookworm');
    list.mockResolvedValue(page([bookworm]));
    await user.type(screen.getByLabelText('Search users'), ' BOOKS.TEST ');
    await waitFor(() => expect(rows()).toEqual(['bookworm']));
    const searched = list.mock.calls.filter(([q]) => q.search);
    expect(searched).toHaveLength(1);
    expect(searched[0][0]).toEqual({ search: 'BOOKS.TEST', role: undefined, page: 1, limit: 50 });
    expect(screen.getAllByTestId('admin-user-row')).toHaveLength(1);

    list.mockResolvedValue(page([adminRow]));
    await user.clear(screen.getByLabelText('Search users'));
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'Administrators');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        { search: undefined, role: 'admin', page: 1, limit: 50 },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(rows()).toEqual(['admin']));
    expect(screen.getAllByTestId('admin-user-row')).toHaveLength(1);

    list.mockResolvedValue(page([mkUser(), bookworm]));
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'Regular Users');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ search: undefined, role: 'user', page: 1, limit: 50 }, expect.anything()),
    );
    await waitFor(() => expect(screen.getAllByTestId('admin-user-row')).toHaveLength(2));

    list.mockResolvedValue(page([]));
    await user.type(screen.getByLabelText('Search users'), 'nobody');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    // The statistics are of every user, whatever the search: loaded once.
    expect(stats).toHaveBeenCalledTimes(1);
  });

  it('loads the next page only when asked ("Load more")', async () => {
    const user = userEvent.setup();
    list.mockResolvedValueOnce(page([adminRow], { hasMore: true, total: 2, limit: 50 }));
    list.mockResolvedValueOnce(page([bookworm], { page: 2, total: 2, limit: 50 }));
    renderAdmin(<ManageUsers />, { route: '/admin/users' });
    expect(await screen.findByText('1 of 2 users')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('bookworm');
    expect(list).toHaveBeenLastCalledWith(
      { search: undefined, role: undefined, page: 2, limit: 50 },
      expect.anything(),
    );
    expect(rows()).toEqual(['admin', 'bookworm']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the "You" pill on the signed-in administrator\'s row', async () => {
    useSession.setState({ token: 't', user: adminRow, status: 'authenticated' });
    renderAdmin(<ManageUsers />, { route: '/admin/users' });
    const row = (await screen.findByLabelText('Role of admin')).closest('tr')!;
    expect(within(row).getByText('You')).toBeInTheDocument();
    expect(screen.getAllByText('You')).toHaveLength(1);
  });

  it('changes a role after confirmation, with a spinner in place of the dropdown', async () => {
    const user = userEvent.setup();
    const pending = deferred<unknown>();
    updateRole.mockReturnValue(pending.promise);
    renderAdmin(<ManageUsers />, { route: '/admin/users' });
    await user.selectOptions(await screen.findByLabelText('Role of bookworm'), 'admin');
    const confirm = screen.getByRole('dialog', { name: "Are you sure you want to change this user's role to admin?" });
    await user.click(within(confirm).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Updating role of bookworm')).toBeInTheDocument();
    expect(screen.queryByLabelText('Role of bookworm')).not.toBeInTheDocument();
    list.mockResolvedValue(
      page([
        mkUser({ _id: 'u0', username: 'admin', role: 'admin' }),
        mkUser(),
        mkUser({ _id: 'u2', username: 'bookworm', role: 'admin' }),
      ]),
    );
    stats.mockResolvedValue({ total: 3, admins: 2, regularUsers: 1 });
    pending.resolve(mkUser({ _id: 'u2', username: 'bookworm', role: 'admin' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('User role updated successfully'));
    expect(updateRole).toHaveBeenCalledWith('u2', 'admin');
    expect(await screen.findByLabelText('Role of bookworm')).toHaveValue('admin');
    // The stat cards are reloaded from the server.
    await waitFor(() => expect(stat('Administrators')).toHaveTextContent('2'));
    expect(stat('Regular Users')).toHaveTextContent('1');
  });

  it('keeps the role when the change is cancelled', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageUsers />, { route: '/admin/users' });
    await user.selectOptions(await screen.findByLabelText('Role of bookworm'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(updateRole).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Role of bookworm')).toHaveValue('user');
  });

  it('shows the server message (last admin rule) or the fallback', async () => {
    const user = userEvent.setup();
    updateRole
      .mockRejectedValueOnce(new ApiError(400, 'Cannot demote the last admin', undefined, true))
      .mockRejectedValueOnce(new ApiError(0, 'net'));
    renderAdmin(<ManageUsers />, { route: '/admin/users' });
    await user.selectOptions(await screen.findByLabelText('Role of admin'), 'user');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Cannot demote the last admin'));
    expect(await screen.findByLabelText('Role of admin')).toHaveValue('admin');
    await user.selectOptions(screen.getByLabelText('Role of bookworm'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update user role'));
  });

  it('reports a load failure', async () => {
    list.mockRejectedValue(new ApiError(500, 'x'));
    renderAdmin(<ManageUsers />, { route: '/admin/users' });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load users', expect.anything()));
  });
});
