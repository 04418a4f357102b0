import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@book/core';
import { queryKeys } from '../../common/query-keys';

/** How often an open, visible tab asks for the unread count. */
export const UNREAD_POLL_MS = 30_000;

/**
 * The polling interval: 30 s, unless the page set `window.__booknookNotificationPollMs` before the reader app loaded
 * (the browser journeys do, so as not to wait 30 s; at least 1 s).
 */
export function unreadPollMs(): number {
  const override =
    typeof window === 'undefined'
      ? undefined
      : (window as { __booknookNotificationPollMs?: unknown }).__booknookNotificationPollMs;
  return typeof override === 'number' && Number.isFinite(override) && override >= 1000 ? override : UNREAD_POLL_MS;
}

export interface UnreadState {
  count: number;
  etag: string | null;
}

/**
 * The unread count, asked with the ETag of the last answer: while nothing changed the API answers 304 (one read of a
 * counter) and the count kept here stays, so a 304 is never an error. Polled while the tab is visible only (TanStack
 * Query pauses `refetchInterval` while `document.visibilityState` is hidden) and read again when it shows.
 */
export const unreadCountQuery = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: queryKeys.notifications.unread,
    queryFn: async ({ signal }): Promise<UnreadState> => {
      const last = queryClient.getQueryData<UnreadState>(queryKeys.notifications.unread);
      const answer = await api.notifications.unreadCount(last?.etag ?? null, signal);
      if (answer.unchanged) return last ?? { count: 0, etag: null };
      return { count: answer.data.count, etag: answer.etag };
    },
    staleTime: 0,
    refetchInterval: unreadPollMs(),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
