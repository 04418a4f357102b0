import { data, page } from '@book/core';
import { adminHttp as http, type AdminSchemas as ApiSchemas } from '../../../common/api/admin-http';

export type AdminClub = ApiSchemas['AdminClub'];

/**
 * The Clubs manager's calls, typed by this remote's own slice of the API's document (common/api/admin-http.ts): the
 * admin team ships them with its own release, the core staying as it is.
 */
export const adminClubsApi = {
  /** Every club, suspended ones too, by recent activity, searched by name, with its open reports. */
  list: (query: { search?: string; page: number; limit: number }, signal?: AbortSignal) =>
    page(http.get('/api/admin/clubs', { params: { query }, signal })),
  /** Out of the directory, its page gone; its owner is told why. */
  suspend: (id: string, note: string) =>
    data(http.put('/api/admin/clubs/{id}/suspension', { params: { path: { id } }, body: { note } })),
  lift: (id: string) => data(http.delete('/api/admin/clubs/{id}/suspension', { params: { path: { id } } })),
  /** The club with its members, schedule and discussion. */
  remove: (id: string) => data(http.delete('/api/admin/clubs/{id}', { params: { path: { id } } })),
};
