import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, useSession } from '@book/core';
import { PAGE_ANNOUNCER_ID } from '@book/shared-ui';
import { queryClient } from './common/query-client';
import { makeAuthor, makeBook, makeBookDetail, makeUser, pageOf } from './testing/fixtures';
import { makeReaderProfile } from './testing/readers';
import ReaderApp from './remote-entry';
import { seriesApi } from './common/api/series-calls';

jest.setTimeout(30000);

/**
 * The fake API: every call of the client waits forever (a page shows its loading state, nothing reaches a network)
 * unless a test answers it.
 */
function fakeApi() {
  for (const group of Object.values(api) as Record<string, unknown>[]) {
    for (const [name, value] of Object.entries(group)) {
      if (typeof value === 'function')
        jest.spyOn(group, name as never).mockReturnValue(new Promise(() => undefined) as never);
    }
  }
  jest.spyOn(api.books, 'get').mockResolvedValue(makeBookDetail());
  jest.spyOn(api.books, 'list').mockResolvedValue(pageOf([makeBook()]));
  jest.spyOn(api.authors, 'get').mockResolvedValue(makeAuthor());
  jest.spyOn(api.readers, 'get').mockResolvedValue(makeReaderProfile({ username: 'bookworm' }));
  jest.spyOn(seriesApi, 'get').mockResolvedValue({
    _id: 's1',
    name: 'The Harbour Trilogy',
    description: '',
    entries: [],
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  jest.spyOn(seriesApi, 'ofBook').mockResolvedValue([]);
  jest.spyOn(seriesApi, 'ofAuthor').mockResolvedValue([]);
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<ReaderApp />} />
      </Routes>
    </MemoryRouter>,
  );

const announcer = () => document.getElementById(PAGE_ANNOUNCER_ID);

beforeEach(() => {
  fakeApi();
  announcer()?.remove();
  document.title = '';
});
afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
  act(() => useSession.setState({ token: null, user: null, status: 'anonymous' }));
});

// Route pattern (as in remote-entry.tsx) → a URL of it, whether it needs a reader, and the title it must show.
const ROUTES: [pattern: string, url: string, signedIn: boolean, title: string][] = [
  ['index', '/', false, 'Home · BookNook'],
  ['books', '/books', false, 'Books · BookNook'],
  ['books/:id', '/books/b1', false, 'The Hobbit by J.R.R. Tolkien · BookNook'],
  ['authors', '/authors', false, 'Authors · BookNook'],
  ['authors/:id', '/authors/a1', false, 'J.R.R. Tolkien · BookNook'],
  ['series/:id', '/series/s1', false, 'The Harbour Trilogy · BookNook'],
  ['profile', '/profile', true, 'My Profile · BookNook'],
  ['reading-list', '/reading-list', true, 'Reading List · BookNook'],
  ['my-year/:year?', '/my-year/2025', true, 'My Year in Books: 2025 · BookNook'],
  ['reading-list/import', '/reading-list/import', true, 'Import & export · BookNook'],
  ['readers/:username', '/readers/bookworm', false, 'bookworm · BookNook'],
  ['notifications', '/notifications', true, 'Notifications · BookNook'],
];

describe('the title of every reader page', () => {
  it('covers every route of the remote but the redirect', () => {
    const source = readFileSync(join(__dirname, 'remote-entry.tsx'), 'utf8');
    const routes = [...source.matchAll(/<Route\s+(index|path="([^"]+)")/g)]
      .map((m) => m[2] ?? 'index')
      .filter((p) => p !== '*');
    expect(routes.sort()).toEqual(ROUTES.map(([pattern]) => pattern).sort());
  });

  it.each(ROUTES)('%s (%s) is named in the tab', async (_pattern, url, signedIn, title) => {
    if (signedIn) act(() => useSession.setState({ token: 't', user: makeUser(), status: 'authenticated' }));
    renderAt(url);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names a page with data generically until its data is there', async () => {
    jest.spyOn(api.books, 'get').mockReturnValue(new Promise(() => undefined));
    renderAt('/books/b1');
    await waitFor(() => expect(document.title).toBe('Book · BookNook'));
  });
});

describe('announcing navigation', () => {
  it('says nothing on the first page, then the new page after each client-side navigation', async () => {
    const user = userEvent.setup();
    renderAt('/books');
    await screen.findByRole('link', { name: 'The Hobbit by J.R.R. Tolkien' });
    expect(document.title).toBe('Books · BookNook');
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    expect(announcer()).toHaveTextContent('');

    await user.click(screen.getByRole('link', { name: 'The Hobbit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Hobbit' })).toBeInTheDocument();
    await waitFor(() => expect(announcer()).toHaveTextContent('The Hobbit by J.R.R. Tolkien · BookNook'));

    await user.click(screen.getByRole('link', { name: 'J.R.R. Tolkien' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'J.R.R. Tolkien' })).toBeInTheDocument();
    await waitFor(() => expect(announcer()).toHaveTextContent('J.R.R. Tolkien · BookNook'));
    expect(document.title).toBe('J.R.R. Tolkien · BookNook');
    expect(document.querySelectorAll(`#${PAGE_ANNOUNCER_ID}`)).toHaveLength(1);
  });
});
