import { queryOptions } from '@tanstack/react-query';
import { api } from '@book/core';
import { clubsApi } from '../../../common/api/clubs-calls';
import { queryKeys } from '../../../common/query-keys';

/** A club's page: its summary and the caller's standing; its content (owner, reads) where it may be sent. */
export const clubQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.clubs.detail(id), queryFn: ({ signal }) => clubsApi.club(id, signal) });

/** Its members, the longest-serving first (content: not asked of a private club by a non-member). */
export const membersQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.clubs.members(id), queryFn: ({ signal }) => clubsApi.members(id, signal) });

/** The readers asking to join a private club (moderators only). */
export const requestsQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.clubs.requests(id), queryFn: ({ signal }) => clubsApi.requests(id, signal) });

/** The current read's schedule: its sections, each open or waiting for the caller, and the caller's progress. */
export const scheduleQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.clubs.schedule(id), queryFn: ({ signal }) => clubsApi.schedule(id, signal) });

/** A section's thread: its posts with their replies, or how many wait and until where. */
export const threadQuery = (id: string, sectionId: string) =>
  queryOptions({
    queryKey: queryKeys.clubs.thread(id, sectionId),
    queryFn: ({ signal }) => clubsApi.thread(id, sectionId, signal),
  });

/** The signed-in reader's reading list: the entry of the club's book is where their progress is logged. */
export const readingListQuery = () =>
  queryOptions({ queryKey: queryKeys.readingList, queryFn: ({ signal }) => api.readingList.list(signal) });
