import { data, typedHttp } from '@book/core';
import type { components, paths } from './openapi';

/**
 * This remote's calls that the core does not have, typed by its own slice of the API's document (openapi.d.ts,
 * generated from the paths in api-paths.json by `npm run api:openapi`) over the core's transport (its session, errors
 * and envelope): a new endpoint needs a new build of this remote, not a new core.
 */
const http = typedHttp<paths>();

export type SuggestResult = components['schemas']['SuggestResult'];

export const suggestionsApi = {
  /** "This is the same book as…": `suggested` is 0 when the reader had flagged the pair already. */
  flagDuplicate: (book: string, sameAs: string) =>
    data(http.post('/api/suggestions', { body: { kind: 'duplicate', book, sameAs } })),
  /** "Suggest for a series": the book at a position of a series (its id) or of a new one (its name). */
  suggestSeries: (book: string, place: { series?: string; seriesName?: string; position: number }) =>
    data(http.post('/api/suggestions', { body: { kind: 'series', book, ...place } })),
};
