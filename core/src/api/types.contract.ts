/**
 * Compile-time proof that the hand-written types in types.ts match the API's OpenAPI document
 * (openapi.d.ts is generated from the API's code by `npm run api:openapi`; api/src/openapi.spec.ts fails when
 * that file is stale). `npm test` type-checks this file: any drift is a compile error naming the type.
 */
import type { components } from './openapi';
import type * as T from './types';

type Schemas = components['schemas'];
/** Every field the API returns is declared by the client with a compatible type, and vice versa. */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<V extends true> = V;

// Tuples on the client (exactly five star counts) are arrays in the document.
type WithArrays<X> = { [K in keyof X]: X[K] extends readonly number[] ? number[] : X[K] };

export type Contract = [
  Expect<Mutual<T.User, Schemas['User']>>,
  Expect<Mutual<T.AuthResult, Schemas['AuthResult']>>,
  Expect<Mutual<T.RegisterInput, Schemas['RegisterInput']>>,
  Expect<Mutual<T.ProfileInput, Schemas['ProfileInput']>>,
  Expect<Mutual<T.NamedRef, Schemas['NamedRef']>>,
  Expect<Mutual<T.Book, Schemas['Book']>>,
  Expect<Mutual<WithArrays<T.BookDetail>, Schemas['BookDetail']>>,
  Expect<Mutual<T.PageMeta, Schemas['PageMeta']>>,
  Expect<Mutual<T.Author, Schemas['Author']>>,
  Expect<Mutual<T.Genre, Schemas['Genre']>>,
  Expect<Mutual<T.ReviewBookSummary, Schemas['ReviewBookSummary']>>,
  Expect<Mutual<T.Review, Schemas['Review']>>,
  Expect<Mutual<T.ReadingListEntry, Schemas['ReadingListEntry']>>,
  Expect<Mutual<T.ReadingGoal, Schemas['ReadingGoal']>>,
  Expect<Mutual<T.YearBook, Schemas['YearBook']>>,
  Expect<Mutual<T.YearStats, Schemas['YearStats']>>,
  Expect<Mutual<T.Stats, Schemas['Stats']>>,
  Expect<Mutual<T.UploadResult, Schemas['UploadResult']>>,
  Expect<Mutual<T.BookSummary, Schemas['BookSummary']>>,
  Expect<Mutual<T.ImportRow, Schemas['ImportRow']>>,
  Expect<Mutual<T.ImportPreview, Schemas['ImportPreview']>>,
  Expect<Mutual<T.ImportReport, Schemas['ImportReport']>>,
  Expect<Mutual<T.ImportStatus, Schemas['ImportStatus']>>,
  Expect<Mutual<T.Suggestion, Schemas['Suggestion']>>,
  Expect<Mutual<T.SuggestResult, Schemas['SuggestResult']>>,
  Expect<Mutual<T.SuggestionApproval, Schemas['SuggestionApproval']>>,
  // Inputs: what the client sends must be accepted by the API.
  Expect<T.BookInput extends Schemas['BookInput'] ? true : false>,
  Expect<T.AuthorInput extends Schemas['AuthorInput'] ? true : false>,
  Expect<T.GenreInput extends Schemas['GenreInput'] ? true : false>,
  Expect<T.ReviewInput extends Schemas['ReviewInput'] ? true : false>,
  Expect<T.ReviewUpdate extends Schemas['ReviewUpdate'] ? true : false>,
  Expect<T.ReadingListUpdate extends Schemas['ReadingListUpdate'] ? true : false>,
  Expect<T.ImportConfirmInput extends Schemas['ImportConfirmInput'] ? true : false>,
];
