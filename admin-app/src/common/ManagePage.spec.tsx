import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { infiniteQueryOptions, useQuery } from '@tanstack/react-query';
import { toast } from '@book/core';
import { TagIcon } from '@book/shared-ui';
import { ManagePage } from './ManagePage';
import { usePagedList } from './use-paged-list';
import { page } from '../testing/fixtures';
import { renderAdmin } from '../testing/render';

jest.mock('@book/core', () => jest.requireActual('../testing/fake-core').fakeCore());

interface Shelf {
  _id: string;
  name: string;
}
const shelves = (...names: string[]): Shelf[] => names.map((name) => ({ _id: name, name }));
const load = jest.fn<Promise<{ items: Shelf[]; meta: ReturnType<typeof page>['meta'] }>, [number]>();
const onAdd = jest.fn();

/** A server-paged manager as the screens write one. */
function PagedShelves() {
  const list = usePagedList(
    infiniteQueryOptions({
      queryKey: ['shelves'],
      initialPageParam: 1,
      queryFn: ({ pageParam }) => load(pageParam),
      getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
    }),
  );
  return (
    <ManagePage
      title="Manage Shelves"
      subtitle="Where books stand."
      add={{ label: 'Add Shelf', onClick: onAdd }}
      count={{ noun: 'shelves' }}
      list={list}
      loadError="Failed to load shelves"
      empty={{ title: 'No shelves found', message: 'Add the first shelf.', icon: <TagIcon /> }}
      panel={{ label: 'Shelves' }}
      after={<p>After the list</p>}
    >
      <ul>
        {list.items.map((s) => (
          <li key={s._id}>{s.name}</li>
        ))}
      </ul>
    </ManagePage>
  );
}

/** A manager of a whole list (no pages), its cards on the page. */
function WholeShelves() {
  const list = useQuery({ queryKey: ['all-shelves'], queryFn: () => load(1).then((p) => p.items) });
  const items = list.data ?? [];
  return (
    <ManagePage
      title="Shelves"
      subtitle="Every shelf."
      count={{ shown: items.length, total: list.data?.length, noun: 'shelves' }}
      list={list}
      loadError="Failed to load shelves"
      empty={{ title: 'No shelves found', icon: <TagIcon /> }}
    >
      {items.map((s) => (
        <p key={s._id}>{s.name}</p>
      ))}
    </ManagePage>
  );
}

beforeEach(() => jest.clearAllMocks());

describe('ManagePage', () => {
  it('names the page, offers its add button, and shows the rows in their panel with Load more', async () => {
    const user = userEvent.setup();
    load.mockImplementation(async (n) =>
      n === 1 ? page(shelves('Fantasy'), { total: 2, hasMore: true }) : page(shelves('Poetry'), { page: 2, total: 2 }),
    );
    renderAdmin(<PagedShelves />);
    const panel = screen.getByRole('region', { name: 'Shelves' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading...');
    expect(await within(panel).findByText('Fantasy')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Shelves' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Manage Shelves/);
    expect(screen.getByText('1 of 2 shelves')).toBeInTheDocument();
    expect(screen.getByText('After the list')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Shelf' }));
    expect(onAdd).toHaveBeenCalledTimes(1);

    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('Poetry')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(2);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says a failed load once, and Try again loads the list', async () => {
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValue(page(shelves('Fantasy')));
    renderAdmin(<PagedShelves />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Failed to load shelves', { id: 'Failed to load shelves' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fantasy')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('says an empty list with its own words, without Load more', async () => {
    load.mockResolvedValue(page([]));
    renderAdmin(<PagedShelves />);
    expect(await screen.findByText('No shelves found')).toBeInTheDocument();
    expect(screen.getByText('Add the first shelf.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a whole list on the page, with neither panel, add button nor Load more', async () => {
    load.mockResolvedValue(page(shelves('Fantasy', 'Poetry')));
    renderAdmin(<WholeShelves />);
    expect(await screen.findByText('Poetry')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 shelves')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(toast.error).not.toHaveBeenCalled());
  });
});
