import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toast } from '@book/core';
import ManageBooks from './ManageBooks';
import { renderAdmin } from '../../testing/render';
import { book, page } from '../../testing/fixtures';
import { fakeCatalogue, list, removeBook } from './manage-books-fakes';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

beforeEach(fakeCatalogue);

describe('Manage Books list', () => {
  it('lists every status from the server, 100 per page, with the table columns', async () => {
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    const row = (await screen.findByText('A Wizard of Earthsea')).closest('tr')!;
    expect(list).toHaveBeenCalledWith(
      { status: 'all', editions: 'all', search: undefined, page: 1, limit: 100 },
      expect.anything(),
    );
    expect(within(row).getByAltText('Cover of A Wizard of Earthsea')).toBeInTheDocument();
    expect(within(row).getByText('Fantasy')).toBeInTheDocument();
    expect(within(row).getByText('Ursula K. Le Guin')).toBeInTheDocument();
    expect(within(row).getByText('(12)')).toBeInTheDocument();
    expect(within(row).getByText('Published')).toHaveAttribute('data-status', 'published');
    const draft = screen.getByText('Dune Draft').closest('tr')!;
    expect(within(draft).getByText('Unknown')).toBeInTheDocument();
    expect(within(draft).getByText('Draft')).toHaveClass('ui-badge--yellow');
    expect(within(row).getByText('Published')).toHaveClass('ui-badge--green');
  });

  it("offers each book's merge into another book", async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    const merge = await screen.findByRole('link', { name: 'Merge A Wizard of Earthsea into another book' });
    expect(merge).toHaveTextContent(/^Merge$/);
    await user.click(merge);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/merges');
  });

  it('searches on the server, debounced', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await screen.findByText('A Wizard of Earthsea');
    list.mockResolvedValue(page([book({ _id: 'b9', title: 'Herbert Found' })]));
    await user.type(screen.getByLabelText('Search books'), 'Herbert');
    await screen.findByText('Herbert Found');
    const searched = list.mock.calls.filter(([q]) => q.search);
    expect(searched).toHaveLength(1);
    expect(searched[0][0]).toEqual({ status: 'all', editions: 'all', search: 'Herbert', page: 1, limit: 100 });
  });

  it('loads more pages when the server has more', async () => {
    const user = userEvent.setup();
    list.mockResolvedValueOnce(page([book()], { total: 2, hasMore: true }));
    list.mockResolvedValueOnce(
      page([book({ _id: 'b3', title: 'Second Page Book' })], { total: 2, page: 2, hasMore: false }),
    );
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Second Page Book');
    expect(list).toHaveBeenLastCalledWith(
      { status: 'all', editions: 'all', search: undefined, page: 2, limit: 100 },
      expect.anything(),
    );
    expect(screen.getByText('A Wizard of Earthsea')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    list.mockResolvedValue(page([]));
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    expect(await screen.findByText('No books found')).toBeInTheDocument();
  });

  it('reports a load failure', async () => {
    list.mockRejectedValue(new ApiError(500, 'boom', undefined, true));
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load books', expect.anything()));
  });

  it('deletes after confirmation, then reloads', async () => {
    const user = userEvent.setup();
    removeBook.mockResolvedValue(null);
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await user.click(await screen.findByRole('button', { name: 'Delete A Wizard of Earthsea' }));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure you want to delete this book?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Book deleted successfully'));
    expect(removeBook).toHaveBeenCalledWith('b1');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('does nothing when the deletion is cancelled; reports a failed delete', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await user.click(await screen.findByRole('button', { name: 'Delete A Wizard of Earthsea' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(removeBook).not.toHaveBeenCalled();

    removeBook.mockRejectedValue(new ApiError(500, 'x'));
    await user.click(screen.getByRole('button', { name: 'Delete A Wizard of Earthsea' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete book'));
  });

  it('opens the create form when arriving from "Add New Book"', async () => {
    renderAdmin(<ManageBooks />, { route: '/admin/books', state: { create: true } });
    expect(await screen.findByRole('dialog', { name: 'Add New Book' })).toBeInTheDocument();
  });
});
