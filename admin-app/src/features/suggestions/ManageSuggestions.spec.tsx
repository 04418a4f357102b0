import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { api, ApiError, toast, type Suggestion } from '@book/core';
import { nav } from '../../nav';
import { renderAdmin } from '../../testing/render';
import { author, book, genre, page } from '../../testing/fixtures';
import ManageSuggestions from '../../app/SuggestionsScreen';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

const suggestion = (over: Partial<Suggestion> = {}): Suggestion => ({
  _id: 's1',
  title: 'The Left Hand of Darkness',
  author: 'ursula k. le guin',
  isbn: '9780441478125',
  year: 1969,
  pages: 304,
  publisher: 'Ace Books',
  kind: 'book',
  count: 10,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...over,
});

/** Readers' flag that The Hobit (b2) is the same book as The Hobbit (b1). */
const flag = (over: Partial<Suggestion> = {}): Suggestion =>
  suggestion({
    _id: 's3',
    title: 'The Hobit',
    author: 'J.R.R. Tolkien',
    isbn: undefined,
    year: undefined,
    pages: undefined,
    publisher: undefined,
    kind: 'duplicate',
    duplicate: { book: { _id: 'b2', title: 'The Hobit' }, sameAs: { _id: 'b1', title: 'The Hobbit' } },
    count: 3,
    ...over,
  });

/** Where a link led, with the state it carried. */
function StateProbe() {
  const location = useLocation();
  return <output data-testid="state">{JSON.stringify(location.state)}</output>;
}

const AUTHORS = [author(), author({ _id: 'a2', name: 'Frank Herbert' })];
/** The authors the server finds for a search (name contains it, case aside). */
const authorsNamed = (search = '') => AUTHORS.filter((a) => a.name.toLowerCase().includes(search.toLowerCase()));
const authorBox = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /^Author/ });

const list = api.suggestions.list as jest.Mock;
const approve = api.suggestions.approve as jest.Mock;
const dismiss = api.suggestions.dismiss as jest.Mock;
const create = api.books.create as jest.Mock;

beforeEach(() => {
  jest.clearAllMocks();
  list.mockResolvedValue(
    page([
      suggestion(),
      suggestion({
        _id: 's2',
        title: 'Unknown Pamphlet',
        author: '',
        isbn: undefined,
        year: undefined,
        pages: undefined,
        publisher: undefined,
        count: 1,
      }),
    ]),
  );
  (api.authors.page as jest.Mock).mockImplementation(async ({ search }: { search?: string }) =>
    page(authorsNamed(search)),
  );
  (api.genres.list as jest.Mock).mockResolvedValue([genre()]);
});

