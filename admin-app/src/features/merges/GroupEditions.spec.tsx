import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { api, ApiError, toast } from '@book/core';
import { worksApi, type Edition, type GroupPreview } from '../../common/api/works-calls';
import { adminKeys } from '../../common/query-keys';
import { renderAdmin } from '../../testing/render';
import { book, page } from '../../testing/fixtures';
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

let preview: jest.SpyInstance;
let group: jest.SpyInstance;
let split: jest.SpyInstance;
let editions: jest.SpyInstance;

beforeEach(() => {
  (api.books.list as jest.Mock).mockResolvedValue(page([dune, duneAudio]));
  preview = jest.spyOn(worksApi, 'groupPreview').mockResolvedValue(groupPreview());
  group = jest.spyOn(worksApi, 'group').mockResolvedValue(dune);
  split = jest.spyOn(worksApi, 'split').mockResolvedValue(dune);
  editions = jest
    .spyOn(worksApi, 'editions')
    .mockResolvedValue([edition({ _id: 'b3', format: 'paperback', publishedDate: '1990-01-01T00:00:00.000Z' })]);
});
afterEach(() => jest.restoreAllMocks());

/** Types into a picker and chooses the option with the given name. */
async function pick(user: UserEvent, label: string, typed: string, option: string | RegExp) {
  const box = screen.getByRole('combobox', { name: label });
  await user.clear(box);
  await user.type(box, typed);
  await waitFor(() => expect(screen.queryByText('Searching...')).not.toBeInTheDocument());
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Arrives from Dune's row ("Group editions…"), then picks the audiobook as the work that joins it. */
async function arriveAndPick() {
  const user = userEvent.setup();
  const rendered = renderAdmin(<GroupEditions />, {
    route: '/admin/merges/editions',
    state: { keep: { _id: 'b1', name: 'Dune' } },
  });
  expect(screen.getByRole('combobox', { name: 'Book whose work stays' })).toHaveValue('Dune');
  await pick(user, 'Book whose work joins it', 'audio', /^Dune \(Audiobook\)/);
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
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('"Dune (Audiobook)" grouped with "Dune"'));
    expect(group).toHaveBeenCalledWith({ keep: 'b1', add: 'b2' });
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

  it("shows the server's reason when the preview is refused, with a retry", async () => {
    preview.mockRejectedValueOnce(new ApiError(400, 'These books are editions of one work already', undefined, true));
    const user = userEvent.setup();
    renderAdmin(<GroupEditions />, { route: '/admin/merges/editions', state: { keep: { _id: 'b1', name: 'Dune' } } });
    await pick(user, 'Book whose work joins it', 'audio', /^Dune \(Audiobook\)/);
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
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('"Dune" is now a work of its own'));
    expect(split).toHaveBeenCalledWith('b3');
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

  it('says when the editions cannot be read', async () => {
    editions.mockRejectedValue(new ApiError(503, 'The database is busy', undefined, true));
    renderAdmin(<GroupEditions />, { route: '/admin/merges/editions', state: { keep: { _id: 'b1', name: 'Dune' } } });
    const section = await screen.findByRole('region', { name: 'Other editions of Dune' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('The database is busy');
  });
});
