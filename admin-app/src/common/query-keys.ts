import type { Role } from '@book/core';
import type { MergeKind, MergePair } from './api/merges-calls';
import type { GroupPair } from './api/works-calls';

/**
 * Every cache key of the admin remote (its own QueryClient, not shared with the shell), one entry per entity:
 * `all` is the prefix a mutation invalidates, the other keys are what the feature's `api/` query definitions read.
 */
export const adminKeys = {
  stats: ['admin', 'stats'] as const,
  books: {
    all: ['admin', 'books'] as const,
    list: (search: string) => ['admin', 'books', 'list', search] as const,
  },
  authors: {
    all: ['admin', 'authors'] as const,
    list: (search: string) => ['admin', 'authors', 'list', search] as const,
    /** The book form's author picker: the first authors by name matching what the admin typed. */
    choices: (search: string) => ['admin', 'authors', 'choices', search] as const,
  },
  genres: {
    all: ['admin', 'genres'] as const,
    list: ['admin', 'genres', 'list'] as const,
  },
  users: {
    all: ['admin', 'users'] as const,
    /** Prefix of every users list (each search and role filter). */
    lists: ['admin', 'users', 'list'] as const,
    list: (search: string, role: Role | undefined) => ['admin', 'users', 'list', search, role ?? 'all'] as const,
    stats: ['admin', 'users', 'stats'] as const,
  },
  reviews: {
    all: ['admin', 'reviews'] as const,
    list: (search: string, rating: number | undefined) =>
      ['admin', 'reviews', 'list', search, rating ?? 'all'] as const,
    stats: ['admin', 'reviews', 'stats'] as const,
  },
  suggestions: {
    all: ['admin', 'suggestions'] as const,
    list: (sort: string) => ['admin', 'suggestions', 'list', sort] as const,
  },
  series: {
    all: ['admin', 'series'] as const,
    list: (search: string) => ['admin', 'series', 'list', search] as const,
    /** One series as the manager edits it: every entry, of every status. */
    detail: (id: string) => ['admin', 'series', 'detail', id] as const,
  },
  clubs: {
    all: ['admin', 'clubs'] as const,
    list: (search: string) => ['admin', 'clubs', 'list', search] as const,
  },
  reports: {
    all: ['admin', 'reports'] as const,
    /** One status's queue: every item's, or one club's (its own reports and its posts'). */
    list: (status: string, club?: string) => ['admin', 'reports', 'list', status, club ?? 'all'] as const,
    /** The dashboard's card: items with open reports. */
    openCount: ['admin', 'reports', 'open-count'] as const,
  },
  /** Works and their editions: a book's other editions, and the preview of grouping two works. */
  works: {
    all: ['admin', 'works'] as const,
    editions: (bookId: string) => ['admin', 'works', 'editions', bookId] as const,
    preview: ({ keep, add }: GroupPair) => ['admin', 'works', 'preview', keep, add] as const,
  },
  merges: {
    all: ['admin', 'merges'] as const,
    log: ['admin', 'merges', 'log'] as const,
    /** The preview of merging one record into another. */
    preview: ({ kind, keep, merge }: MergePair) => ['admin', 'merges', 'preview', kind, keep, merge] as const,
    /** The records a merge's pickers find for what the admin typed. */
    choices: (kind: MergeKind, search: string) => ['admin', 'merges', 'choices', kind, search] as const,
  },
  /** A merge's, a grouping's or a split's job, read while it runs (not under `merges.all`: nothing invalidates it). */
  catalogueJob: (id: string) => ['admin', 'catalogue-jobs', id] as const,
};
