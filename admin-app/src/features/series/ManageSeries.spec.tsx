import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast } from '@book/core';
import { renderAdmin } from '../../testing/render';
import { book, page } from '../../testing/fixtures';
import { seriesApi, type Series, type SeriesSummary } from './api/series-calls';
import ManageSeries from './ManageSeries';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());
jest.setTimeout(20000);

const summary = (over: Partial<SeriesSummary> = {}): SeriesSummary => ({
  _id: 's1',
  name: 'The Harbour Trilogy',
  description: 'A northern port town.',
  entryCount: 2,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const card = (_id: string, title: string) => ({
  _id,
  title,
  coverImage: '',
  author: { _id: 'a1', name: 'Henrik Solberg' },
  averageRating: 0,
  reviewCount: 0,
});
const harbour: Series = {
  _id: 's1',
  name: 'The Harbour Trilogy',
  description: 'A northern port town.',
  updatedAt: '2026-01-01T00:00:00.000Z',
  entries: [
    { position: 1, work: 'b1', bookStatus: 'published', book: card('b1', 'The Long Dark') },
    { position: 2, work: 'b2', bookStatus: 'draft', book: card('b2', 'Fjord Witness') },
  ],
};

let list: jest.SpyInstance;
let update: jest.SpyInstance;
let create: jest.SpyInstance;
let remove: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  list = jest.spyOn(seriesApi, 'list').mockResolvedValue(page([summary(), summary({ _id: 's2', name: 'Zeta' })]));
  jest.spyOn(seriesApi, 'get').mockResolvedValue(harbour);
  update = jest.spyOn(seriesApi, 'update').mockResolvedValue(harbour);
  create = jest.spyOn(seriesApi, 'create').mockResolvedValue(harbour);
  remove = jest.spyOn(seriesApi, 'remove').mockResolvedValue(null);
  (api.books.list as jest.Mock).mockResolvedValue(
    page([book({ _id: 'b3', title: 'Cold Harbour', author: { _id: 'a1', name: 'Henrik Solberg' } })]),
  );
});
afterEach(() => jest.restoreAllMocks());

const entryTitles = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByTestId('series-entry-row')
    .map((row) => [
      within(row).getByRole('spinbutton').getAttribute('value'),
      row.querySelector('.admin-series-entries__title')?.childNodes[0].textContent,
    ]);

async function openEdit() {
  const user = userEvent.setup();
  renderAdmin(<ManageSeries />, { route: '/admin/series' });
  await user.click(await screen.findByRole('button', { name: 'Edit The Harbour Trilogy' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Series' });
  await waitFor(() => expect(entryTitles(dialog)).toHaveLength(2));
  return { user, dialog };
}

describe('Manage Series', () => {
  it('lists the series by name with their books, searched on the server', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageSeries />, { route: '/admin/series' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Series' })).toBeInTheDocument();
    const harbourCard = (await screen.findByRole('heading', { name: 'The Harbour Trilogy' })).closest('article')!;
    expect(within(harbourCard).getByText('A northern port town.')).toBeInTheDocument();
    expect(within(harbourCard).getByText(/2 books/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search series'), 'harb');
    await waitFor(() => expect(list).toHaveBeenCalledWith('harb', expect.anything()));
  });

  it('edits the books: every entry of every status, reordered, re-positioned, removed and added by search', async () => {
    const { user, dialog } = await openEdit();
    expect(entryTitles(dialog)).toEqual([
      ['1', 'The Long Dark'],
      ['2', 'Fjord Witness'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Move Fjord Witness up' }));
    expect(entryTitles(dialog)).toEqual([
      ['1', 'Fjord Witness'],
      ['2', 'The Long Dark'],
    ]);
    await user.click(within(dialog).getByRole('combobox', { name: 'Add a book' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Add a book' }), 'cold');
    await user.click(await within(dialog).findByRole('option', { name: /Cold Harbour/ }));
    expect(entryTitles(dialog)[2]).toEqual(['3', 'Cold Harbour']);
    const position = within(dialog).getByLabelText('Position of Cold Harbour');
    await user.clear(position);
    await user.type(position, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Remove The Long Dark' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Series' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('s1', {
        name: 'The Harbour Trilogy',
        description: 'A northern port town.',
        entries: [
          { work: 'b2', position: 1 },
          { work: 'b3', position: 2.5 },
        ],
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Series updated successfully');
  });

  it('refuses a position shared by two books or not above 0, before asking the server', async () => {
    const { user, dialog } = await openEdit();
    const second = within(dialog).getByLabelText('Position of Fjord Witness');
    await user.clear(second);
    await user.type(second, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Update Series' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Two books cannot share a position');
    await user.clear(second);
    await user.type(second, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Update Series' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Each position must be a number greater than 0');
    expect(update).not.toHaveBeenCalled();
  });

  it("creates a series, and says the server's reason when it refuses", async () => {
    const user = userEvent.setup();
    create.mockRejectedValueOnce(new ApiError(409, 'A series with this name already exists', undefined, true));
    renderAdmin(<ManageSeries />, { route: '/admin/series' });
    await user.click(await screen.findByRole('button', { name: 'Add Series' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Series' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Series' }));
    expect(await within(dialog).findByText('Series Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Series Name/), 'Earthsea');
    await user.click(within(dialog).getByRole('button', { name: 'Create Series' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A series with this name already exists'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Series' }));
    await waitFor(() => expect(create).toHaveBeenLastCalledWith({ name: 'Earthsea', description: '', entries: [] }));
    expect(toast.success).toHaveBeenCalledWith('Series created successfully');
  });

  it('deletes a series after confirmation', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageSeries />, { route: '/admin/series' });
    await user.click(await screen.findByRole('button', { name: 'Delete Zeta' }));
    const confirm = screen.getByRole('dialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this series? Its books stay in the catalogue.');
    await user.click(within(confirm).getByRole('button', { name: /Delete|Confirm/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('s2'));
    expect(toast.success).toHaveBeenCalledWith('Series deleted successfully');
  });
});
