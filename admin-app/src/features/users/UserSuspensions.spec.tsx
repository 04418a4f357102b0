import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toast, useSession } from '@book/core';
import ManageUsers from './ManageUsers';
import { renderAdmin } from '../../testing/render';
import { page, user as mkUser } from '../../testing/fixtures';
import { adminRow, bookworm, fakeUsers, lift, list, suspend } from './manage-users-fakes';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

beforeEach(fakeUsers);

describe('Manage Users', () => {
  describe('suspensions', () => {
    const suspended = mkUser({
      _id: 'u3',
      username: 'troll',
      suspension: { until: '2026-12-24T12:00:00.000Z', note: 'Insults' },
    });
    const banned = mkUser({ _id: 'u4', username: 'spammer', suspension: { until: null, note: 'Spam' } });

    beforeEach(() => {
      useSession.setState({ token: 't', user: adminRow, status: 'authenticated' });
      // The server's accounts: a suspension or a lift changes what the next list read answers.
      let people = [adminRow, bookworm, suspended, banned];
      list.mockImplementation(async () => page(people, { limit: 50 }));
      const store = (updated: typeof bookworm) => {
        people = people.map((p) => (p._id === updated._id ? updated : p));
        return updated;
      };
      suspend.mockImplementation(async (id: string, { days, note }: { days: number | null; note: string }) =>
        store({
          ...people.find((p) => p._id === id)!,
          suspension: { until: days === null ? null : '2026-12-01T12:00:00.000Z', note },
        }),
      );
      lift.mockImplementation(async (id: string) => store({ ...people.find((p) => p._id === id)!, suspension: null }));
    });

    it("shows each account's state: active, suspended until a date in the locale, or until lifted", async () => {
      renderAdmin(<ManageUsers />, { route: '/admin/users' });
      const row = (name: string) => screen.getByText(name, { selector: '.admin-user-name' }).closest('tr')!;
      await screen.findByText('troll');
      expect(within(row('troll')).getByText('Suspended until Dec 24, 2026')).toBeInTheDocument();
      expect(within(row('spammer')).getByText('Suspended')).toBeInTheDocument();
      expect(within(row('bookworm')).getByText('Active')).toBeInTheDocument();
      expect(within(row('troll')).getByRole('button', { name: 'Lift suspension of troll' })).toBeInTheDocument();
      expect(within(row('bookworm')).getByRole('button', { name: 'Suspend bookworm' })).toBeInTheDocument();
    });

    it("offers no Suspend on the administrator's own row", async () => {
      renderAdmin(<ManageUsers />, { route: '/admin/users' });
      const own = (await screen.findByText('admin', { selector: '.admin-user-name' })).closest('tr')!;
      expect(within(own).queryByRole('button', { name: /suspend/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Suspend admin' })).not.toBeInTheDocument();
    });

    it('suspends for a number of days with a note, and the row shows it', async () => {
      const user = userEvent.setup();
      renderAdmin(<ManageUsers />, { route: '/admin/users' });
      await user.click(await screen.findByRole('button', { name: 'Suspend bookworm' }));
      const dialog = await screen.findByRole('dialog', { name: 'Suspend bookworm' });
      await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
      expect(await within(dialog).findByText('Choose how long the suspension lasts')).toBeInTheDocument();
      await user.click(within(dialog).getByLabelText('For a number of days'));
      await user.type(within(dialog).getByLabelText(/^Days/), '3');
      await user.type(within(dialog).getByLabelText('Note'), 'Cool down');
      await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
      await waitFor(() => expect(suspend).toHaveBeenCalledWith('u2', { days: 3, note: 'Cool down' }));
      expect(toast.success).toHaveBeenCalledWith('bookworm suspended');
      const row = screen.getByText('bookworm').closest('tr')!;
      expect(await within(row).findByText('Suspended until Dec 1, 2026')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("suspends until lifted, and shows the server's refusal (the last administrator)", async () => {
      const user = userEvent.setup();
      suspend.mockRejectedValue(new ApiError(400, 'You cannot suspend the last administrator', undefined, true));
      renderAdmin(<ManageUsers />, { route: '/admin/users' });
      await user.click(await screen.findByRole('button', { name: 'Suspend bookworm' }));
      const dialog = await screen.findByRole('dialog', { name: 'Suspend bookworm' });
      await user.click(within(dialog).getByLabelText('Until lifted'));
      await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
      await waitFor(() => expect(suspend).toHaveBeenCalledWith('u2', { days: null, note: '' }));
      expect(toast.error).toHaveBeenCalledWith('You cannot suspend the last administrator');
      expect(screen.getByRole('dialog', { name: 'Suspend bookworm' })).toBeInTheDocument();
    });

    it('lifts a suspension after a confirmation', async () => {
      const user = userEvent.setup();
      renderAdmin(<ManageUsers />, { route: '/admin/users' });
      await user.click(await screen.findByRole('button', { name: 'Lift suspension of troll' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Lift suspension' }));
      await waitFor(() => expect(lift).toHaveBeenCalledWith('u3'));
      expect(toast.success).toHaveBeenCalledWith('Suspension of troll lifted');
      const row = screen.getByText('troll').closest('tr')!;
      expect(await within(row).findByText('Active')).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Suspend troll' })).toBeInTheDocument();
    });
  });
});
