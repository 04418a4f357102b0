// route-data.json is what the shell's deployment preloads for each page (tools/lib/static-server.mjs): it must
// name exactly the API reads the page starts with, or the preloads are wasted and the page still waits.
import { waitFor } from '@testing-library/react';
import routeData from './route-data.json';
import { renderPage, signOut } from './testing/render';
import HomePage from './features/home/HomePage';
import BooksPage from './features/books/BooksPage';

const requested: string[] = [];

function answer(url: string) {
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
  // jsdom has no fetch of its own.
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('route-data.json', () => {
  it.each([
    ['/', <HomePage key="home" />],
    ['/books', <BooksPage key="books" />],
  ])('lists the API reads the page at %s starts with', async (route, page) => {
    const reads = (routeData as Record<string, string[]>)[route];
    renderPage(page, { route });
    await waitFor(() => expect(requested.length).toBeGreaterThanOrEqual(reads.length));
    expect([...new Set(requested)].sort()).toEqual([...reads].sort());
  });
});
