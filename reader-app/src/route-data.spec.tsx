// The `reads` and `images` of routes.manifest.json are what the shell's deployment preloads for each page (the edge,
// from the route-data.json and route-images.json the build publishes): `reads` must name exactly the API reads the page
// starts with, and `images` the read whose answer gives the first images the page shows, or the preloads are wasted and
// the page still waits.
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ROUTES } from './routes';
import { makeBook } from './testing/fixtures';
import { renderPage, signOut } from './testing/render';
import HomePage from './features/home/HomePage';
import BooksPage from './features/books/BooksPage';

const requested: string[] = [];
/** Answers by URL (the whole body); the rest answer empty lists. */
const answers = new Map<string, unknown>();

function answer(url: string) {
  if (answers.has(url)) return { ok: true, status: 200, json: async () => answers.get(url) };
  const data = url.startsWith('/api/stats') ? { totalBooks: 0, totalUsers: 0, totalReviews: 0, totalAuthors: 0 } : [];
  const meta = { page: 1, limit: 24, total: 0, totalPages: 0, pages: 0 };
  return { ok: true, status: 200, json: async () => ({ success: true, data, meta }) };
}

beforeEach(() => {
  signOut();
  requested.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    return answer(url) as unknown as Response;
  });
});
afterEach(() => {
  answers.clear();
  // jsdom has no fetch of its own.
  delete (globalThis as { fetch?: unknown }).fetch;
});

/** The pages the manifest names reads or images of, as they render. */
const PAGES: Record<string, ReactElement> = { '/': <HomePage />, '/books': <BooksPage /> };
const withHint = (hint: 'reads' | 'images') => Object.keys(ROUTES).filter((route) => ROUTES[route][hint]);

it('renders here every page the manifest names reads or images of', () => {
  expect([...new Set([...withHint('reads'), ...withHint('images')])]).toEqual(Object.keys(PAGES));
});

describe('reads', () => {
  it.each(withHint('reads'))('lists the API reads the page at %s starts with', async (route) => {
    const page = PAGES[route];
    const reads = ROUTES[route].reads as string[];
    renderPage(page, { route });
    await waitFor(() => expect(requested.length).toBeGreaterThanOrEqual(reads.length));
    expect([...new Set(requested)].sort()).toEqual([...reads].sort());
  });
});

describe('images', () => {
  it.each(withHint('images'))(
    'names the read and the place in its answer of the first images the page at %s shows, which it asks for first',
    async (route) => {
      const page = PAGES[route];
      const hint = ROUTES[route].images as { read: string; images: string; first: number };
      expect(ROUTES[route].reads).toContain(hint.read);
      const items = Array.from({ length: 8 }, (_, i) =>
        makeBook({ _id: `b${i}`, title: `Book ${i}`, coverImage: `/api/uploads/cover-${i}.svg` }),
      );
      answers.set(hint.read, {
        success: true,
        data: items,
        meta: { page: 1, limit: 24, total: items.length, totalPages: 1, hasMore: false },
      });
      renderPage(page, { route });
      await screen.findByRole('img', { name: 'Cover of Book 0' });
      // What the shell's server preloads: the same walk over the answer (the edge's valuesAt).
      const body = answers.get(hint.read);
      const named = hint.images
        .split('.')
        .reduce<unknown[]>(
          (values, key) =>
            values.flatMap((v) => (key === '*' ? (v as unknown[]) : [(v as Record<string, unknown>)[key]])),
          [body],
        );
      const preloaded = named.slice(0, hint.first);
      expect(preloaded).toEqual(items.slice(0, hint.first).map((b) => b.coverImage));
      // The page shows those images first, eagerly and at high priority (as the preload asks for them).
      const covers = screen.getAllByRole('img', { name: /^Cover of / }).slice(0, hint.first);
      expect(covers.map((img) => img.getAttribute('src'))).toEqual(preloaded);
      for (const img of covers) {
        expect(img).toHaveAttribute('loading', 'eager');
        expect(img).toHaveAttribute('fetchpriority', 'high');
      }
    },
  );
});
