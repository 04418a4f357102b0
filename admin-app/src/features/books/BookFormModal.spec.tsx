import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast } from '@book/core';
import ManageBooks from './ManageBooks';
import { pickAuthor, renderAdmin } from '../../testing/render';
import { book, deferred, page, pngFile } from '../../testing/fixtures';
import { create, fakeCatalogue, list, openCreateForm, update, upload } from './manage-books-fakes';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

beforeEach(fakeCatalogue);

describe('Book form', () => {
  it('says the genres failed to load (not that there are none) and loads them again on "Try again"', async () => {
    const genresList = api.genres.list as jest.Mock;
    const failure = new ApiError(503, 'The service is temporarily unavailable.');
    genresList.mockRejectedValueOnce(failure);
    // The failure is logged for the administrator's console (useLoadErrorLog), once.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await screen.findByText('A Wizard of Earthsea');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Book' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load genres');
    expect(within(dialog).queryByText('No genres available')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Classic' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Failed to load genres')).not.toBeInTheDocument();
    expect(logged.mock.calls).toEqual([['Failed to load genres', failure]]);
    logged.mockRestore();
  });

  it('requires title and author, and a cover: nothing is saved', async () => {
    const { user, dialog } = await openCreateForm();
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Author is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Title/), 'New Book');
    await pickAuthor(user, dialog, 'Frank Herbert');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    expect(await within(dialog).findByText('Cover image is required')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Cover image is required');
    expect(create).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads the chosen cover first, then creates the book with it; closes, resets and reloads', async () => {
    const { user, dialog } = await openCreateForm();
    const order: string[] = [];
    upload.mockImplementation(async () => {
      order.push('upload');
      return { imageUrl: '/api/uploads/abc.png', url: '/api/uploads/abc.png', publicId: 'abc' };
    });
    create.mockImplementation(async () => {
      order.push('create');
      return book();
    });

    await user.type(within(dialog).getByLabelText(/^Title/), '  New Book ');
    await pickAuthor(user, dialog, 'Frank Herbert');
    await user.type(within(dialog).getByLabelText('Description'), 'About');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Classic' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sci-Fi' }));
    // New books default to upload mode.
    expect(within(dialog).getByRole('button', { name: 'Upload Image' })).toHaveAttribute('aria-pressed', 'true');
    await user.upload(within(dialog).getByLabelText('Cover Image'), pngFile());
    await user.type(within(dialog).getByLabelText('Published Date'), '2020-05-17');
    await user.type(within(dialog).getByLabelText('Page Count'), '321');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'draft');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Book created successfully'));
    expect(order).toEqual(['upload', 'create']);
    expect(create).toHaveBeenCalledWith({
      title: 'New Book',
      author: 'a2',
      description: 'About',
      genres: ['g2', 'g3'],
      coverImage: '/api/uploads/abc.png',
      publishedDate: '2020-05-17',
      publisher: '',
      language: '',
      pageCount: 321,
      status: 'draft',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));

    // Reopened, the form is empty again.
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    const again = await screen.findByRole('dialog', { name: 'Add New Book' });
    expect(within(again).getByLabelText(/^Title/)).toHaveValue('');
  });

  it('a save the server cannot take (503) shows its message and keeps everything the admin typed', async () => {
    const { user, dialog } = await openCreateForm();
    const unavailable = 'The service is temporarily unavailable. Please try again in a moment.';
    create.mockRejectedValueOnce(new ApiError(503, unavailable, undefined, true)).mockResolvedValueOnce(book());
    await user.type(within(dialog).getByLabelText(/^Title/), 'Typed Before The Outage');
    await pickAuthor(user, dialog, 'Frank Herbert');
    await user.type(within(dialog).getByLabelText('Description'), 'Long text the admin must not lose');
    await user.click(within(dialog).getByRole('button', { name: 'Image URL' }));
    await user.type(within(dialog).getByLabelText('Cover Image URL'), 'https://img.example.com/c.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(unavailable));
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Typed Before The Outage');
    expect(within(dialog).getByRole('combobox', { name: /^Author/ })).toHaveValue('Frank Herbert');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Long text the admin must not lose');
    expect(within(dialog).getByLabelText('Cover Image URL')).toHaveValue('https://img.example.com/c.jpg');

    // Retrying the same form works once the server is back.
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Book created successfully'));
    expect(create).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Typed Before The Outage', description: 'Long text the admin must not lose' }),
    );
  });

  it('aborts the save when the cover upload fails', async () => {
    const { user, dialog } = await openCreateForm();
    upload.mockRejectedValue(new ApiError(413, 'Image size must be less than 5MB', undefined, true));
    await user.type(within(dialog).getByLabelText(/^Title/), 'New Book');
    await pickAuthor(user, dialog, 'Ursula K. Le Guin');
    await user.upload(within(dialog).getByLabelText('Cover Image'), pngFile());
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to upload image: Image size must be less than 5MB'),
    );
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add New Book' })).toBeInTheDocument();
  });

  it('omits an empty page count and shows Saving... while busy, ignoring a second submit', async () => {
    const { user, dialog } = await openCreateForm();
    const pending = deferred<unknown>();
    create.mockReturnValue(pending.promise);
    await user.type(within(dialog).getByLabelText(/^Title/), 'Url Book');
    await pickAuthor(user, dialog, 'Ursula K. Le Guin');
    await user.click(within(dialog).getByRole('button', { name: 'Image URL' }));
    await user.type(within(dialog).getByLabelText('Cover Image URL'), 'https://img.example.com/c.png');
    expect(within(dialog).getByAltText('Cover Image preview')).toHaveAttribute('src', 'https://img.example.com/c.png');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));

    const busy = await within(dialog).findByRole('button', { name: /Saving\.\.\./ });
    expect(busy).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(create).toHaveBeenCalledTimes(1);
    const payload = create.mock.calls[0][0];
    expect(payload).not.toHaveProperty('pageCount');
    expect(payload).not.toHaveProperty('publishedDate');
    expect(payload.coverImage).toBe('https://img.example.com/c.png');
    expect(payload.status).toBe('published');

    await act(async () => pending.resolve(book()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a book: prefilled, URL mode for an http cover, Update Book', async () => {
    const user = userEvent.setup();
    update.mockResolvedValue(book());
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await user.click(await screen.findByRole('button', { name: 'Edit A Wizard of Earthsea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Book' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('A Wizard of Earthsea');
    expect(within(dialog).getByRole('combobox', { name: /^Author/ })).toHaveValue('Ursula K. Le Guin');
    expect(within(dialog).getByLabelText('Published Date')).toHaveValue('1968-11-01');
    expect(within(dialog).getByRole('button', { name: 'Image URL' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByLabelText('Cover Image URL')).toHaveValue('https://images.example.com/earthsea.jpg');
    expect(await within(dialog).findByRole('checkbox', { name: 'Fantasy' })).toBeChecked();

    await user.clear(within(dialog).getByLabelText(/^Title/));
    await user.type(within(dialog).getByLabelText(/^Title/), 'Earthsea');
    await user.click(within(dialog).getByRole('button', { name: 'Update Book' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Book updated successfully'));
    expect(update).toHaveBeenCalledWith(
      'b1',
      expect.objectContaining({
        title: 'Earthsea',
        author: 'a1',
        genres: ['g1'],
        pageCount: 205,
        coverImage: 'https://images.example.com/earthsea.jpg',
      }),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('switching to upload clears the cover; a save failure shows the server message and keeps the modal', async () => {
    const user = userEvent.setup();
    update.mockRejectedValue(new ApiError(400, 'Title already taken', undefined, true));
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await user.click(await screen.findByRole('button', { name: 'Edit A Wizard of Earthsea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Book' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload Image' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Book' }));
    expect(await within(dialog).findByText('Cover image is required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Image URL' }));
    await user.type(within(dialog).getByLabelText('Cover Image URL'), 'https://img.example.com/new.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Update Book' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Title already taken'));
    expect(screen.getByRole('dialog', { name: 'Edit Book' })).toBeInTheDocument();
  });

  it('removing our uploaded cover deletes it on the server', async () => {
    const user = userEvent.setup();
    const own = '/api/uploads/0123456789abcdef0123456789abcdef.png';
    list.mockResolvedValue(page([book({ coverImage: own })]));
    (api.upload.remove as jest.Mock).mockResolvedValue(null);
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await user.click(await screen.findByRole('button', { name: 'Edit A Wizard of Earthsea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Book' });
    // A relative (our own) cover does not start with http: upload mode, previewing it.
    expect(within(dialog).getByRole('button', { name: 'Upload Image' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Image removed successfully'));
    expect(api.upload.remove).toHaveBeenCalledWith('0123456789abcdef0123456789abcdef');
    expect(within(dialog).queryByAltText('Cover Image preview')).not.toBeInTheDocument();
  });
});
