import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast } from '@book/core';
import { mergesApi, type CatalogueJob, type MergePreview } from '../../common/api/merges-calls';
import { adminKeys } from '../../common/query-keys';
import { renderAdmin } from '../../testing/render';
import { author, book, page } from '../../testing/fixtures';
import { catalogueJob, expectJobProgress, expectJobStopped, pickRecord, startJob } from '../../testing/merges';
import MergeDuplicates from './MergeDuplicates';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());
jest.setTimeout(20000);

const hobbit = book({ _id: 'b1', title: 'The Hobbit', author: { _id: 'a1', name: 'J.R.R. Tolkien' } });
const hobbitAgain = book({ _id: 'b2', title: 'The Hobit', author: { _id: 'a1', name: 'J.R.R. Tolkien' } });

const bookPreview = (over: Partial<MergePreview> = {}): MergePreview => ({
  kind: 'books',
  keep: hobbit,
  merge: hobbitAgain,
  fields: [
    { name: 'title', label: 'Title', keep: 'The Hobbit', merge: 'The Hobit', differs: true },
    { name: 'publisher', label: 'Publisher', keep: null, merge: 'Allen & Unwin', differs: true },
    { name: 'pageCount', label: 'Pages', keep: 310, merge: 310, differs: false },
  ],
  moves: { reviews: 3, listEntries: 2, likes: 5, comments: 1, activity: 4, suggestions: 0, reports: 1 },
  conflicts: {
    reviews: [{ _id: 'u1', username: 'ana' }],
    listEntries: [
      { _id: 'u1', username: 'ana' },
      { _id: 'u2', username: '' },
    ],
  },
  rules: [
    'A reader who reviewed both keeps the newer review; the other is archived and they are told.',
    'A reader with both on their list keeps one entry: the status furthest along and the earliest dates.',
  ],
  resumes: false,
  ...over,
});

/** A merge's job on the server: running at its second step unless told otherwise. */
const job = (over: Partial<CatalogueJob> = {}) => catalogueJob({ kind: 'merge-books', steps: 8, ...over });
const doneJob = job({ status: 'done', step: 8, stepLabel: 'Writing the merge log', result: hobbit });

let preview: jest.SpyInstance;
let merge: jest.SpyInstance;
let readJob: jest.SpyInstance;

beforeEach(() => {
  (api.books.list as jest.Mock).mockResolvedValue(page([hobbit, hobbitAgain]));
  (api.authors.page as jest.Mock).mockResolvedValue(
    page([author({ _id: 'a1' }), author({ _id: 'a2', name: 'U. K. Le Guin' })]),
  );
  preview = jest.spyOn(mergesApi, 'preview').mockResolvedValue(bookPreview());
  merge = jest.spyOn(mergesApi, 'merge').mockResolvedValue(job());
  readJob = jest.spyOn(mergesApi, 'job').mockResolvedValue(doneJob);
});
afterEach(() => jest.restoreAllMocks());

const renderMerges = (state?: unknown) => renderAdmin(<MergeDuplicates />, { route: '/admin/merges', state });

