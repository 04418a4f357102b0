import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast, useSession } from '@book/core';
import { ISBN_INVALID } from '@book/rules';
import ManageBooks from './ManageBooks';
import { pickAuthor, renderAdmin } from '../../testing/render';
import { author, book, deferred, genre, page, pngFile, user as mkUser } from '../../testing/fixtures';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

const list = api.books.list as jest.Mock;
const create = api.books.create as jest.Mock;
const update = api.books.update as jest.Mock;
const removeBook = api.books.remove as jest.Mock;
const upload = api.upload.image as jest.Mock;
const authorsPage = api.authors.page as jest.Mock;
/** The authors the server knows; a search finds those whose name contains it (case aside). */
const AUTHORS = [author({ _id: 'a2', name: 'Frank Herbert' }), author()];

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  useSession.setState({ token: null, user: null, status: 'anonymous' });
  list.mockResolvedValue(
    page([
      book(),
      book({
        _id: 'b2',
        title: 'Dune Draft',
        author: null,
        genres: [],
        status: 'draft',
        reviewCount: 0,
        averageRating: 0,
      }),
    ]),
  );
  authorsPage.mockImplementation(async ({ search = '' }: { search?: string }) =>
    page(AUTHORS.filter((a) => a.name.toLowerCase().includes(search.toLowerCase()))),
  );
  (api.genres.list as jest.Mock).mockResolvedValue([
    genre(),
    genre({ _id: 'g2', name: 'Classic' }),
    genre({ _id: 'g3', name: 'Sci-Fi' }),
  ]);
});

