import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast } from '@book/core';
import { mergesApi, type CatalogueJob } from '../../common/api/merges-calls';
import { worksApi, type Edition, type GroupPreview } from '../../common/api/works-calls';
import { adminKeys } from '../../common/query-keys';
import { renderAdmin } from '../../testing/render';
import { book, page } from '../../testing/fixtures';
import { catalogueJob, expectJobProgress, expectJobStopped, pickRecord, startJob } from '../../testing/merges';
import GroupEditions from './GroupEditions';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());
jest.setTimeout(20000);

const dune = book({ _id: 'b1', title: 'Dune', author: { _id: 'a2', name: 'Frank Herbert' } });
const duneAudio = book({ _id: 'b2', title: 'Dune (Audiobook)', author: { _id: 'a2', name: 'Frank Herbert' } });

const edition = (fields: Partial<Edition>): Edition => ({
  _id: 'b1',
  title: 'Dune',
  format: 'hardcover',
  publishedDate: '1965-08-01T00:00:00.000Z',
  language: 'English',
  coverImage: '',
  status: 'published',
  ...fields,
});

const groupPreview = (over: Partial<GroupPreview> = {}): GroupPreview => ({
  keep: {
    work: 'w1',
    editions: [edition({}), edition({ _id: 'b3', format: 'paperback', publishedDate: '1990-01-01T00:00:00.000Z' })],
  },
  add: {
    work: 'w2',
    editions: [edition({ _id: 'b2', title: 'Dune (Audiobook)', format: 'audiobook', status: 'draft' })],
  },
  moves: { reviews: 4, listEntries: 1 },
  conflicts: { reviews: 1, listEntries: 2 },
  rules: ['A reader who reviewed both works keeps the newer review; the other is archived and they are told.'],
  ...over,
});

/** A grouping's or a split's job on the server: running at its second step unless told otherwise. */
const job = (over: Partial<CatalogueJob> = {}) => catalogueJob({ kind: 'group', steps: 7, ...over });

let preview: jest.SpyInstance;
let group: jest.SpyInstance;
let split: jest.SpyInstance;
let editions: jest.SpyInstance;
let readJob: jest.SpyInstance;

beforeEach(() => {
  (api.books.list as jest.Mock).mockResolvedValue(page([dune, duneAudio]));
  preview = jest.spyOn(worksApi, 'groupPreview').mockResolvedValue(groupPreview());
  group = jest.spyOn(worksApi, 'group').mockResolvedValue(job());
  split = jest
    .spyOn(worksApi, 'split')
    .mockResolvedValue(
      job({ _id: 'job2', kind: 'split', step: 1, steps: 3, stepLabel: 'Making the edition a work of its own' }),
    );
  readJob = jest
    .spyOn(mergesApi, 'job')
    .mockImplementation((id: string) =>
      Promise.resolve(job({ _id: id, status: 'done', step: 7, stepLabel: 'Writing the merge log', result: dune })),
    );
  editions = jest
    .spyOn(worksApi, 'editions')
    .mockResolvedValue([edition({ _id: 'b3', format: 'paperback', publishedDate: '1990-01-01T00:00:00.000Z' })]);
});
afterEach(() => jest.restoreAllMocks());

/** Arrives from Dune's row ("Group editions…"), then picks the audiobook as the work that joins it. */
async function arriveAndPick() {
  const user = userEvent.setup();
  const rendered = renderAdmin(<GroupEditions />, {
    route: '/admin/merges/editions',
    state: { keep: { _id: 'b1', name: 'Dune' } },
  });
  expect(screen.getByRole('combobox', { name: 'Book whose work stays' })).toHaveValue('Dune');
  await pickRecord(user, 'Book whose work joins it', 'audio', /^Dune \(Audiobook\)/);
  const panel = await screen.findByRole('region', { name: 'Preview' });
  return { user, panel, ...rendered };
}

