import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, toast } from '@book/core';
import { formatDate } from '@book/shared-ui';
import { mergesApi, type MergeLogEntry } from '../../common/api/merges-calls';
import { renderAdmin } from '../../testing/render';
import { page } from '../../testing/fixtures';
import MergeLog from './MergeLog';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

const entry = (over: Partial<MergeLogEntry> = {}): MergeLogEntry => ({
  _id: 'm1',
  kind: 'books',
  keep: { _id: 'b1', name: 'The Hobbit' },
  merge: { _id: 'b2', name: 'The Hobit' },
  by: { _id: 'u1', username: 'admin' },
  fieldsFromMerged: ['publisher'],
  createdAt: '2026-03-04T10:00:00.000Z',
  ...over,
});

let log: jest.SpyInstance;
beforeEach(() => {
  log = jest.spyOn(mergesApi, 'log').mockResolvedValue(
    page(
      [
        entry(),
        entry({
          _id: 'm2',
          kind: 'authors',
          keep: { _id: 'a1', name: 'Ursula K. Le Guin' },
          merge: { _id: 'a2', name: 'U. K. Le Guin' },
          by: { _id: 'u9', username: '' },
        }),
      ],
      { total: 2 },
    ),
  );
});
afterEach(() => jest.restoreAllMocks());

describe('Merge Log', () => {
  it('lists who merged which record into which, and when, newest first', async () => {
    renderAdmin(<MergeLog />, { route: '/admin/merges/log' });
    expect(screen.getByRole('heading', { level: 1, name: 'Merge Log' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('admin-merge-row');
    expect(log).toHaveBeenCalledWith({ page: 1, limit: 50 }, expect.anything());
    expect(rows[0]).toHaveTextContent('The Hobit into The Hobbit');
    expect(within(rows[0]).getByRole('link', { name: 'The Hobbit' })).toHaveAttribute('href', '/books/b1');
    expect(rows[0]).toHaveTextContent('Book');
    expect(rows[0]).toHaveTextContent('admin');
    expect(rows[0]).toHaveTextContent(formatDate('2026-03-04T10:00:00.000Z'));
    expect(within(rows[1]).getByRole('link', { name: 'Ursula K. Le Guin' })).toHaveAttribute('href', '/authors/a1');
    expect(rows[1]).toHaveTextContent('Deleted account');
    expect(screen.getByText('2 of 2 merges')).toBeInTheDocument();
  });

  it('names editions grouped under one work and an edition split out, each linking to the book pages', async () => {
    log.mockResolvedValue(
      page(
        [
          entry({ _id: 'm3', kind: 'group', keep: { _id: 'b1', name: 'Dune' }, merge: { _id: 'b5', name: 'Dune' } }),
          entry({ _id: 'm4', kind: 'split', keep: { _id: 'b5', name: 'Dune' }, merge: { _id: 'b1', name: 'Dune' } }),
        ],
        { total: 2 },
      ),
    );
    renderAdmin(<MergeLog />, { route: '/admin/merges/log' });
    const [grouped, split] = await screen.findAllByTestId('admin-merge-row');
    expect(grouped).toHaveTextContent('Dune grouped under Dune');
    expect(grouped).toHaveTextContent('Editions grouped');
    expect(
      within(grouped)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/books/b5', '/books/b1']);
    expect(split).toHaveTextContent('Dune split out into a work of its own');
    expect(split).toHaveTextContent('Edition split');
    expect(
      within(split)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/books/b5']);
  });

  it('says when nothing was merged yet, and where merges are made', async () => {
    log.mockResolvedValue(page([], { total: 0 }));
    renderAdmin(<MergeLog />, { route: '/admin/merges/log' });
    expect(await screen.findByRole('heading', { name: 'No merges yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Merge Duplicates' })).toHaveAttribute('href', '/admin/merges');
  });

  it('tells a failed load and offers to try again', async () => {
    const user = userEvent.setup();
    log.mockRejectedValueOnce(new ApiError(503, 'The service is temporarily unavailable.', undefined, true));
    renderAdmin(<MergeLog />, { route: '/admin/merges/log' });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load the merge log', expect.anything()));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('admin-merge-row')).toHaveLength(2);
  });
});