async function openCreateForm() {
  const user = userEvent.setup();
  renderAdmin(<ManageBooks />, { route: '/admin/books' });
  await screen.findByText('A Wizard of Earthsea');
  await user.click(screen.getByRole('button', { name: 'Add Book' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Book' });
  await within(dialog).findByRole('checkbox', { name: 'Classic' });
  return { user, dialog };
}

describe('Manage Books list', () => {
  it('lists every status from the server, 100 per page, with the table columns', async () => {
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    const row = (await screen.findByText('A Wizard of Earthsea')).closest('tr')!;
    expect(list).toHaveBeenCalledWith({ status: 'all', search: undefined, page: 1, limit: 100 }, expect.anything());
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

  it('searches on the server, debounced', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await screen.findByText('A Wizard of Earthsea');
    list.mockResolvedValue(page([book({ _id: 'b9', title: 'Herbert Found' })]));
    await user.type(screen.getByLabelText('Search books'), 'Herbert');
    await screen.findByText('Herbert Found');
    const searched = list.mock.calls.filter(([q]) => q.search);
    expect(searched).toHaveLength(1);
    expect(searched[0][0]).toEqual({ status: 'all', search: 'Herbert', page: 1, limit: 100 });
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
    expect(list).toHaveBeenLastCalledWith({ status: 'all', search: undefined, page: 2, limit: 100 }, expect.anything());
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

describe('Author picker of the book form', () => {
  const box = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /^Author/ });
  const choices = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('listbox', { name: /^Author/ }))
      .queryAllByRole('option')
      .map((o) => o.textContent);

  it('lists the first 20 authors by name when opened, without downloading every author', async () => {
    const { user, dialog } = await openCreateForm();
    expect(authorsPage).not.toHaveBeenCalled();
    await user.click(box(dialog));
    expect(await within(dialog).findByRole('option', { name: 'Frank Herbert' })).toBeInTheDocument();
    expect(choices(dialog)).toEqual(['Frank Herbert', 'Ursula K. Le Guin']);
    expect(authorsPage).toHaveBeenCalledWith(
      { sort: 'name', search: undefined, page: 1, limit: 20 },
      expect.anything(),
    );
    expect(api.authors.list).not.toHaveBeenCalled();
  });

  it('searches on the server as the admin types, and the keyboard chooses', async () => {
    const { user, dialog } = await openCreateForm();
    await user.type(box(dialog), 'ursu');
    await waitFor(() =>
      expect(authorsPage).toHaveBeenLastCalledWith(
        { sort: 'name', search: 'ursu', page: 1, limit: 20 },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(choices(dialog)).toEqual(['Ursula K. Le Guin']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box(dialog)).toHaveValue('Ursula K. Le Guin');
    expect(choices(dialog)).toEqual([]);
  });

  it('says "No authors found" when the search finds none', async () => {
    const { user, dialog } = await openCreateForm();
    await user.type(box(dialog), 'zzz');
    expect(await within(dialog).findByText('No authors found')).toBeInTheDocument();
  });

  it('clearing the text clears the author: the form then requires one', async () => {
    const { user, dialog } = await openCreateForm();
    await pickAuthor(user, dialog, 'Frank Herbert');
    await user.clear(box(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    expect(await within(dialog).findByText('Author is required')).toBeInTheDocument();
    expect(box(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(box(dialog)).toHaveAccessibleDescription('Author is required');
  });
});

describe('Book form', () => {
  it('says the genres failed to load (not that there are none) and loads them again on "Try again"', async () => {
    const genresList = api.genres.list as jest.Mock;
    genresList.mockRejectedValueOnce(new ApiError(503, 'The service is temporarily unavailable.'));
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

describe('Book form ISBN', () => {
  async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    await user.type(within(dialog).getByLabelText(/^Title/), 'Dune');
    await pickAuthor(user, dialog, 'Frank Herbert');
    await user.click(within(dialog).getByRole('button', { name: 'Image URL' }));
    await user.type(within(dialog).getByLabelText('Cover Image URL'), 'https://img.example.com/dune.jpg');
  }

  it('refuses an ISBN with a wrong check digit before calling the server', async () => {
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('ISBN'), '978-0-441-17271-8');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    expect(await within(dialog).findByText(ISBN_INVALID)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ISBN')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('sends a valid ISBN as typed (the server normalises it)', async () => {
    create.mockResolvedValue(book());
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('ISBN'), '0-441-17271-7');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Book created successfully'));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Dune', isbn: '0-441-17271-7' }));
  });

  it("shows the server's 409 at the ISBN field and in the toast, keeping the modal open", async () => {
    create.mockRejectedValue(new ApiError(409, 'A book with this ISBN already exists', undefined, true));
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('ISBN'), '9780441172719');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A book with this ISBN already exists'));
    expect(within(dialog).getByText('A book with this ISBN already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ISBN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add New Book' })).toBeInTheDocument();
  });

  it("shows the server's 400 for the ISBN at the field", async () => {
    create.mockRejectedValue(
      new ApiError(400, 'Validation failed', { isbn: ['ISBN must be a valid ISBN-10 or ISBN-13'] }, true),
    );
    const { user, dialog } = await openCreateForm();
    await fillRequired(user, dialog);
    await user.type(within(dialog).getByLabelText('ISBN'), '9780441172719');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    expect(await within(dialog).findByText('ISBN must be a valid ISBN-10 or ISBN-13')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Validation failed');
  });

  it('edits the ISBN of a book; clearing it sends null', async () => {
    update.mockResolvedValue(book());
    list.mockResolvedValue(page([book({ isbn: '9780441172719' })]));
    const user = userEvent.setup();
    renderAdmin(<ManageBooks />, { route: '/admin/books' });
    await user.click(await screen.findByRole('button', { name: 'Edit A Wizard of Earthsea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Book' });
    expect(within(dialog).getByLabelText('ISBN')).toHaveValue('9780441172719');
    await user.clear(within(dialog).getByLabelText('ISBN'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Book' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('b1', expect.objectContaining({ isbn: null })));
  });
});

describe('a session that ends mid-edit (a 401 sends the administrator to /login and back)', () => {
  const signInAs = (id: string) =>
    useSession.setState({ token: 't', user: mkUser({ _id: id, role: 'admin' }), status: 'authenticated' });
  // The screen as the administrator arrives on it (after signing in again): a fresh mount.
  const arrive = () => renderAdmin(<ManageBooks />, { route: '/admin/books' });
  beforeEach(() => signInAs('admin1'));

  it('opens the form again with what was typed, a new book or the edit of one, until it is cancelled or saved', async () => {
    const user = userEvent.setup();
    let screenNow = arrive();
    await screen.findByText('A Wizard of Earthsea');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Book' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Half-written');
    await user.type(within(dialog).getByLabelText('Description'), 'A long description the admin typed');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Classic' }));
    screenNow.unmount();

    screenNow = arrive();
    const again = await screen.findByRole('dialog', { name: 'Add New Book' });
    expect(within(again).getByLabelText(/^Title/)).toHaveValue('Half-written');
    expect(within(again).getByLabelText('Description')).toHaveValue('A long description the admin typed');
    expect(await within(again).findByRole('checkbox', { name: 'Classic' })).toBeChecked();
    // Cancelled: forgotten.
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    screenNow.unmount();
    screenNow = arrive();
    await screen.findByText('A Wizard of Earthsea');
    expect(screen.queryByRole('dialog')).toBeNull();

    // The edit of a book, kept the same way, and forgotten once saved.
    await user.click(screen.getByRole('button', { name: 'Edit A Wizard of Earthsea' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Book' });
    await user.clear(within(edit).getByLabelText(/^Title/));
    await user.type(within(edit).getByLabelText(/^Title/), 'Earthsea, revised');
    screenNow.unmount();
    screenNow = arrive();
    const editAgain = await screen.findByRole('dialog', { name: 'Edit Book' });
    expect(within(editAgain).getByLabelText(/^Title/)).toHaveValue('Earthsea, revised');
    expect(within(editAgain).getByLabelText('Cover Image URL')).toHaveValue('https://images.example.com/earthsea.jpg');
    update.mockResolvedValue(book({ title: 'Earthsea, revised' }));
    await user.click(within(editAgain).getByRole('button', { name: 'Update Book' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Book updated successfully'));
    expect(update).toHaveBeenCalledWith('b1', expect.objectContaining({ title: 'Earthsea, revised' }));
    screenNow.unmount();
    arrive();
    await screen.findByText('A Wizard of Earthsea');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("never shows one administrator's draft to another signing in on the tab", async () => {
    const user = userEvent.setup();
    const first = arrive();
    await user.click(await screen.findByRole('button', { name: 'Add Book' }));
    await user.type(
      within(await screen.findByRole('dialog', { name: 'Add New Book' })).getByLabelText(/^Title/),
      'Mine only',
    );
    first.unmount();
    signInAs('admin2');
    arrive();
    await screen.findByText('A Wizard of Earthsea');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
