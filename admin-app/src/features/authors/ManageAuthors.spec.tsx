import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast } from '@book/core';
import ManageAuthors from './ManageAuthors';
import { renderAdmin } from '../../testing/render';
import { author, deferred, page } from '../../testing/fixtures';
import { achebe, fakeAuthors, list } from './manage-authors-fakes';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

beforeEach(fakeAuthors);

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Manage Authors', () => {
  it('shows the cards: name, nationality, Born year, biography, book count', async () => {
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    const card = (await screen.findByRole('heading', { name: 'Ursula K. Le Guin' })).closest('article')!;
    expect(within(card).getByText('American')).toBeInTheDocument();
    expect(within(card).getByText('Born 1929')).toBeInTheDocument();
    expect(within(card).getByText('Wrote Earthsea.')).toHaveClass('ui-clamp-3');
    expect(within(card).getByText(/2 books/)).toBeInTheDocument();
    expect(within(card).getByTestId('author-avatar-fallback')).toBeInTheDocument();
  });

  it("offers each author's merge into another author", async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    const merge = await screen.findByRole('link', { name: 'Merge Chinua Achebe into another author' });
    expect(merge).toHaveAttribute('href', '/admin/merges?kind=authors');
    await user.click(merge);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/merges');
  });

  it('falls back to an icon when the avatar fails to load', async () => {
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    const img = await screen.findByAltText('Chinua Achebe');
    fireEvent.error(img);
    const card = screen.getByRole('heading', { name: 'Chinua Achebe' }).closest('article')!;
    expect(within(card).getByTestId('author-avatar-fallback')).toBeInTheDocument();
  });

  it('loads 50 authors by name per page from the server', async () => {
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await screen.findByText('Chinua Achebe');
    // counts: 'all': their drafts and archived books counted (the reader's screens count the published ones).
    expect(list).toHaveBeenCalledWith(
      { sort: 'name', search: undefined, page: 1, limit: 50, counts: 'all' },
      expect.anything(),
    );
    expect(list).toHaveBeenCalledTimes(1);
    expect(screen.getByText('2 of 2 authors')).toBeInTheDocument();
  });

  it('searches by name or nationality on the server (debounced); an empty answer shows the empty state', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await screen.findByText('Chinua Achebe');
    list.mockResolvedValue(page([achebe]));
    await user.type(screen.getByLabelText('Search authors'), ' nigerian ');
    await waitFor(() => expect(screen.queryByText('Ursula K. Le Guin')).not.toBeInTheDocument());
    expect(screen.getByText('Chinua Achebe')).toBeInTheDocument();
    const searched = list.mock.calls.filter(([q]) => q.search);
    expect(searched).toHaveLength(1);
    expect(searched[0][0]).toEqual({ sort: 'name', search: 'nigerian', page: 1, limit: 50, counts: 'all' });

    list.mockResolvedValue(page([author()]));
    await user.clear(screen.getByLabelText('Search authors'));
    await user.type(screen.getByLabelText('Search authors'), 'URSULA');
    await waitFor(() => expect(names()).toEqual(['Ursula K. Le Guin']));
    expect(list).toHaveBeenLastCalledWith(
      { sort: 'name', search: 'URSULA', page: 1, limit: 50, counts: 'all' },
      expect.anything(),
    );

    list.mockResolvedValue(page([]));
    await user.type(screen.getByLabelText('Search authors'), 'zzz');
    expect(await screen.findByText('No authors found')).toBeInTheDocument();
    expect(screen.getByText('Try a different search.')).toBeInTheDocument();
  });

  it('says "Searching..." from the first keystroke until the server answers, keeping the previous results meanwhile', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    expect(await screen.findByText('2 of 2 authors')).toBeInTheDocument();
    const answer = deferred<ReturnType<typeof page>>();
    list.mockReturnValue(answer.promise);
    await user.type(screen.getByLabelText('Search authors'), 'nig');
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        { sort: 'name', search: 'nig', page: 1, limit: 50, counts: 'all' },
        expect.anything(),
      ),
    );
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    expect(names()).toEqual(['Ursula K. Le Guin', 'Chinua Achebe']);
    answer.resolve(page([achebe], { total: 1 }));
    expect(await screen.findByText('1 of 1 authors')).toBeInTheDocument();
    expect(screen.queryByText('Searching...')).not.toBeInTheDocument();
  });

  it('loads the next page only when asked ("Load more")', async () => {
    const user = userEvent.setup();
    list.mockResolvedValueOnce(page([author()], { hasMore: true, total: 2, limit: 50 }));
    list.mockResolvedValueOnce(page([achebe], { page: 2, total: 2, limit: 50 }));
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    expect(await screen.findByText('1 of 2 authors')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Chinua Achebe');
    expect(list).toHaveBeenLastCalledWith(
      { sort: 'name', search: undefined, page: 2, limit: 50, counts: 'all' },
      expect.anything(),
    );
    expect(names()).toEqual(['Ursula K. Le Guin', 'Chinua Achebe']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('reports a load failure', async () => {
    list.mockRejectedValue(new ApiError(500, 'x'));
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load authors', expect.anything()));
  });

  it('deletes after the confirmation', async () => {
    const user = userEvent.setup();
    (api.authors.remove as jest.Mock).mockResolvedValue(null);
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await user.click(await screen.findByRole('button', { name: 'Delete Chinua Achebe' }));
    const confirm = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete this author? This will also affect any books by this author.',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Author deleted successfully'));
    expect(api.authors.remove).toHaveBeenCalledWith('a2');
  });
});
