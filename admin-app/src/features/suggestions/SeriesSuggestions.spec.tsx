import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast, type Suggestion } from '@book/core';
import { renderAdmin } from '../../testing/render';
import { page } from '../../testing/fixtures';
import ManageSuggestions from '../../app/SuggestionsScreen';
import { seriesEntryApproval } from './api/suggestions-mutations';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

/** Readers' suggestion that Caliban's War (b2) is Book 2 of The Expanse. */
const placed = (over: Partial<Suggestion> = {}): Suggestion => ({
  _id: 's9',
  title: "Caliban's War",
  author: 'James S. A. Corey',
  kind: 'series',
  seriesEntry: {
    book: { _id: 'b2', title: "Caliban's War" },
    series: { _id: 'x1', name: 'The Expanse' },
    position: 2,
  },
  count: 2,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...over,
});

let approveEntry: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  (api.suggestions.list as jest.Mock).mockResolvedValue(
    page([
      placed(),
      placed({
        _id: 's10',
        title: 'The Fifth Season',
        seriesEntry: {
          book: { _id: 'b5', title: 'The Fifth Season' },
          series: { _id: null, name: 'Broken Earth' },
          position: 1,
        },
        count: 1,
      }),
    ]),
  );
  approveEntry = jest.spyOn(seriesEntryApproval, 'approve').mockResolvedValue({ linked: 0 });
});
afterEach(() => jest.restoreAllMocks());

describe('Suggestions: books readers place in a series', () => {
  it('says which book of which series readers say it is, a new series as such', async () => {
    renderAdmin(<ManageSuggestions />, { route: '/admin/suggestions' });
    expect(await screen.findByText("Readers say Caliban's War is Book 2 of The Expanse")).toBeInTheDocument();
    expect(
      screen.getByText('A reader says The Fifth Season is Book 1 of Broken Earth (a new series)'),
    ).toBeInTheDocument();
  });

  it('adds the book to the series when approved, and says why when the server refuses', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageSuggestions />, { route: '/admin/suggestions' });
    await user.click(await screen.findByRole('button', { name: "Add Caliban's War to The Expanse" }));
    await waitFor(() => expect(approveEntry).toHaveBeenCalledWith('s9'));
    expect(toast.success).toHaveBeenCalledWith("Caliban's War added as Book 2 of The Expanse");
    expect(api.suggestions.approve).not.toHaveBeenCalled();

    approveEntry.mockRejectedValueOnce(
      new ApiError(409, 'Book 1 of Broken Earth is another book already', undefined, true),
    );
    const row = screen.getByText(/The Fifth Season is Book 1/).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Add The Fifth Season to Broken Earth' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Book 1 of Broken Earth is another book already'));
  });
});
