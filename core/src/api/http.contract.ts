/**
 * Compile-time proof that every call is checked against the API's OpenAPI document (openapi.d.ts): each call below
 * must be a type error, so if the typed `http` stopped checking one of these, `@ts-expect-error` itself would fail
 * the type-check (`npm test` type-checks this file; nothing here runs).
 */
import { http, typedHttp } from './http';
import type { paths } from './openapi';

export async function callsTheDocumentRejects(): Promise<void> {
  // @ts-expect-error a path the document does not have
  await http.get('/api/book');
  // @ts-expect-error a method the path does not answer
  await http.put('/api/stats');
  // @ts-expect-error a path parameter left out
  await http.get('/api/books/{id}');
  // @ts-expect-error a query parameter the operation does not take
  await http.get('/api/books', { params: { query: { colour: 'red' } } });
  // @ts-expect-error a body of the wrong shape
  await http.put('/api/goals/{year}', { params: { path: { year: 2025 } }, body: { target: 'thirty' } });
  // @ts-expect-error a required body left out
  await http.post('/api/reviews');
  const me = (await http.get('/api/auth/me')).data;
  // @ts-expect-error a field the answer does not have
  void me.password;
}

/** A remote's own document (here: two of the API's paths) types its calls by itself: the rest are not there. */
export async function callsARemotesDocumentRejects(): Promise<void> {
  const own = typedHttp<Pick<paths, '/api/stats' | '/api/books/{id}'>>();
  const stats = (await own.get('/api/stats')).data;
  void stats;
  // @ts-expect-error a path of the API that the remote's document leaves out
  await own.get('/api/books');
  // @ts-expect-error a path parameter left out, as over the core's document
  await own.get('/api/books/{id}');
}
