import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api, useSession } from '@book/core';
import { queryClient } from '../../common/query-client';
import { makeUser } from '../../testing/fixtures';
import { navWidgets } from '../../nav';
import { NotificationBell } from './NotificationBell';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
};

const renderBell = () =>
  render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );

let unread: jest.SpyInstance;

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  act(() => useSession.setState({ token: 't', user: makeUser(), status: 'authenticated' }));
  unread = jest.spyOn(api.notifications, 'unreadCount');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  queryClient.clear();
  act(() => useSession.setState({ token: null, user: null, status: 'anonymous' }));
});

const advance = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

describe('the notifications bell', () => {
  it('is a widget of the nav module', () => {
    expect(navWidgets).toContain(NotificationBell);
  });

  it('shows the unread count, links to /notifications, and keeps the count on a 304', async () => {
    unread
      .mockResolvedValueOnce({ unchanged: false, data: { count: 3 }, etag: 'W/"3"' })
      .mockResolvedValue({ unchanged: true, etag: 'W/"3"' });
    renderBell();
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(unread).toHaveBeenCalledWith(null, expect.anything());
    await advance(30_000);
    expect(unread).toHaveBeenCalledTimes(2);
    expect(unread).toHaveBeenLastCalledWith('W/"3"', expect.anything());
    expect(screen.getByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('3');
  });

  it('asks once per 30 seconds while the tab is visible, pauses while it is hidden, and asks again when it shows', async () => {
    unread
      .mockResolvedValueOnce({ unchanged: false, data: { count: 0 }, etag: 'W/"0"' })
      .mockResolvedValueOnce({ unchanged: true, etag: 'W/"0"' })
      .mockResolvedValue({ unchanged: false, data: { count: 1 }, etag: 'W/"1"' });
    renderBell();
    await waitFor(() => expect(unread).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await advance(29_000);
    expect(unread).toHaveBeenCalledTimes(1);
    await advance(1_000);
    expect(unread).toHaveBeenCalledTimes(2);

    setVisibility('hidden');
    await advance(120_000);
    expect(unread).toHaveBeenCalledTimes(2);

    setVisibility('visible');
    await advance(0);
    expect(unread).toHaveBeenCalledTimes(3);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('asks nothing of a visitor', async () => {
    act(() => useSession.setState({ token: null, user: null, status: 'anonymous' }));
    renderBell();
    await advance(60_000);
    expect(unread).not.toHaveBeenCalled();
  });
});
