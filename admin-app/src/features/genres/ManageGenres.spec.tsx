import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast } from '@book/core';
import ManageGenres from './ManageGenres';
import { renderAdmin } from '../../testing/render';
import { deferred, genre } from '../../testing/fixtures';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

const list = api.genres.list as jest.Mock;
const create = api.genres.create as jest.Mock;

beforeEach(() => {
  jest.clearAllMocks();
  list.mockResolvedValue([
    genre(),
    genre({ _id: 'g2', name: 'Mystery', description: 'Whodunits and detectives', bookCount: 1 }),
  ]);
});

describe('Manage Genres', () => {
  it('shows name, description and book count; searches name or description', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageGenres />, { route: '/admin/genres' });
    const card = (await screen.findByRole('heading', { name: 'Fantasy' })).closest('article')!;
    expect(within(card).getByText('Dragons and magic')).toBeInTheDocument();
    expect(within(card).getByText(/3 books/)).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(expect.anything(), { counts: 'all' }); // drafts and archived books counted
    await user.type(screen.getByLabelText('Search genres'), 'DETECTIVE');
    expect(screen.queryByText('Fantasy')).not.toBeInTheDocument();
    expect(screen.getByText('Mystery')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search genres'), 'x');
    expect(screen.getByText('No genres found')).toBeInTheDocument();
  });

  it('requires the Genre Name', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageGenres />, { route: '/admin/genres' });
    await user.click(await screen.findByRole('button', { name: 'Add Genre' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Genre' });
    await user.type(within(dialog).getByLabelText(/^Genre Name/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Genre' }));
    expect(await within(dialog).findByText('Genre Name is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates: Saving... while busy, no double submit, then closes and reloads', async () => {
    const user = userEvent.setup();
    const pending = deferred<unknown>();
    create.mockReturnValue(pending.promise);
    renderAdmin(<ManageGenres />, { route: '/admin/genres' });
    await user.click(await screen.findByRole('button', { name: 'Add Genre' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Genre' });
    await user.type(within(dialog).getByLabelText(/^Genre Name/), 'Horror');
    await user.type(within(dialog).getByLabelText('Description'), 'Scary');
    await user.click(within(dialog).getByRole('button', { name: 'Create Genre' }));
    expect(await within(dialog).findByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Genre Name/), '{Enter}');
    // Escape does not close the dialog while saving.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add New Genre' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({ name: 'Horror', description: 'Scary' });
    pending.resolve(genre());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Genre created successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('edits, and reports a duplicate with the server message', async () => {
    const user = userEvent.setup();
    (api.genres.update as jest.Mock)
      .mockRejectedValueOnce(new ApiError(409, 'Genre already exists', undefined, true))
      .mockResolvedValueOnce(genre());
    renderAdmin(<ManageGenres />, { route: '/admin/genres' });
    await user.click(await screen.findByRole('button', { name: 'Edit Fantasy' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Genre' });
    expect(within(dialog).getByLabelText(/^Genre Name/)).toHaveValue('Fantasy');
    await user.click(within(dialog).getByRole('button', { name: 'Update Genre' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Genre already exists'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Genre' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Genre updated successfully'));
    expect(api.genres.update).toHaveBeenLastCalledWith('g1', { name: 'Fantasy', description: 'Dragons and magic' });
  });

  it('deletes after the confirmation; reports failures', async () => {
    const user = userEvent.setup();
    (api.genres.remove as jest.Mock).mockRejectedValue(new ApiError(500, 'x'));
    renderAdmin(<ManageGenres />, { route: '/admin/genres' });
    await user.click(await screen.findByRole('button', { name: 'Delete Mystery' }));
    const confirm = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete this genre? This will affect any books using this genre.',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete genre'));
  });

  it('reports a load failure', async () => {
    list.mockRejectedValue(new ApiError(500, 'x'));
    renderAdmin(<ManageGenres />, { route: '/admin/genres' });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load genres', expect.anything()));
  });
});
