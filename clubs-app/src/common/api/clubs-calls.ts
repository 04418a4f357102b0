import { data, page, typedHttp } from '@book/core';
import type { components, paths } from './openapi';

/**
 * This remote's calls are typed by its own slice of the API's document (openapi.d.ts, generated from the paths in
 * api-paths.json by `npm run api:openapi`) over the core's transport: a new endpoint needs a new build of this
 * remote, not a new core.
 */
const http = typedHttp<paths>();
type ApiSchemas = components['schemas'];

export type ClubSummary = ApiSchemas['ClubSummary'];
export type MyClub = ApiSchemas['MyClub'];
export type Club = ApiSchemas['Club'];
export type ClubInput = ApiSchemas['ClubInput'];
export type ClubSort = ApiSchemas['ClubSort'];
export type ClubStanding = ApiSchemas['ClubStanding'];
export type ClubMember = ApiSchemas['ClubMember'];
export type ClubSchedule = ApiSchemas['ClubSchedule'];
export type ClubSection = ApiSchemas['ClubSection'];
export type ClubThread = ApiSchemas['ClubThread'];
export type ClubPost = ApiSchemas['ClubPost'];
export type ReadingProgressInput = ApiSchemas['ReadingProgressInput'];
export type ClubScheduleInput = ApiSchemas['ClubScheduleInput'];
export type ClubRole = ApiSchemas['ClubRole'];
export type ClubUpdate = ApiSchemas['ClubUpdate'];

export interface DirectoryQuery {
  search?: string;
  sort?: ClubSort;
  page?: number;
  limit?: number;
}

/**
 * The clubs' calls this remote makes, typed against the API's document through the core's transport (its session,
 * errors and envelope). Each answers the envelope's `data`, or a page `{ items, meta }`.
 */
export const clubsApi = {
  directory: (query: DirectoryQuery, signal?: AbortSignal) =>
    page(http.get('/api/clubs', { params: { query }, signal })),
  mine: (signal?: AbortSignal) => data(http.get('/api/clubs/mine', { signal })),
  start: (input: ClubInput) => data(http.post('/api/clubs', { body: input })),
  club: (id: string, signal?: AbortSignal) => data(http.get('/api/clubs/{id}', { params: { path: { id } }, signal })),
  /** Its owner and moderators: name, description, who may join, cover (an image they uploaded, or ""). */
  update: (id: string, input: ClubUpdate) =>
    data(http.put('/api/clubs/{id}', { params: { path: { id } }, body: input })),
  members: (id: string, signal?: AbortSignal) =>
    page(http.get('/api/clubs/{id}/members', { params: { path: { id }, query: { limit: 100 } }, signal })),
  /** The readers asking to join (moderators only). */
  requests: (id: string, signal?: AbortSignal) =>
    page(
      http.get('/api/clubs/{id}/members', {
        params: { path: { id }, query: { state: 'requested', limit: 100 } },
        signal,
      }),
    ),
  accept: (id: string, username: string) =>
    data(http.post('/api/clubs/{id}/requests/{username}/accept', { params: { path: { id, username } } })),
  invite: (id: string, username: string) =>
    data(http.post('/api/clubs/{id}/invitations', { params: { path: { id } }, body: { username } })),
  join: (id: string) => data(http.post('/api/clubs/{id}/join', { params: { path: { id } } })),
  /** A member mutes the club (told nothing of it), or unmutes it. */
  mute: (id: string, muted: boolean) =>
    data(http.put('/api/clubs/{id}/mute', { params: { path: { id } }, body: { muted } })),
  leave: (id: string) => data(http.delete('/api/clubs/{id}/membership', { params: { path: { id } } })),
  schedule: (id: string, signal?: AbortSignal) =>
    data(http.get('/api/clubs/{id}/schedule', { params: { path: { id } }, signal })),
  setSchedule: (id: string, input: ClubScheduleInput) =>
    data(http.put('/api/clubs/{id}/schedule', { params: { path: { id } }, body: input })),
  thread: (id: string, sectionId: string, signal?: AbortSignal) =>
    data(
      http.get('/api/clubs/{id}/sections/{sectionId}/posts', {
        params: { path: { id, sectionId }, query: { limit: 50 } },
        signal,
      }),
    ),
  showAnyway: (id: string, sectionId: string) =>
    data(http.post('/api/clubs/{id}/sections/{sectionId}/show', { params: { path: { id, sectionId } } })),
  post: (id: string, sectionId: string, body: string, parent?: string) =>
    data(
      http.post('/api/clubs/{id}/sections/{sectionId}/posts', {
        params: { path: { id, sectionId } },
        body: parent ? { body, parent } : { body },
      }),
    ),
  /** The author's own post or reply, its text changed. */
  editPost: (postId: string, body: string) =>
    data(http.put('/api/club-posts/{id}', { params: { path: { id: postId } }, body: { body } })),
  /** A post with its replies, or a reply: by its author or a moderator. */
  deletePost: (postId: string) => data(http.delete('/api/club-posts/{id}', { params: { path: { id: postId } } })),
  pinPost: (postId: string, pinned: boolean) =>
    data(http.put('/api/club-posts/{id}/pin', { params: { path: { id: postId } }, body: { pinned } })),
  /** A member likes a post or reply (not their own), or takes the like back. */
  like: (postId: string, liked: boolean) =>
    data(
      liked
        ? http.post('/api/club-posts/{id}/like', { params: { path: { id: postId } } })
        : http.delete('/api/club-posts/{id}/like', { params: { path: { id: postId } } }),
    ),
  /** Moderators: a member out of the club (they may join again). */
  removeMember: (id: string, username: string) =>
    data(http.delete('/api/clubs/{id}/members/{username}', { params: { path: { id, username } } })),
  /** Moderators: a reader out of the club for good (they cannot rejoin or ask to). */
  banMember: (id: string, username: string) =>
    data(http.post('/api/clubs/{id}/bans/{username}', { params: { path: { id, username } } })),
  /** The owner: a member made moderator, or a moderator made member again. */
  setRole: (id: string, username: string, role: 'moderator' | 'member') =>
    data(http.put('/api/clubs/{id}/members/{username}/role', { params: { path: { id, username } }, body: { role } })),
  /** The owner hands the club over to a member, staying on as a moderator. */
  handOver: (id: string, username: string) =>
    data(http.post('/api/clubs/{id}/owner', { params: { path: { id } }, body: { username } })),
  logProgress: (entryId: string, input: ReadingProgressInput) =>
    data(http.put('/api/reading-list/{id}/progress', { params: { path: { id: entryId } }, body: input })),
};
