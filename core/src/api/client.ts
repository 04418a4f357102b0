import { accountCalls } from './account-calls';
import { catalogueCalls } from './catalogue-calls';
import { communityCalls } from './community-calls';
import { readingCalls } from './reading-calls';

export { ApiError, configureApiClient, errorMessage, getApiBaseUrl, type Conditional } from './http';
/**
 * The typed transport itself, for a remote that carries its own calls: `http.get('/api/clubs/{id}', { params })` is
 * checked against the API's document and answers the envelope; `data` and `page` unwrap it.
 */
export { http, typedHttp, data, page, type TypedHttp } from './http';
export type * from './queries';
export type { ReviewStats } from './catalogue-calls';

/** Every call of the product (spec section 7), typed against the API's document. Each returns the envelope's `data`. */
export const api = { ...accountCalls, ...catalogueCalls, ...readingCalls, ...communityCalls };