describe('Merge Duplicates', () => {
  it('finds both books by search, then previews every field side by side, what moves and the conflicts', async () => {
    const user = userEvent.setup();
    renderMerges();
    expect(screen.getByRole('heading', { level: 1, name: 'Merge Duplicates' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Books' })).toBeChecked();

    await pickRecord(user, 'Duplicate book', 'hobit', /^The Hobit/);
    expect(api.books.list).toHaveBeenCalledWith(
      { search: 'hobit', page: 1, limit: 20, status: 'all', editions: 'all' },
      expect.anything(),
    );
    expect(preview).not.toHaveBeenCalled();
    // The duplicate is not offered as the record to keep.
    const keepBox = screen.getByRole('combobox', { name: 'Book to keep' });
    await user.type(keepBox, 'hobbit');
    expect(await screen.findByRole('option', { name: /^The Hobbit/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^The Hobit/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /^The Hobbit/ }));

    const panel = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveBeenCalledWith({ kind: 'books', keep: 'b1', merge: 'b2' }, expect.anything());
    const rows = within(panel).getAllByTestId('admin-merge-field');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Title', 'Publisher', 'Pages']);
    // Each differing field offers both values, the kept record's chosen; an equal one is shown, not chosen.
    expect(within(rows[0]).getByRole('radio', { name: 'Title: The Hobbit' })).toBeChecked();
    expect(within(rows[0]).getByRole('radio', { name: 'Title: The Hobit' })).not.toBeChecked();
    expect(within(rows[1]).getByRole('radio', { name: 'Publisher: Not set' })).toBeChecked();
    expect(within(rows[2]).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(rows[2]).getAllByText('310')).toHaveLength(2);

    const moves = within(panel).getByTestId('admin-merge-moves');
    expect(within(moves).getByText('3 reviews and ratings')).toBeInTheDocument();
    expect(within(moves).getByText('2 reading-list entries')).toBeInTheDocument();
    expect(within(moves).getByText('1 report')).toBeInTheDocument();
    // A book moves no books: only an author's preview counts them.
    expect(within(moves).queryByText(/book/)).not.toBeInTheDocument();
    const conflicts = within(panel).getByTestId('admin-merge-conflicts');
    expect(within(conflicts).getByText('1 reader reviewed both: ana')).toBeInTheDocument();
    expect(
      within(conflicts).getByText('2 readers have both on their list: ana, a deleted account'),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/keeps the newer review/)).toBeInTheDocument();
  });

  it("merges with the values chosen per field once confirmed, shows its job's progress, then says so and starts over", async () => {
    const user = userEvent.setup();
    const { queryClient } = renderMerges();
    const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
    await pickRecord(user, 'Duplicate book', 'hobit', /^The Hobit/);
    await pickRecord(user, 'Book to keep', 'hobbit', /^The Hobbit/);
    const panel = await screen.findByRole('region', { name: 'Preview' });
    await user.click(within(panel).getByRole('radio', { name: 'Publisher: Allen & Unwin' }));
    await user.click(within(panel).getByRole('button', { name: 'Merge into The Hobbit' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Merge "The Hobit" into "The Hobbit"? Everything moves to "The Hobbit" and the duplicate is removed. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));

    // While the job runs: its step in a polite status, a labelled bar in place of the button.
    await expectJobProgress(panel, 'Merge progress', job());
    expect(within(panel).queryByRole('button', { name: /^Merge into/ })).not.toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
    expect(invalidated).not.toHaveBeenCalled();

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('"The Hobit" merged into "The Hobbit"'), {
      timeout: 3000,
    });
    expect(readJob).toHaveBeenCalledWith('job1', expect.anything());
    expect(merge).toHaveBeenCalledWith({
      kind: 'books',
      keep: 'b1',
      merge: 'b2',
      fields: { title: 'keep', publisher: 'merge' },
    });
    // The lists refresh: the books, and the log of merges.
    expect(invalidated).toHaveBeenCalledWith({ queryKey: adminKeys.books.all });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: adminKeys.merges.all });
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Duplicate book' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Duplicate book' })).toHaveFocus());
  });

  it('merges nothing when the confirmation is cancelled, and tells a failed merge', async () => {
    const user = userEvent.setup();
    renderMerges();
    await pickRecord(user, 'Duplicate book', 'hobit', /^The Hobit/);
    await pickRecord(user, 'Book to keep', 'hobbit', /^The Hobbit/);
    const button = await screen.findByRole('button', { name: 'Merge into The Hobbit' });
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(merge).not.toHaveBeenCalled();

    merge.mockRejectedValue(new ApiError(409, 'These books were merged already', undefined, true));
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('These books were merged already'));
    expect(screen.getByRole('region', { name: 'Preview' })).toBeInTheDocument();
  });

  it("tells the job's message when the merge stops, re-reads the records and offers to complete the merge", async () => {
    jest.mocked(toast.success).mockClear();
    const user = userEvent.setup();
    readJob.mockResolvedValue(
      job({ status: 'failed', step: 3, message: 'The merge stopped at step 3 of 8 (Moving reading lists).' }),
    );
    // Read again once the job stopped: the reviews moved, the list entries are still on the duplicate.
    const left = { ...bookPreview().moves, reviews: 0, likes: 0, comments: 0 };
    preview.mockResolvedValueOnce(bookPreview()).mockResolvedValue(bookPreview({ resumes: true, moves: left }));
    const { queryClient } = renderMerges();
    const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
    await pickRecord(user, 'Duplicate book', 'hobit', /^The Hobit/);
    await pickRecord(user, 'Book to keep', 'hobbit', /^The Hobbit/);
    const panel = await screen.findByRole('region', { name: 'Preview' });
    await startJob(user, panel, 'Merge into The Hobbit', 'Merge');
    await expectJobProgress(panel, 'Merge progress', job());
    await expectJobStopped('The merge stopped at step 3 of 8 (Moving reading lists).');
    expect(invalidated).toHaveBeenCalledWith({ queryKey: adminKeys.books.all });
    expect(await screen.findByRole('button', { name: 'Complete the merge' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const again = screen.getByRole('region', { name: 'Preview' });
    expect(again).toHaveTextContent(
      "The merge of The Hobit into The Hobbit stopped before its end: the duplicate's address already leads to the kept record. Completing it moves what is still on the duplicate.",
    );

    readJob.mockResolvedValue(doneJob);
    await user.click(within(again).getByRole('button', { name: 'Complete the merge' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Complete the merge of "The Hobit" into "The Hobbit"? What is still on the duplicate moves to "The Hobbit".',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('"The Hobit" merged into "The Hobbit"'), {
      timeout: 3000,
    });
    expect(merge).toHaveBeenCalledTimes(2);
  });

  it("shows the server's reason when the two cannot be merged", async () => {
    const user = userEvent.setup();
    preview.mockRejectedValue(new ApiError(409, 'This book was merged into another one already', undefined, true));
    renderMerges();
    await pickRecord(user, 'Duplicate book', 'hobit', /^The Hobit/);
    await pickRecord(user, 'Book to keep', 'hobbit', /^The Hobbit/);
    expect(await screen.findByRole('alert')).toHaveTextContent('This book was merged into another one already');
    expect(screen.queryByRole('button', { name: /^Merge into/ })).not.toBeInTheDocument();
  });

  it("starts from a row's Merge into... with its record as the duplicate, and swaps the two", async () => {
    const user = userEvent.setup();
    renderMerges({ merge: { _id: 'b2', name: 'The Hobit' } });
    expect(screen.getByRole('combobox', { name: 'Duplicate book' })).toHaveValue('The Hobit');
    await pickRecord(user, 'Book to keep', 'hobbit', /^The Hobbit/);
    await screen.findByRole('region', { name: 'Preview' });
    await user.click(screen.getByRole('button', { name: 'Swap: keep the duplicate instead' }));
    expect(screen.getByRole('combobox', { name: 'Duplicate book' })).toHaveValue('The Hobbit');
    expect(screen.getByRole('combobox', { name: 'Book to keep' })).toHaveValue('The Hobit');
    await waitFor(() =>
      expect(preview).toHaveBeenLastCalledWith({ kind: 'books', keep: 'b2', merge: 'b1' }, expect.anything()),
    );
  });

  it("starts from a readers' flag with both records chosen, and shows the preview at once", async () => {
    renderMerges({ merge: { _id: 'b2', name: 'The Hobit' }, keep: { _id: 'b1', name: 'The Hobbit' } });
    expect(screen.getByRole('combobox', { name: 'Duplicate book' })).toHaveValue('The Hobit');
    expect(screen.getByRole('combobox', { name: 'Book to keep' })).toHaveValue('The Hobbit');
    const panel = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveBeenCalledWith({ kind: 'books', keep: 'b1', merge: 'b2' }, expect.anything());
    expect(within(panel).getAllByTestId('admin-merge-field')).toHaveLength(3);
  });

  it('merges authors: their search, and the books that move with them', async () => {
    const user = userEvent.setup();
    preview.mockResolvedValue(
      bookPreview({
        kind: 'authors',
        keep: author({ _id: 'a1' }),
        merge: author({ _id: 'a2', name: 'U. K. Le Guin' }),
        fields: [{ name: 'name', label: 'Name', keep: 'Ursula K. Le Guin', merge: 'U. K. Le Guin', differs: true }],
        moves: { books: 4, reviews: 0, listEntries: 0, likes: 0, comments: 0, activity: 0, suggestions: 1, reports: 0 },
        conflicts: { reviews: [], listEntries: [] },
        rules: [],
      }),
    );
    renderMerges();
    await user.click(screen.getByRole('radio', { name: 'Authors' }));
    await pickRecord(user, 'Duplicate author', 'u. k.', /^U\. K\. Le Guin/);
    expect(api.authors.page).toHaveBeenCalledWith(
      { search: 'u. k.', page: 1, limit: 20, sort: 'name' },
      expect.anything(),
    );
    await pickRecord(user, 'Author to keep', 'ursula', /^Ursula K\. Le Guin/);
    const panel = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveBeenCalledWith({ kind: 'authors', keep: 'a1', merge: 'a2' }, expect.anything());
    expect(within(panel).getByText('4 books')).toBeInTheDocument();
    expect(within(panel).getByText('No reader has both records.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Merge into Ursula K. Le Guin' })).toBeInTheDocument();
  });
});
