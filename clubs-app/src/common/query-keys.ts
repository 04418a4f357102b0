import type { DirectoryQuery } from './api/clubs-calls';

/**
 * Every cache key of the clubs remote (its own QueryClient): `all` is the prefix a mutation invalidates, the other
 * keys are what the features' `api/` query definitions read.
 */
export const queryKeys = {
  clubs: {
    all: ['clubs'] as const,
    directory: (query: DirectoryQuery) => ['clubs', 'directory', query] as const,
    mine: ['clubs', 'mine'] as const,
    /** Everything of one club: its page, members, schedule and threads. */
    club: (id: string) => ['clubs', 'club', id] as const,
    detail: (id: string) => ['clubs', 'club', id, 'detail'] as const,
    members: (id: string) => ['clubs', 'club', id, 'members'] as const,
    requests: (id: string) => ['clubs', 'club', id, 'requests'] as const,
    schedule: (id: string) => ['clubs', 'club', id, 'schedule'] as const,
    thread: (id: string, sectionId: string) => ['clubs', 'club', id, 'thread', sectionId] as const,
  },
  /** The signed-in reader's reading list (where their progress is logged). */
  readingList: ['reading-list'] as const,
};
