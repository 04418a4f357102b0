import type { Suggestion } from '@book/core';

/** What a suggestion starts the Add New Book form with: field values as the form holds them, and the author's name. */
export interface SuggestedBook {
  values: { title: string; isbn?: string; publishedDate?: string; pageCount?: string; publisher?: string };
  authorName?: string;
}

/** The Add New Book form's start for a suggestion: title, ISBN, year (as 1 January), pages, publisher; author by name. */
export function suggestionPrefill(suggestion: Suggestion): SuggestedBook {
  const values: SuggestedBook['values'] = { title: suggestion.title };
  if (suggestion.isbn) values.isbn = suggestion.isbn;
  if (suggestion.year) values.publishedDate = `${String(suggestion.year).padStart(4, '0')}-01-01`;
  if (suggestion.pages) values.pageCount = String(suggestion.pages);
  if (suggestion.publisher) values.publisher = suggestion.publisher;
  return { values, authorName: suggestion.author };
}
