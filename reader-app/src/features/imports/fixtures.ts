// Test data of the import screens, in the API contract's shapes.
import type { BookSummary, ImportPreview, ImportReport, ImportRow } from '@book/core';

export function makeSummary(overrides: Partial<BookSummary> = {}): BookSummary {
  return {
    _id: 'b1',
    title: 'Dune',
    author: 'Frank Herbert',
    coverImage: '/api/uploads/dune.svg',
    isbn: '9780441172719',
    ...overrides,
  };
}

export function makeRow(overrides: Partial<ImportRow> = {}): ImportRow {
  return {
    row: 1,
    title: 'Dune (Dune, #1)',
    author: 'Frank Herbert',
    isbn: '9780441172719',
    status: 'completed',
    rating: 5,
    hasReview: true,
    dateRead: '2023-05-02',
    ...overrides,
  };
}

export function makePreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    id: 'imp1',
    format: 'goodreads',
    total: 4,
    matched: [makeRow({ book: makeSummary() })],
    ambiguous: [
      makeRow({
        row: 2,
        title: 'Emma',
        author: 'Jane Austen',
        isbn: undefined,
        rating: undefined,
        hasReview: false,
        status: 'wishlist',
        candidates: [
          makeSummary({ _id: 'b2', title: 'Emma', author: 'Jane Austen' }),
          makeSummary({ _id: 'b3', title: 'Emma (Annotated)', author: 'Jane Austen' }),
        ],
      }),
      makeRow({
        row: 3,
        title: 'Persuasion',
        author: 'Jane Austen',
        isbn: undefined,
        hasReview: false,
        candidates: [
          makeSummary({ _id: 'b4', title: 'Persuasion', author: 'Jane Austen' }),
          makeSummary({ _id: 'b5', title: 'Persuasion ', author: 'J. Austen' }),
        ],
      }),
    ],
    unmatched: [
      makeRow({
        row: 4,
        title: 'An Unknown Book',
        author: 'Nobody Known',
        isbn: '9780000000002',
        hasReview: false,
        rating: 3,
        status: 'reading',
      }),
    ],
    ...overrides,
  };
}

export function makeReport(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    added: 2,
    updated: 1,
    skipped: 1,
    unmatched: 2,
    unmatchedRows: [
      makeRow({ row: 4, title: 'An Unknown Book', author: 'Nobody Known' }),
      makeRow({ row: 7, title: 'Another Missing Book', author: 'Someone Else' }),
    ],
    ...overrides,
  };
}
