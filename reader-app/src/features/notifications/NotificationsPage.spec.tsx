import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type Notification } from '@book/core';
import { makeUser, pageOf } from '../../testing/fixtures';
import { renderPage, signInAs, silenceToasts } from '../../testing/render';
import NotificationsPage from './NotificationsPage';

const actor = { id: 'bob', username: 'bob', avatar: '', bio: '' };
const notification = (over: Partial<Notification>): Notification => ({
  _id: 'n1',
  type: 'follow',
  actor,
  review: null,
  comment: null,
  message: null,
  read: false,
  createdAt: '2024-05-01T10:00:00.000Z',
  link: '/readers/bob',
  ...over,
});

const items = [
  notification({
    _id: 'n3',
    type: 'comment',
    review: { _id: 'r1', book: { _id: 'b1', title: 'Dune' } },
    comment: { _id: 'c1', excerpt: 'So true' },
    link: '/books/b1#review-r1',
  }),
  notification({
    _id: 'n2',
    type: 'like',
    review: { _id: 'r1', book: { _id: 'b1', title: 'Dune' } },
    link: '/books/b1#review-r1',
    read: true,
  }),
  notification({ _id: 'n1' }),
  notification({
    _id: 'n0',
    type: 'moderation',
    actor: null,
    message: 'An administrator removed your review: spoilers',
    link: '/profile',
    read: true,
  }),
];

beforeEach(() => {
  signInAs(makeUser());
  silenceToasts();
});
afterEach(() => jest.restoreAllMocks());

describe('Notifications page', () => {
  it('lists the notifications newest first, each linking to what it is about', async () => {
    const list = jest.spyOn(api.notifications, 'list').mockResolvedValue(pageOf(items));
    renderPage(<NotificationsPage />, { route: '/notifications' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('notification');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'bob commented on your review of Dune',
      'bob liked your review of Dune',
      'bob started following you',
      'An administrator removed your review: spoilers',
    ]);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/books/b1#review-r1');
    expect(within(rows[2]).getByRole('link')).toHaveAttribute('href', '/readers/bob');
    expect(within(rows[3]).getByRole('link')).toHaveAttribute('href', '/profile');
    expect(within(rows[0]).getByText('“So true”')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Unread/)).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/Unread/)).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 20 }, expect.anything());
  });

  it('tells a reader whose older review was archived by a merge, from the product (no reader named)', async () => {
    const archived = notification({
      _id: 'n4',
      type: 'review-archived',
      actor: null,
      review: { _id: 'r2', book: { _id: 'b2', title: 'Tidewater' } },
      message: '“Tidewater” was in the catalogue twice and the two were merged.',
      link: '/books/b2#review-r2',
    });
    jest.spyOn(api.notifications, 'list').mockResolvedValue(pageOf([archived]));
    renderPage(<NotificationsPage />, { route: '/notifications' });
    const [row] = await screen.findAllByTestId('notification');
    expect(within(row).getByRole('link')).toHaveTextContent(
      /^“Tidewater” was in the catalogue twice and the two were merged\.$/,
    );
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/books/b2#review-r2');
  });

  it('marks all as read and reads the list again', async () => {
    const user = userEvent.setup();
    const list = jest
      .spyOn(api.notifications, 'list')
      .mockResolvedValueOnce(pageOf(items))
      .mockResolvedValue(pageOf(items.map((n) => ({ ...n, read: true }))));
    const readAll = jest.spyOn(api.notifications, 'readAll').mockResolvedValue(null);
    renderPage(<NotificationsPage />, { route: '/notifications' });
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(readAll).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument());
    expect(screen.queryByText(/Unread/)).not.toBeInTheDocument();
    // The button is gone: the focus is on the newest notification.
    await waitFor(() => expect(within(screen.getAllByTestId('notification')[0]).getByRole('link')).toHaveFocus());
  });

  it('loads the next page on request', async () => {
    const user = userEvent.setup();
    const list = jest
      .spyOn(api.notifications, 'list')
      .mockResolvedValueOnce(pageOf(items.slice(0, 2), { hasMore: true, total: 4 }))
      .mockResolvedValueOnce(pageOf(items.slice(2), { page: 2, total: 4 }));
    renderPage(<NotificationsPage />, { route: '/notifications' });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(4));
    expect(list).toHaveBeenLastCalledWith({ page: 2, limit: 20 }, expect.anything());
  });

  it('says when there is nothing yet', async () => {
    jest.spyOn(api.notifications, 'list').mockResolvedValue(pageOf([]));
    renderPage(<NotificationsPage />, { route: '/notifications' });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});
