import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@book/core';
import { makeBookCard, makeEntry, makeUser } from '../../testing/fixtures';
import { renderPage, signInAs, silenceToasts } from '../../testing/render';
import ReadingListPage, { ENTRIES_PER_STEP } from './ReadingListPage';

const entries = [
  makeEntry({ _id: 'e1', status: 'reading', book: makeBookCard({ _id: 'b1', title: 'Dune' }) }),
  makeEntry({ _id: 'e2', status: 'wishlist', book: makeBookCard({ _id: 'b2', title: 'Emma' }) }),
  makeEntry({ _id: 'e3', status: 'wishlist', book: makeBookCard({ _id: 'b3', title: 'Ulysses' }) }),
];

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
let list: jest.SpyInstance;

jest.setTimeout(30000);

beforeEach(() => {
  signInAs(makeUser());
  list = jest.spyOn(api.readingList, 'list').mockResolvedValue(entries);
  ({ success, failure } = silenceToasts());
});
afterEach(() => jest.restoreAllMocks());

describe('Reading list', () => {
  it('links to Import & export', async () => {
    renderPage(<ReadingListPage />);
    await screen.findAllByTestId('reading-list-entry');
    expect(screen.getByRole('link', { name: 'Import & export' })).toHaveAttribute('href', '/reading-list/import');
  });

  it('shows each entry with cover, title, author and its status', async () => {
    renderPage(<ReadingListPage />);
    const rows = await screen.findAllByTestId('reading-list-entry');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByAltText('Cover of Dune')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/books/b1');
    expect(within(rows[0]).getByText('by J.R.R. Tolkien')).toBeInTheDocument();
    const select = within(rows[0]).getByLabelText('Status for Dune');
    expect(select).toHaveValue('reading');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Wishlist', 'Currently Reading', 'Completed', 'Favorites', 'Abandoned']);
  });

  it('shows where the reader is in each book they are reading, with the note they logged', async () => {
    const logged = { fraction: 0.3, pageCount: 400, loggedAt: '2026-11-20T10:00:00.000Z' };
    list.mockResolvedValue([
      makeEntry({
        _id: 'e1',
        status: 'reading',
        book: makeBookCard({ _id: 'b1', title: 'Deadfall' }),
        progress: { ...logged, page: 120, percent: null, note: 'The storm begins.' },
      }),
      makeEntry({
        _id: 'e2',
        status: 'reading',
        book: makeBookCard({ _id: 'b2', title: 'Emma' }),
        progress: { ...logged, page: null, pageCount: null, percent: 40, note: '' },
      }),
      makeEntry({ _id: 'e3', status: 'reading', book: makeBookCard({ _id: 'b3', title: 'Ulysses' }) }),
    ]);
    renderPage(<ReadingListPage />);
    const [deadfall, emma, ulysses] = await screen.findAllByTestId('reading-list-entry');
    expect(deadfall).toHaveTextContent('On page 120 of 400 · “The storm begins.”');
    expect(emma).toHaveTextContent('40% through');
    expect(emma).not.toHaveTextContent('·');
    expect(ulysses).not.toHaveTextContent(/On page|through/);
  });

  it('shows a book no longer published by its title only, as no longer available, with no link; its entry can still be removed', async () => {
    const user = userEvent.setup();
    const gone = {
      ...makeEntry({ _id: 'e9', status: 'completed' }),
      book: { _id: 'b9', title: 'Withdrawn Tales', available: false },
    };
    list.mockResolvedValue([gone, ...entries]);
    const remove = jest.spyOn(api.readingList, 'remove').mockResolvedValue(null);
    renderPage(<ReadingListPage />);
    const [row] = await screen.findAllByTestId('reading-list-entry');
    expect(within(row).getByRole('heading', { name: 'Withdrawn Tales' })).toBeInTheDocument();
    expect(within(row).getByText('No longer available')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(row.querySelector('a')).toBeNull();
    expect(within(row).queryByText(/^by /)).toBeNull();
    expect(within(row).getByLabelText('Status for Withdrawn Tales')).toHaveValue('completed');
    await user.click(within(row).getByRole('button', { name: 'Remove Withdrawn Tales' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('e9'));
  });

  it('filters by status with counts', async () => {
    const user = userEvent.setup();
    renderPage(<ReadingListPage />);
    await screen.findAllByTestId('reading-list-entry');
    expect(screen.getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Wishlist 2' }));
    expect(screen.getAllByTestId('reading-list-entry')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Completed 0' })).toBeInTheDocument();
  });

  it('changes the status', async () => {
    const user = userEvent.setup();
    const update = jest.spyOn(api.readingList, 'update').mockResolvedValue({ ...entries[0], status: 'completed' });
    renderPage(<ReadingListPage />);
    await screen.findAllByTestId('reading-list-entry');
    list.mockResolvedValue([{ ...entries[0], status: 'completed' }, entries[1], entries[2]]);
    await user.selectOptions(screen.getByLabelText('Status for Dune'), 'completed');
    expect(update).toHaveBeenCalledWith('e1', { status: 'completed' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Status updated successfully'));
    expect(await screen.findByRole('button', { name: 'Completed 1' })).toBeInTheDocument();
  });

  it('toasts "Failed to update status"', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.readingList, 'update').mockRejectedValue(new ApiError(0, 'x'));
    renderPage(<ReadingListPage />);
    await screen.findAllByTestId('reading-list-entry');
    await user.selectOptions(screen.getByLabelText('Status for Dune'), 'abandoned');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to update status'));
  });

  it('removes a book after confirmation', async () => {
    const user = userEvent.setup();
    const remove = jest.spyOn(api.readingList, 'remove').mockResolvedValue(null);
    renderPage(<ReadingListPage />);
    await screen.findAllByTestId('reading-list-entry');
    await user.click(screen.getByRole('button', { name: 'Remove Emma' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to remove this book from your reading list?',
    });
    list.mockResolvedValue([entries[0], entries[2]]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith('e2');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Book removed from reading list'));
    await waitFor(() => expect(screen.getAllByTestId('reading-list-entry')).toHaveLength(2));
  });

  it('toasts "Failed to remove book"', async () => {
    const user = userEvent.setup();
    jest.spyOn(api.readingList, 'remove').mockRejectedValue(new ApiError(0, 'x'));
    renderPage(<ReadingListPage />);
    await screen.findAllByTestId('reading-list-entry');
    await user.click(screen.getByRole('button', { name: 'Remove Emma' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to remove book'));
  });

  it('shows a long list (an imported library) 50 books at a time, each tab from its start', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 120 }, (_, i) =>
      makeEntry({
        _id: `e${i}`,
        status: i % 2 ? 'completed' : 'wishlist',
        book: makeBookCard({ _id: `b${i}`, title: `Book ${i + 1}` }),
      }),
    );
    list.mockResolvedValue(many);
    renderPage(<ReadingListPage />);
    expect(await screen.findAllByTestId('reading-list-entry')).toHaveLength(ENTRIES_PER_STEP);
    expect(screen.getByText('Showing 50 of 120 books')).toBeInTheDocument();
    // Every book is counted, shown or not.
    expect(screen.getByRole('button', { name: /^All/ })).toHaveTextContent('120');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByTestId('reading-list-entry')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByTestId('reading-list-entry')).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    // Another tab starts again from its first 50.
    await user.click(screen.getByRole('button', { name: /^Completed/ }));
    expect(screen.getAllByTestId('reading-list-entry')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 60 books')).toBeInTheDocument();
  });

  it('says "Your reading list is empty"', async () => {
    list.mockResolvedValue([]);
    renderPage(<ReadingListPage />);
    expect(await screen.findByRole('heading', { name: 'Your reading list is empty' })).toBeInTheDocument();
  });

  it('toasts "Failed to load reading list"', async () => {
    list.mockRejectedValue(new ApiError(0, 'x'));
    renderPage(<ReadingListPage />);
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to load reading list'));
  });

  describe('reading dates', () => {
    it('shows the dates and edits them, refusing a finish before the start', async () => {
      const user = userEvent.setup();
      const dated = makeEntry({
        _id: 'e1',
        status: 'completed',
        startedAt: '2025-01-05T00:00:00.000Z',
        finishedAt: '2025-02-10T00:00:00.000Z',
        book: makeBookCard({ _id: 'b1', title: 'Dune' }),
      });
      list.mockResolvedValue([dated]);
      const update = jest
        .spyOn(api.readingList, 'update')
        .mockResolvedValue({ ...dated, startedAt: '2025-01-03T00:00:00.000Z', finishedAt: null });
      renderPage(<ReadingListPage />);
      const row = await screen.findByTestId('reading-list-entry');
      // The days picked, in every time zone (the tests run in Los Angeles, where these UTC midnights are the evening before).
      const day = (iso: string) =>
        new Date(iso).toLocaleDateString(undefined, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        });
      expect(within(row).getByText(`Started ${day('2025-01-05')} · Finished ${day('2025-02-10')}`)).toBeInTheDocument();
      expect(day('2025-01-05')).toMatch(/\b5\b/);
      await user.click(within(row).getByRole('button', { name: 'Edit dates of Dune' }));
      const form = within(row).getByRole('form', { name: 'Reading dates of Dune' });
      const started = within(form).getByLabelText('Started');
      const finished = within(form).getByLabelText('Finished');
      expect(started).toHaveValue('2025-01-05');
      expect(finished).toHaveValue('2025-02-10');
      await user.clear(finished);
      await user.type(finished, '2025-01-01');
      await user.click(within(form).getByRole('button', { name: 'Save dates' }));
      expect(within(form).getByText('Finish date cannot be before the start date')).toBeInTheDocument();
      expect(update).not.toHaveBeenCalled();
      await user.clear(started);
      await user.type(started, '2025-01-03');
      await user.clear(finished);
      await user.click(within(form).getByRole('button', { name: 'Save dates' }));
      expect(update).toHaveBeenCalledWith('e1', { startedAt: '2025-01-03', finishedAt: null });
      await waitFor(() => expect(success).toHaveBeenCalledWith('Reading dates updated'));
      expect(within(row).queryByRole('form')).toBeNull();
    });

    it("offers dates up to today where the reader is, not UTC's today", async () => {
      // 02:00 UTC on March 5 is still the evening of March 4 in Los Angeles, where the tests run.
      jest.useFakeTimers({ now: new Date('2025-03-05T02:00:00.000Z'), advanceTimers: true });
      try {
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        renderPage(<ReadingListPage />);
        const row = (await screen.findAllByTestId('reading-list-entry'))[1];
        await user.click(within(row).getByRole('button', { name: 'Edit dates of Emma' }));
        expect(within(row).getByLabelText('Started')).toHaveAttribute('max', '2025-03-04');
        expect(within(row).getByLabelText('Finished')).toHaveAttribute('max', '2025-03-04');
      } finally {
        jest.useRealTimers();
      }
    });

    it("shows the server's message when it refuses the dates, keeping the form open", async () => {
      const user = userEvent.setup();
      jest
        .spyOn(api.readingList, 'update')
        .mockRejectedValue(new ApiError(400, 'Start date cannot be in the future', undefined, true));
      renderPage(<ReadingListPage />);
      const row = (await screen.findAllByTestId('reading-list-entry'))[1];
      expect(within(row).getByText(/No reading dates/)).toBeInTheDocument();
      await user.click(within(row).getByRole('button', { name: 'Edit dates of Emma' }));
      await user.type(within(row).getByLabelText('Started'), '2025-03-01');
      await user.click(within(row).getByRole('button', { name: 'Save dates' }));
      await waitFor(() => expect(failure).toHaveBeenCalledWith('Start date cannot be in the future'));
      expect(within(row).getByRole('form', { name: 'Reading dates of Emma' })).toBeInTheDocument();
    });
  });
});
