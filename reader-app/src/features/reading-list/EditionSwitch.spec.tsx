import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, type ReadingListEntry } from '@book/core';
import { editionsApi, type BookFormat, type Edition } from '../../common/api/editions-calls';
import { makeBookCard, makeEntry, makeUser } from '../../testing/fixtures';
import { renderPage, signInAs, silenceToasts } from '../../testing/render';
import ReadingListPage from './ReadingListPage';

jest.setTimeout(30000);

/** An entry of Dune, whose book (its edition) is b1 in `format`. */
const duneEntry = (book = 'b1', format: BookFormat | null = 'hardcover'): ReadingListEntry =>
  makeEntry({
    _id: 'e1',
    status: 'reading',
    work: 'w1',
    book: { ...makeBookCard({ _id: book, title: 'Dune' }), format },
  });

const edition = (fields: Partial<Edition>): Edition => ({
  _id: 'b2',
  title: 'Dune',
  format: 'paperback',
  publishedDate: '1990-09-01T00:00:00.000Z',
  language: 'English',
  coverImage: '',
  status: 'published',
  ...fields,
});

let list: jest.SpyInstance;
let listEditions: jest.SpyInstance;
let switchEntry: jest.SpyInstance;
let success: jest.SpyInstance;
let failure: jest.SpyInstance;

beforeEach(() => {
  signInAs(makeUser());
  list = jest.spyOn(api.readingList, 'list').mockResolvedValue([duneEntry()]);
  listEditions = jest
    .spyOn(editionsApi, 'list')
    .mockResolvedValue([edition({}), edition({ _id: 'b3', title: 'Dune (Illustrated)', format: null, language: '' })]);
  switchEntry = jest.spyOn(editionsApi, 'switchEntry').mockImplementation(async (_id, book) => {
    list.mockResolvedValue([duneEntry(book, 'paperback')]);
    return duneEntry(book, 'paperback');
  });
  ({ success, failure } = silenceToasts());
});
afterEach(() => jest.restoreAllMocks());

/** Opens Dune's "Switch edition" with the keyboard. */
async function openSwitch() {
  const user = userEvent.setup();
  renderPage(<ReadingListPage />);
  const row = await screen.findByTestId('reading-list-entry');
  const toggle = within(row).getByRole('button', { name: 'Switch edition of Dune' });
  toggle.focus();
  await user.keyboard('{Enter}');
  return { user, row, toggle };
}

describe("A reading-list entry's edition", () => {
  it("shows the edition's format when it is known", async () => {
    list.mockResolvedValue([duneEntry(), { ...duneEntry('b5', null), _id: 'e5' }]);
    renderPage(<ReadingListPage />);
    const [dune, unknown] = await screen.findAllByTestId('reading-list-entry');
    expect(within(dune).getByTestId('entry-format')).toHaveTextContent('Hardcover');
    expect(within(unknown).queryByTestId('entry-format')).not.toBeInTheDocument();
    // The editions are read only when asked for: not once per entry of a long list.
    expect(listEditions).not.toHaveBeenCalled();
  });

  it("offers the work's editions in a labelled select, and switching sends the chosen book and says so", async () => {
    const { user, toggle } = await openSwitch();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const select = await screen.findByRole('combobox', { name: 'Edition of Dune' });
    expect(listEditions).toHaveBeenCalledWith('b1', expect.anything());
    expect(select).toHaveFocus();
    expect(select).toHaveValue('b1');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Hardcover (yours)', 'Paperback · 1990 · English', 'Edition · 1990: Dune (Illustrated)']);
    await user.selectOptions(select, 'b2');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Edition updated successfully'));
    expect(switchEntry).toHaveBeenCalledWith('e1', 'b2');
    expect(await screen.findByTestId('entry-format')).toHaveTextContent('Paperback');
    expect(screen.getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/books/b2');
  });

  it("says why when the switch is refused, and keeps the reader's edition", async () => {
    switchEntry.mockRejectedValue(new ApiError(400, 'That edition belongs to another book', undefined, true));
    const { user } = await openSwitch();
    const select = await screen.findByRole('combobox', { name: 'Edition of Dune' });
    await user.selectOptions(select, 'b2');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('That edition belongs to another book'));
    expect(select).toHaveValue('b1');
    expect(success).not.toHaveBeenCalled();
  });

  it('says so when the work has no other edition, and Done gives the focus back', async () => {
    listEditions.mockResolvedValue([]);
    const { user, toggle } = await openSwitch();
    expect(await screen.findByText('This book has no other editions.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Edition of Dune' })).not.toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when the editions cannot be read, with a retry', async () => {
    listEditions.mockRejectedValueOnce(new ApiError(503, 'Service unavailable'));
    const { user, row } = await openSwitch();
    expect(await within(row).findByRole('alert')).toHaveTextContent('Editions could not be loaded.');
    await user.click(within(row).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Edition of Dune' })).toBeInTheDocument();
  });
});
