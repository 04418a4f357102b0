import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@book/core';
import { nav } from '../../nav';
import { renderAdmin } from '../../testing/render';
import { page } from '../../testing/fixtures';
import { adminClubsApi, type AdminClub } from './api/admin-clubs-calls';
import ManageClubs from './ManageClubs';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

const club = (over: Partial<AdminClub> = {}): AdminClub => ({
  _id: 'k1',
  name: 'Slow Readers',
  description: 'One book a month.',
  visibility: 'public',
  coverImage: '',
  memberCount: 1200,
  owner: { id: 'u1', username: 'clara_v', avatar: '', bio: '' },
  suspended: false,
  openReports: 3,
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const quiet = club({ _id: 'k2', name: 'Midnight Margins', visibility: 'private', openReports: 0, suspended: true });

let list: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  list = jest.spyOn(adminClubsApi, 'list').mockResolvedValue(page([club(), quiet], { limit: 20 }));
});
afterEach(() => jest.restoreAllMocks());

const rows = () => screen.getAllByTestId('admin-club-row');

describe('Clubs manager', () => {
  it('has its own entry in the Admin menu', () => {
    expect(nav).toContainEqual({ to: '/admin/clubs', label: 'Clubs' });
  });

  it('lists the clubs with their owner, members, open reports and standing, and searches them on the server', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageClubs />, { route: '/admin/clubs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Clubs' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Slow Readers');
    expect(rows()[0]).toHaveTextContent('clara_v');
    expect(rows()[0]).toHaveTextContent('1,200');
    expect(within(rows()[0]).getByRole('link', { name: '3 open reports of Slow Readers' })).toHaveAttribute(
      'href',
      '/admin/reports?club=k1',
    );
    expect(rows()[0]).toHaveTextContent('Active');
    expect(rows()[1]).toHaveTextContent('Private');
    expect(rows()[1]).toHaveTextContent('None open');
    expect(rows()[1]).toHaveTextContent('Suspended');
    expect(list).toHaveBeenCalledWith({ search: undefined, page: 1, limit: 20 }, expect.anything());

    await user.type(screen.getByLabelText('Search clubs'), 'slow');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ search: 'slow', page: 1, limit: 20 }, expect.anything()),
    );
  });

  it("suspends a club with a note for its owner, and lifts a suspended club's", async () => {
    const suspend = jest.spyOn(adminClubsApi, 'suspend').mockResolvedValue(club({ suspended: true }));
    const lift = jest.spyOn(adminClubsApi, 'lift').mockResolvedValue(club({ _id: 'k2', suspended: false }));
    const user = userEvent.setup();
    renderAdmin(<ManageClubs />, { route: '/admin/clubs' });

    await user.click(await screen.findByRole('button', { name: 'Suspend Slow Readers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Slow Readers' });
    await user.type(within(dialog).getByLabelText(/Note/), 'Spam in every thread');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(suspend).toHaveBeenCalledWith('k1', 'Spam in every thread'));
    expect(toast.success).toHaveBeenCalledWith('Slow Readers suspended');

    await user.click(screen.getByRole('button', { name: 'Lift suspension of Midnight Margins' }));
    await waitFor(() => expect(lift).toHaveBeenCalledWith('k2'));
    expect(toast.success).toHaveBeenCalledWith('Suspension of Midnight Margins lifted');
  });

  it('deletes a club once confirmed', async () => {
    const remove = jest.spyOn(adminClubsApi, 'remove').mockResolvedValue(null);
    const user = userEvent.setup();
    renderAdmin(<ManageClubs />, { route: '/admin/clubs' });

    await user.click(await screen.findByRole('button', { name: 'Delete Slow Readers' }));
    const message = 'Delete Slow Readers? Its members, schedule and discussion are deleted with it.';
    await user.click(
      within(await screen.findByRole('dialog', { name: message })).getByRole('button', { name: 'Cancel' }),
    );
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Slow Readers' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: message })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith('k1'));
    expect(toast.success).toHaveBeenCalledWith('Slow Readers deleted');
  });
});