describe('Suggestions screen', () => {
  it('has its own entry in the Admin menu', () => {
    expect(nav).toContainEqual({ to: '/admin/suggestions', label: 'Suggestions' });
  });

  it('lists open suggestions, most requested first, with count, title, author, ISBN and details', async () => {
    renderAdmin(<ManageSuggestions />, { route: '/admin/suggestions' });
    const row = (await screen.findByText('The Left Hand of Darkness')).closest('tr')!;
    expect(list).toHaveBeenCalledWith({ sort: '-count', page: 1, limit: 50 }, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeInTheDocument();
    expect(within(row).getByText('ursula k. le guin')).toBeInTheDocument();
    expect(within(row).getByText('9780441478125')).toBeInTheDocument();
    expect(within(row).getByText('1969 · 304 pages · Ace Books')).toBeInTheDocument();
    expect(within(row).getByLabelText('10 readers')).toHaveTextContent('10');
    const bare = screen.getByText('Unknown Pamphlet').closest('tr')!;
    expect(within(bare).getByText('None')).toBeInTheDocument();
    expect(within(bare).getByText('Unknown')).toBeInTheDocument();
    expect(within(bare).getByLabelText('1 reader')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 suggestions')).toBeInTheDocument();
  });

  it('sorts newest first on request', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageSuggestions />, { route: '/admin/suggestions' });
    await screen.findByText('The Left Hand of Darkness');
    await user.selectOptions(screen.getByLabelText('Sort suggestions'), 'Newest');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ sort: '-createdAt', page: 1, limit: 50 }, expect.anything()),
    );
  });

  it('shows the empty state and a load failure', async () => {
    list.mockResolvedValueOnce(page([]));
    const { unmount } = renderAdmin(<ManageSuggestions />, { route: '/admin/suggestions' });
    expect(await screen.findByText('No suggestions')).toBeInTheDocument();
    unmount();
    list.mockRejectedValue(new ApiError(503, 'down', undefined, true));
    renderAdmin(<ManageSuggestions />, { route: '/admin/suggestions' });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to load suggestions', { id: 'Failed to load suggestions' });
  });

  it('Approve opens Add New Book pre-filled; saving it approves with the new book id', async () => {
    const user = userEvent.setup();
    create.mockResolvedValue(book({ _id: 'new-book', title: 'The Left Hand of Darkness' }));
    approve.mockResolvedValue({ linked: 10 });
    renderAdmin(<ManageSuggestions />, { route: '/admin/suggestions' });
    await user.click(await screen.findByRole('button', { name: 'Approve The Left Hand of Darkness' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Book' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('The Left Hand of Darkness');
    expect(within(dialog).getByLabelText('ISBN')).toHaveValue('9780441478125');
    expect(within(dialog).getByLabelText('Published Date')).toHaveValue('1969-01-01');
    expect(within(dialog).getByLabelText('Page Count')).toHaveValue(304);
    expect(within(dialog).getByLabelText('Publisher')).toHaveValue('Ace Books');
    // The author of that name (case aside) is searched on the server and picked.
    await waitFor(() => expect(authorBox(dialog)).toHaveValue('Ursula K. Le Guin'));
    expect(api.authors.page).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'ursula k. le guin' }),
      expect.anything(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Image URL' }));
    await user.type(within(dialog).getByLabelText('Cover Image URL'), 'https://img.example.com/lhod.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));

    await waitFor(() => expect(approve).toHaveBeenCalledWith('s1', 'new-book'));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'The Left Hand of Darkness',
        author: 'a1',
        isbn: '9780441478125',
        publishedDate: '1969-01-01',
        pageCount: 304,
        publisher: 'Ace Books',
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Book created successfully');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Suggestion approved: 10 readers linked to The Left Hand of Darkness'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('leaves the author to the admin when none has that name; a cancelled modal approves nothing', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([suggestion({ author: 'Nobody Known' })]));
    renderAdmin(<ManageSuggestions />, { route: '/admin/suggestions' });
    await user.click(await screen.findByRole('button', { name: 'Approve The Left Hand of Darkness' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Book' });
    await waitFor(() =>
      expect(api.authors.page).toHaveBeenCalledWith(
        expect.objectContaining({ search: 'Nobody Known' }),
        expect.anything(),
      ),
    );
    expect(authorBox(dialog)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(approve).not.toHaveBeenCalled();
  });

  it("shows the server's message when the approval fails", async () => {
    const user = userEvent.setup();
    create.mockResolvedValue(book({ _id: 'new-book' }));
    approve.mockRejectedValue(new ApiError(404, 'Suggestion not found', undefined, true));
    renderAdmin(<ManageSuggestions />, { route: '/admin/suggestions' });
    await user.click(await screen.findByRole('button', { name: 'Approve The Left Hand of Darkness' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Book' });
    await waitFor(() => expect(authorBox(dialog)).toHaveValue('Ursula K. Le Guin'));
    await user.click(within(dialog).getByRole('button', { name: 'Image URL' }));
    await user.type(within(dialog).getByLabelText('Cover Image URL'), 'https://img.example.com/lhod.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Create Book' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Suggestion not found'));
  });

  it('dismisses after a confirmation; cancelling keeps it', async () => {
    const user = userEvent.setup();
    dismiss.mockResolvedValue(null);
    renderAdmin(<ManageSuggestions />, { route: '/admin/suggestions' });
    await user.click(await screen.findByRole('button', { name: 'Dismiss Unknown Pamphlet' }));
    let confirmDialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to dismiss this suggestion?',
    });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Cancel' }));
    expect(dismiss).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Dismiss Unknown Pamphlet' }));
    confirmDialog = await screen.findByRole('dialog', { name: 'Are you sure you want to dismiss this suggestion?' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(dismiss).toHaveBeenCalledWith('s2'));
    expect(toast.success).toHaveBeenCalledWith('Suggestion dismissed');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it("shows readers' flag of two books as the same book with its count, and no Approve", async () => {
    list.mockResolvedValue(page([flag(), flag({ _id: 's4', count: 1 })]));
    renderAdmin(<ManageSuggestions />, { route: '/admin/suggestions' });
    const row = (await screen.findByText('Readers say The Hobit and The Hobbit are the same book')).closest('tr')!;
    expect(within(row).getByLabelText('3 readers')).toHaveTextContent('3');
    expect(screen.getByText('A reader says The Hobit and The Hobbit are the same book')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Dismiss The Hobit and The Hobbit' })).toBeInTheDocument();
  });

  it('Compare and merge opens Merge Duplicates with both books chosen, the flagged one as the duplicate', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([flag()]));
    renderAdmin(
      <>
        <ManageSuggestions />
        <StateProbe />
      </>,
      { route: '/admin/suggestions' },
    );
    await user.click(await screen.findByRole('link', { name: 'Compare and merge The Hobit and The Hobbit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/merges$/));
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      merge: { _id: 'b2', name: 'The Hobit' },
      keep: { _id: 'b1', name: 'The Hobbit' },
    });
  });

  it("dismisses readers' flag as any suggestion", async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(page([flag()]));
    dismiss.mockResolvedValue(null);
    renderAdmin(<ManageSuggestions />, { route: '/admin/suggestions' });
    await user.click(await screen.findByRole('button', { name: 'Dismiss The Hobit and The Hobbit' }));
    const confirmDialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to dismiss this suggestion?',
    });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(dismiss).toHaveBeenCalledWith('s3'));
  });
});
