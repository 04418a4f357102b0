import { data, page } from '@book/core';
import { adminHttp as http, type AdminSchemas } from '../../../common/api/admin-http';

export type Series = AdminSchemas['Series'];
export type SeriesSummary = AdminSchemas['SeriesSummary'];
export type SeriesInput = AdminSchemas['SeriesInput'];
export type SeriesEntryInput = AdminSchemas['SeriesEntryInput'];

export const SERIES_PAGE_SIZE = 100;

export const seriesApi = {
  list: (q: string, signal?: AbortSignal) =>
    page(http.get('/api/series', { params: { query: { q: q || undefined, limit: SERIES_PAGE_SIZE } }, signal })),
  get: (id: string, signal?: AbortSignal) => data(http.get('/api/series/{id}', { params: { path: { id } }, signal })),
  create: (input: SeriesInput) => data(http.post('/api/series', { body: input })),
  update: (id: string, input: SeriesInput) =>
    data(http.put('/api/series/{id}', { params: { path: { id } }, body: input })),
  remove: (id: string) => data(http.delete('/api/series/{id}', { params: { path: { id } } })),
};
