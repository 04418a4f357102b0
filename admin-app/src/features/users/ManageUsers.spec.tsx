import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast } from '@book/core';
import ManageUsers from './ManageUsers';
import { renderAdmin } from '../../testing/render';
import { deferred, user as mkUser } from '../../testing/fixtures';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

const list = api.users.list as jest.Mock;
const updateRole = api.users.updateRole as jest.Mock;

beforeEach(() => {
  jest.clearAllMocks();
  list.mockResolvedValue([
    mkUser({ _id: 'u0', username: 'admin', email: 'admin@example.com', role: 'admin' }),
    mkUser(),
    mkUser({ _id: 'u2', username: 'bookworm', email: 'worm@books.test' }),
  ]);
});

describe('Manage Users', () => {
  it('shows the stat cards, the table and the Role Permissions panel', async () => {
    renderAdmin(<ManageUsers />, { route: '/admin/users' });
    const row = (await screen.findByText('bookworm')).closest('tr')!;
    expect(within(row).getByText('worm@books.test')).toBeInTheDocument();
    expect(within(row).getByText('User', { selector: '.ui-badge' })).toBeInTheDocument();
    expect(within(row).getByLabelText('Role of bookworm')).toHaveValue('user');
    const stat = (label: string) => screen.getByText(label, { selector: '.admin-stat__label' }).nextSibling;
    expect(stat('Total Users')).toHaveTextContent('3');
    expect(stat('Administrators')).toHaveTextContent('1');
    expect(stat('Regular Users')).toHaveTextContent('2');
    expect(screen.getByText(/full access including user management, content management and system settings/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });

  it('searches by username or email and filters by role', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageUsers />, { route: '/admin/users' });
    await screen.findByText('bookworm');
    await user.type(screen.getByLabelText('Search users'), 'BOOKS.TEST');
    expect(screen.getAllByTestId('admin-user-row')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Search users'));
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'Administrators');
    expect(screen.getAllByTestId('admin-user-row')).toHaveLength(1);
    expect(screen.getByText('admin')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter by role'), 'Regular Users');
    expect(screen.getAllByTestId('admin-user-row')).toHaveLength(2);
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
    list.mockResolvedValue([mkUser({ _id: 'u0', username: 'admin', role: 'admin' }), mkUser(), mkUser({ _id: 'u2', username: 'bookworm', role: 'admin' })]);
    pending.resolve(mkUser({ _id: 'u2', username: 'bookworm', role: 'admin' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('User role updated successfully'));
    expect(updateRole).toHaveBeenCalledWith('u2', 'admin');
    expect(await screen.findByLabelText('Role of bookworm')).toHaveValue('admin');
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
    updateRole.mockRejectedValueOnce(new ApiError(400, 'Cannot demote the last admin', undefined, true)).mockRejectedValueOnce(new ApiError(0, 'net'));
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
