import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, toast } from '@book/core';
import Dashboard from './Dashboard';
import { renderAdmin } from '../../testing/render';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

beforeEach(() => {
  jest.clearAllMocks();
  (api.reports.openCount as jest.Mock).mockResolvedValue({ count: 0 });
});

describe('Admin Dashboard', () => {
  it('shows the counts, locale formatted, each linking to its manager', async () => {
    (api.stats.get as jest.Mock).mockResolvedValue({
      totalBooks: 1234,
      totalUsers: 5,
      totalReviews: 42000,
      totalAuthors: 7,
      totalClubs: 12,
    });
    renderAdmin(<Dashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const books = await screen.findByRole('link', { name: /Total Books\s*1,234/ });
    expect(books).toHaveAttribute('href', '/admin/books');
    expect(screen.getByRole('link', { name: /Total Users\s*5/ })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: /Total Reviews\s*42,000/ })).toHaveAttribute('href', '/admin/reviews');
    expect(screen.getByRole('link', { name: /Total Authors\s*7/ })).toHaveAttribute('href', '/admin/authors');
    expect(screen.getByRole('link', { name: /Total Clubs\s*12/ })).toHaveAttribute('href', '/admin/clubs');
    // Drafts and archived books counted: the reader's Home, with the same token, counts the published ones.
    expect(api.stats.get).toHaveBeenCalledWith(expect.anything(), { counts: 'all' });
  });

  it('shows the open reports as a card of its own, linking to Reports, beside the site counts', async () => {
    (api.stats.get as jest.Mock).mockResolvedValue({ totalBooks: 1, totalUsers: 2, totalReviews: 3, totalAuthors: 4 });
    (api.reports.openCount as jest.Mock).mockResolvedValue({ count: 1200 });
    renderAdmin(<Dashboard />);
    expect(await screen.findByRole('link', { name: /Open Reports\s*1,200/ })).toHaveAttribute('href', '/admin/reports');
    const cards = within(screen.getByRole('region', { name: 'Site statistics' })).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual([
      '/admin/books',
      '/admin/users',
      '/admin/reviews',
      '/admin/authors',
      '/admin/clubs',
      '/admin/reports',
    ]);
  });

  it('shows the open reports as unknown when their count fails, and only logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (api.stats.get as jest.Mock).mockResolvedValue({ totalBooks: 1, totalUsers: 2, totalReviews: 3, totalAuthors: 4 });
    (api.reports.openCount as jest.Mock).mockRejectedValue(new Error('down'));
    renderAdmin(<Dashboard />);
    expect(await screen.findByRole('link', { name: /Open Reports\s*–/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Total Books\s*1/ })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('has the quick actions and the management list; Analytics is not a link', async () => {
    (api.stats.get as jest.Mock).mockResolvedValue({ totalBooks: 0, totalUsers: 0, totalReviews: 0, totalAuthors: 0 });
    renderAdmin(<Dashboard />);
    const quick = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(quick).getByRole('link', { name: 'Add New Book' })).toHaveAttribute('href', '/admin/books');
    expect(within(quick).getByRole('link', { name: 'View All Books' })).toHaveAttribute('href', '/admin/books');
    expect(within(quick).getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(quick).getByRole('link', { name: 'Manage Authors' })).toHaveAttribute('href', '/admin/authors');
    const management = screen.getByRole('region', { name: 'Management' });
    for (const [name, href] of [
      ['Books', '/admin/books'],
      ['Authors', '/admin/authors'],
      ['Genres', '/admin/genres'],
      ['Users', '/admin/users'],
      ['Reviews', '/admin/reviews'],
      ['Clubs', '/admin/clubs'],
    ]) {
      expect(within(management).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    expect(within(management).getByText('Coming soon')).toBeInTheDocument();
    expect(within(management).queryByRole('link', { name: /Analytics/ })).not.toBeInTheDocument();
    await waitFor(() => expect(api.stats.get).toHaveBeenCalled());
  });

  it('only logs a stats failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (api.stats.get as jest.Mock).mockRejectedValue(new Error('down'));
    renderAdmin(<Dashboard />);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load stats', expect.any(Error)));
    // Unknown, not zero: "Total Books 0" would tell the administrator the catalogue is empty.
    expect(await screen.findByRole('link', { name: /Total Books\s*–/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Total Reviews\s*–/ })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('"Add New Book" opens the create form', async () => {
    const user = userEvent.setup();
    (api.stats.get as jest.Mock).mockResolvedValue({ totalBooks: 0, totalUsers: 0, totalReviews: 0, totalAuthors: 0 });
    renderAdmin(<Dashboard />);
    await user.click(screen.getByRole('link', { name: 'Add New Book' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/books');
  });
});
