import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clubsApi } from '../../common/api/clubs-calls';
import { makeClubSummary, makeUser } from '../../testing/fixtures';
import { renderPage, signInAs, signOut } from '../../testing/render';
import { ClubsDirectory } from './ClubsDirectory';

const page = (items = [makeClubSummary()], hasMore = false) => ({
  items,
  meta: { total: items.length, page: 1, limit: 20, hasMore },
});

let directory: jest.SpyInstance;
beforeEach(() => {
  directory = jest.spyOn(clubsApi, 'directory').mockResolvedValue(page());
  jest.spyOn(clubsApi, 'mine').mockResolvedValue([]);
});
afterEach(() => jest.restoreAllMocks());

describe('the clubs directory', () => {
  it('lists the clubs with their member count, a private one marked, most members first', async () => {
    signOut();
    directory.mockResolvedValue(
      page([
        makeClubSummary(),
        makeClubSummary({ _id: 'c2', name: 'Midnight Margins', visibility: 'private', memberCount: 1 }),
      ]),
    );
    renderPage(<ClubsDirectory basePath="/clubs" />);
    const cards = await screen.findAllByTestId('club-card');
    expect(within(cards[0]).getByRole('link', { name: 'The Slow Burn Society' })).toHaveAttribute('href', '/clubs/c1');
    expect(cards[0]).toHaveTextContent('5 members');
    expect(cards[1]).toHaveTextContent('1 member · Private');
    expect(directory).toHaveBeenCalledWith(
      expect.objectContaining({ sort: 'members', page: 1, search: '' }),
      expect.anything(),
    );
    expect(screen.queryByRole('link', { name: 'Start a club' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your clubs' })).not.toBeInTheDocument();
  });

  it('searches by name, orders by recent activity and pages', async () => {
    signOut();
    const user = userEvent.setup();
    directory.mockResolvedValue(page([makeClubSummary()], true));
    renderPage(<ClubsDirectory basePath="/clubs" />);
    await screen.findAllByTestId('club-card');
    await user.type(screen.getByLabelText('Search clubs by name'), 'slow');
    await waitFor(() =>
      expect(directory).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'slow' }), expect.anything()),
    );
    await user.selectOptions(screen.getByLabelText('Order'), 'activity');
    await waitFor(() =>
      expect(directory).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'activity' }), expect.anything()),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(directory).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }), expect.anything()),
    );
  });

  it('says when no club matches a search', async () => {
    signOut();
    directory.mockResolvedValue(page([]));
    renderPage(<ClubsDirectory basePath="/clubs" />);
    expect(await screen.findByText('No clubs yet')).toBeInTheDocument();
  });

  it("shows a signed-in reader's clubs with their standing, and Start a club", async () => {
    signInAs(makeUser());
    jest.spyOn(clubsApi, 'mine').mockResolvedValue([
      {
        ...makeClubSummary({ _id: 'c3', name: 'Quiet Readers' }),
        viewer: { state: 'requested', role: null as never },
      },
    ]);
    renderPage(<ClubsDirectory basePath="/clubs" />);
    const yours = await screen.findByRole('list', { name: 'Your clubs' });
    expect(within(yours).getByRole('link', { name: 'Quiet Readers' })).toBeInTheDocument();
    expect(yours).toHaveTextContent('Request sent');
    expect(screen.getByRole('link', { name: 'Start a club' })).toHaveAttribute('href', '/clubs/new');
  });
});
