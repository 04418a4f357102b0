import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast, useSession } from '@book/core';
import ManageAuthors from './ManageAuthors';
import { renderAdmin } from '../../testing/render';
import { author, deferred, page, pngFile, user as mkUser } from '../../testing/fixtures';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

const list = api.authors.page as jest.Mock;
const create = api.authors.create as jest.Mock;
const update = api.authors.update as jest.Mock;
const upload = api.upload.image as jest.Mock;

const achebe = author({
  _id: 'a2',
  name: 'Chinua Achebe',
  nationality: 'Nigerian',
  birthDate: '1930-11-16T00:00:00.000Z',
  avatar: 'https://img.example.com/achebe.jpg',
  bookCount: 1,
});

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  useSession.setState({ token: null, user: null, status: 'anonymous' });
  // The server sorts (by name) and searches: the screen shows its pages as they come.
  list.mockResolvedValue(page([author(), achebe], { limit: 50 }));
});

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Manage Authors', () => {
  it('shows the cards: name, nationality, Born year, biography, book count', async () => {
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    const card = (await screen.findByRole('heading', { name: 'Ursula K. Le Guin' })).closest('article')!;
    expect(within(card).getByText('American')).toBeInTheDocument();
    expect(within(card).getByText('Born 1929')).toBeInTheDocument();
    expect(within(card).getByText('Wrote Earthsea.')).toHaveClass('admin-clamp-3');
    expect(within(card).getByText(/2 books/)).toBeInTheDocument();
    expect(within(card).getByTestId('author-avatar-fallback')).toBeInTheDocument();
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

  it('requires a name', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await user.click(await screen.findByRole('button', { name: 'Add Author' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Author' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Author' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('uploads the chosen image first and saves even when that upload fails', async () => {
    const user = userEvent.setup();
    upload.mockRejectedValue(new ApiError(500, 'disk full', undefined, true));
    create.mockResolvedValue(author());
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await user.click(await screen.findByRole('button', { name: 'Add Author' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Author' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Octavia Butler');
    await user.upload(within(dialog).getByLabelText('Profile Image'), pngFile());
    await user.type(within(dialog).getByLabelText('Nationality'), 'American');
    await user.type(within(dialog).getByLabelText('Birth Date'), '1947-06-22');
    await user.type(within(dialog).getByLabelText('Biography'), 'Kindred.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Author' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Author created successfully'));
    expect(toast.error).toHaveBeenCalledWith('Failed to upload image');
    expect(upload.mock.invocationCallOrder[0]).toBeLessThan(create.mock.invocationCallOrder[0]);
    expect(create).toHaveBeenCalledWith({
      name: 'Octavia Butler',
      nationality: 'American',
      biography: 'Kindred.',
      birthDate: '1947-06-22',
      avatar: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('saves with the uploaded image URL', async () => {
    const user = userEvent.setup();
    upload.mockResolvedValue({ data: { url: '/api/uploads/ffff.png' } });
    update.mockResolvedValue(author());
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await user.click(await screen.findByRole('button', { name: 'Edit Ursula K. Le Guin' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Author' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Ursula K. Le Guin');
    expect(within(dialog).getByLabelText('Birth Date')).toHaveValue('1929-10-21');
    await user.upload(within(dialog).getByLabelText('Profile Image'), pngFile());
    await user.click(within(dialog).getByRole('button', { name: 'Update Author' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Author updated successfully'));
    expect(toast.success).toHaveBeenCalledWith('Image uploaded successfully');
    expect(update).toHaveBeenCalledWith('a1', expect.objectContaining({ avatar: '/api/uploads/ffff.png' }));
  });

  it('opens an author with an http avatar in Image URL mode, previewing it', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await user.click(await screen.findByRole('button', { name: 'Edit Chinua Achebe' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Author' });
    expect(within(dialog).getByRole('button', { name: 'Image URL' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByAltText('Profile Image preview')).toHaveAttribute(
      'src',
      'https://img.example.com/achebe.jpg',
    );
    // Removing a foreign image never calls the server; the field is cleared.
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(api.upload.remove).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Profile Image URL')).toHaveValue('');
  });

  it('reports a save failure with the fallback text', async () => {
    const user = userEvent.setup();
    update.mockRejectedValue(new ApiError(0, 'Network error'));
    renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    await user.click(await screen.findByRole('button', { name: 'Edit Ursula K. Le Guin' }));
    await user.click(screen.getByRole('button', { name: 'Update Author' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save author'));
    expect(screen.getByRole('dialog', { name: 'Edit Author' })).toBeInTheDocument();
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

describe('a session that ends mid-edit (a 401 sends the administrator to /login and back)', () => {
  it("opens the author's form again with the biography being written and the image's address, until it is cancelled", async () => {
    useSession.setState({ token: 't', user: mkUser({ _id: 'admin1', role: 'admin' }), status: 'authenticated' });
    const user = userEvent.setup();
    const arrive = () => renderAdmin(<ManageAuthors />, { route: '/admin/authors' });
    let screenNow = arrive();
    await user.click(await screen.findByRole('button', { name: 'Edit Chinua Achebe' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Author' });
    await user.clear(within(dialog).getByLabelText('Biography'));
    await user.type(within(dialog).getByLabelText('Biography'), 'Half of a long biography');
    screenNow.unmount();

    screenNow = arrive();
    const again = await screen.findByRole('dialog', { name: 'Edit Author' });
    expect(within(again).getByLabelText(/^Name/)).toHaveValue('Chinua Achebe');
    expect(within(again).getByLabelText('Biography')).toHaveValue('Half of a long biography');
    expect(within(again).getByLabelText('Profile Image URL')).toHaveValue('https://img.example.com/achebe.jpg');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    screenNow.unmount();
    arrive();
    await screen.findByRole('button', { name: 'Edit Chinua Achebe' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
