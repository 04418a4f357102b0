/**
 * Compile-time proof that the shapes types.ts keeps by hand still fit the API's OpenAPI document (openapi.d.ts is
 * generated from the API's code by `npm run api:openapi`; api/src/openapi.spec.ts fails when that file is stale).
 * Every other shape is taken from the document itself, and the client's paths, parameters, bodies and answers are
 * checked against it where they are called (client.ts over http.ts; http.contract.ts proves it). `npm test`
 * type-checks this file.
 */
import type { ReviewStats } from './client';
import type { components } from './openapi';
import type * as T from './types';

type Schemas = components['schemas'];
/** Every field the API returns is declared by the client with a compatible type, and vice versa. */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<V extends true> = V;

// Tuples on the client (exactly five star counts) are arrays in the document.
type WithArrays<X> = { [K in keyof X]: X[K] extends readonly number[] ? number[] : X[K] };

export type Contract = [
  Expect<Mutual<WithArrays<T.BookDetail>, Schemas['BookDetail']>>,
  Expect<Mutual<WithArrays<ReviewStats>, Schemas['ReviewStats']>>,
  // Inputs: what the client sends must be accepted by the API (the document also accepts null to clear a field).
  Expect<T.BookInput extends Schemas['BookInput'] ? true : false>,
  Expect<T.AuthorInput extends Schemas['AuthorInput'] ? true : false>,
];