describe('Group Editions', () => {
  it("previews both works' editions side by side, what moves, the conflicts and the rules", async () => {
    const { panel } = await arriveAndPick();
    expect(screen.getByRole('heading', { level: 1, name: 'Group Editions' })).toBeInTheDocument();
    expect(api.books.list).toHaveBeenCalledWith(expect.objectContaining({ search: 'audio' }), expect.anything());
    expect(preview).toHaveBeenCalledWith({ keep: 'b1', add: 'b2' }, expect.anything());
    const kept = within(panel).getByTestId('admin-group-keep-editions');
    expect(
      within(kept)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dune Hardcover · 1965 · English', 'Dune Paperback · 1990 · English']);
    expect(within(panel).getByTestId('admin-group-add-editions')).toHaveTextContent(
      'Dune (Audiobook) Audiobook · 1965 · English (draft)',
    );
    expect(within(panel).getByTestId('admin-merge-moves')).toHaveTextContent(
      '4 reviews and ratings1 reading-list entry',
    );
    const conflicts = within(panel).getByTestId('admin-merge-conflicts');
    expect(within(conflicts).getByText('1 reader reviewed both works')).toBeInTheDocument();
    expect(within(conflicts).getByText('2 readers have both works on their list')).toBeInTheDocument();
    expect(within(panel).getByText(/keeps the newer review/)).toBeInTheDocument();
  });

  it('groups once confirmed, then says so, refreshes the lists and starts the next one', async () => {
    const { user, panel, queryClient } = await arriveAndPick();
    const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
    await user.click(within(panel).getByRole('button', { name: 'Group editions' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Group the editions of "Dune (Audiobook)" with "Dune"? They become one work, and its reviews, ratings and reading-list entries move to it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Group editions' }));
    // While the job runs: its step in a polite status, a labelled bar in place of the button.
    await expectJobProgress(panel, 'Grouping progress', job());
    expect(within(panel).queryByRole('button', { name: 'Group editions' })).not.toBeInTheDocument();
    expect(invalidated).not.toHaveBeenCalled();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('"Dune (Audiobook)" grouped with "Dune"'), {
      timeout: 3000,
    });
    expect(group).toHaveBeenCalledWith({ keep: 'b1', add: 'b2' });
    expect(readJob).toHaveBeenCalledWith('job1', expect.anything());
    expect(invalidated).toHaveBeenCalledWith({ queryKey: adminKeys.books.all });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: adminKeys.works.all });
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Book whose work joins it' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Book whose work stays' })).toHaveValue('Dune');
  });

  it('groups nothing when cancelled, and tells a refused grouping', async () => {
    const { user, panel } = await arriveAndPick();
    const button = within(panel).getByRole('button', { name: 'Group editions' });
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(group).not.toHaveBeenCalled();
    group.mockRejectedValue(new ApiError(400, 'These books are editions of one work already', undefined, true));
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Group editions' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('These books are editions of one work already'));
    expect(screen.getByRole('region', { name: 'Preview' })).toBeInTheDocument();
  });

  it("tells the job's message when the grouping stops, re-reads the records and offers it again", async () => {
    jest.mocked(toast.success).mockClear();
    readJob.mockResolvedValue(
      job({ status: 'failed', step: 3, message: 'The grouping stopped at step 3 of 7 (Moving reading lists).' }),
    );
    const { user, panel, queryClient } = await arriveAndPick();
    const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
    await startJob(user, panel, 'Group editions', 'Group editions');
    await expectJobProgress(panel, 'Grouping progress', job());
    await expectJobStopped('The grouping stopped at step 3 of 7 (Moving reading lists).');
    expect(invalidated).toHaveBeenCalledWith({ queryKey: adminKeys.works.all });
    expect(await screen.findByRole('button', { name: 'Group editions' })).toBeEnabled();
  });

  it("shows the server's reason when the preview is refused, with a retry", async () => {
    preview.mockRejectedValueOnce(new ApiError(400, 'These books are editions of one work already', undefined, true));
    const user = userEvent.setup();
    renderAdmin(<GroupEditions />, { route: '/admin/merges/editions', state: { keep: { _id: 'b1', name: 'Dune' } } });
    await pickRecord(user, 'Book whose work joins it', 'audio', /^Dune \(Audiobook\)/);
    expect(await screen.findByRole('alert')).toHaveTextContent('These books are editions of one work already');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Preview' })).toBeInTheDocument();
  });
});

describe('Split edition', () => {
  it("lists the chosen book's other editions, and splits one out once confirmed", async () => {
    const user = userEvent.setup();
    renderAdmin(<GroupEditions />, { route: '/admin/merges/editions', state: { keep: { _id: 'b1', name: 'Dune' } } });
    const section = await screen.findByRole('region', { name: 'Other editions of Dune' });
    expect(editions).toHaveBeenCalledWith('b1', expect.anything());
    const button = await within(section).findByRole('button', {
      name: 'Split edition: Dune, Paperback · 1990 · English',
    });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Split "Dune" out of this work? It becomes a work of its own: the reviews and ratings written about it, and the reading-list entries naming it, go with it.',
    );
    editions.mockResolvedValue([]);
    await user.click(within(dialog).getByRole('button', { name: 'Split edition' }));
    // While the job runs: its step and a labelled bar in the edition's row, in place of its button.
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Step 1 of 3: Making the edition a work of its own…',
    );
    expect(within(section).getByRole('progressbar', { name: 'Split progress' })).toHaveAttribute('value', '1');
    expect(within(section).queryByRole('button', { name: /^Split edition/ })).not.toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('"Dune" is now a work of its own'), {
      timeout: 3000,
    });
    expect(split).toHaveBeenCalledWith('b3');
    expect(readJob).toHaveBeenCalledWith('job2', expect.anything());
    expect(await within(section).findByText('This book is the only edition of its work.')).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Other editions of Dune' })).toHaveFocus();
  });

  it('splits nothing when cancelled, and tells a refused split', async () => {
    const user = userEvent.setup();
    renderAdmin(<GroupEditions />, { route: '/admin/merges/editions', state: { keep: { _id: 'b1', name: 'Dune' } } });
    const button = await screen.findByRole('button', { name: /^Split edition: Dune/ });
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(split).not.toHaveBeenCalled();
    split.mockRejectedValue(new ApiError(400, 'This book is the only edition of its work', undefined, true));
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Split edition' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This book is the only edition of its work'));
  });

  it("tells the job's message when the split stops, and re-reads the editions", async () => {
    readJob.mockResolvedValue(job({ status: 'failed', kind: 'split', message: 'The split stopped at step 2 of 3.' }));
    const user = userEvent.setup();
    renderAdmin(<GroupEditions />, { route: '/admin/merges/editions', state: { keep: { _id: 'b1', name: 'Dune' } } });
    await user.click(await screen.findByRole('button', { name: /^Split edition: Dune/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Split edition' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The split stopped at step 2 of 3.'), {
      timeout: 3000,
    });
    await waitFor(() => expect(editions).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: /^Split edition: Dune/ })).toBeEnabled();
  });

  it('says when the editions cannot be read', async () => {
    editions.mockRejectedValue(new ApiError(503, 'The database is busy', undefined, true));
    renderAdmin(<GroupEditions />, { route: '/admin/merges/editions', state: { keep: { _id: 'b1', name: 'Dune' } } });
    const section = await screen.findByRole('region', { name: 'Other editions of Dune' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('The database is busy');
  });
});
