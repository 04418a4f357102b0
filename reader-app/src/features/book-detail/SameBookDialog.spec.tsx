import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@book/core';
import { suggestionsApi } from '../../common/api/suggestions-calls';
import { makeBook, pageOf } from '../../testing/fixtures';
import { signInAs } from '../../testing/render';
import { fakeBookPage, me, renderBook } from './book-page-fakes';

jest.setTimeout(30000);

const hobbit = makeBook({ _id: 'b1', title: 'The Hobbit' });
const hobbitAgain = makeBook({ _id: 'b2', title: 'The Hobbit, or There and Back Again' });

let searchBooks: jest.SpyInstance;
let flag: jest.SpyInstance;

beforeEach(() => {
  fakeBookPage();
  searchBooks = jest.spyOn(api.books, 'list').mockResolvedValue(pageOf([hobbit, hobbitAgain]));
  flag = jest.spyOn(suggestionsApi, 'flagDuplicate').mockResolvedValue({ suggested: 1 });
});
afterEach(() => jest.restoreAllMocks());

/** Opens the dialog on The Hobbit's page and searches for the other book. */
async function openAndSearch(typed = 'hobbit') {
  const user = userEvent.setup();
  signInAs(me);
  renderBook();
  await user.click(await screen.findByRole('button', { name: 'This is the same book as…' }));
  const dialog = screen.getByRole('dialog', { name: 'This is the same book as…' });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Search for the other book' }), typed);
  return { user, dialog };
}

describe('This is the same book as…', () => {
  it('is offered to signed-in readers only', async () => {
    renderBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Hobbit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'This is the same book as…' })).not.toBeInTheDocument();
  });

  it('searches the catalogue for the other book, leaving out this one, and flags the pair', async () => {
    const { user, dialog } = await openAndSearch();
    const results = await within(dialog).findByRole('list', { name: 'Books found' });
    expect(searchBooks).toHaveBeenCalledWith(expect.objectContaining({ search: 'hobbit' }), expect.anything());
    // The book itself is not offered.
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(results).getByRole('button', { name: 'Same book: The Hobbit, or There and Back Again' }));
    expect(flag).toHaveBeenCalledWith('b1', 'b2');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thanks! An administrator will compare "The Hobbit" with "The Hobbit, or There and Back Again".',
    );
    const done = within(dialog).getByText('Close', { selector: 'button' });
    expect(done).toHaveFocus();
    await user.click(done);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the reader had flagged the pair already', async () => {
    flag.mockResolvedValue({ suggested: 0 });
    const { user, dialog } = await openAndSearch();
    await user.click(await within(dialog).findByRole('button', { name: /^Same book/ }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'You have already flagged "The Hobbit" and "The Hobbit, or There and Back Again": an administrator will compare them.',
    );
  });

  it("shows the server's message when the flag is refused, and lets the reader choose again", async () => {
    flag.mockRejectedValueOnce(
      new ApiError(429, 'You can suggest at most 200 rows a day: try again later', undefined, true),
    );
    const { user, dialog } = await openAndSearch();
    await user.click(await within(dialog).findByRole('button', { name: /^Same book/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can suggest at most 200 rows a day: try again later',
    );
    await user.click(within(dialog).getByRole('button', { name: /^Same book/ }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/^Thanks!/);
  });

  it('says when no other book matches the search', async () => {
    searchBooks.mockResolvedValue(pageOf([hobbit]));
    const { dialog } = await openAndSearch('the hobbit');
    expect(await within(dialog).findByText('No other book matches your search.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('list')).not.toBeInTheDocument());
    expect(flag).not.toHaveBeenCalled();
  });
});
