import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@book/core';
import { seriesApi } from '../../common/api/series-calls';
import { suggestionsApi } from '../../common/api/suggestions-calls';
import { signInAs } from '../../testing/render';
import { fakeBookPage, me, renderBook } from './book-page-fakes';

jest.setTimeout(30000);

let suggest: jest.SpyInstance;
beforeEach(() => {
  fakeBookPage();
  jest
    .spyOn(seriesApi, 'list')
    .mockResolvedValue([
      { _id: 'x1', name: 'Middle-earth', description: '', entryCount: 3, updatedAt: '2026-01-01T00:00:00.000Z' },
    ]);
  suggest = jest.spyOn(suggestionsApi, 'suggestSeries').mockResolvedValue({ suggested: 1 });
});
afterEach(() => jest.restoreAllMocks());

async function openDialog() {
  const user = userEvent.setup();
  signInAs(me);
  renderBook();
  await user.click(await screen.findByRole('button', { name: 'Suggest for a series' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Suggest for a series' }) };
}

describe('Suggest for a series', () => {
  it('is offered to signed-in readers only', async () => {
    renderBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Hobbit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suggest for a series' })).not.toBeInTheDocument();
  });

  it('suggests the book at a position of a series found by name, and thanks the reader', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Series'), 'middle');
    await user.click(await within(dialog).findByRole('radio', { name: 'Middle-earth' }));
    await user.type(within(dialog).getByLabelText(/^Position in the series/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() => expect(suggest).toHaveBeenCalledWith('b1', { series: 'x1', position: 2 }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thanks! An administrator will add "The Hobbit" as Book 2 of Middle-earth.',
    );
  });

  it('names a new series, and says what is missing or what the server refused', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Name the series');
    await user.type(within(dialog).getByLabelText('Series'), 'Tales of Arda');
    expect(await within(dialog).findByRole('radio', { name: /A new series: .Tales of Arda./ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The position must be a number greater than 0');
    suggest.mockRejectedValueOnce(new ApiError(404, 'Book not found', undefined, true));
    await user.type(within(dialog).getByLabelText(/^Position in the series/), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    await waitFor(() => expect(suggest).toHaveBeenCalledWith('b1', { seriesName: 'Tales of Arda', position: 1.5 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Book not found');
  });
});
