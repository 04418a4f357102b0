import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '@book/core';
import { PAGE_ANNOUNCER_ID } from '@book/shared-ui';
import AdminApp from './remote-entry';
import { seriesApi } from './features/series/api/series-calls';
import { mergesApi } from './common/api/merges-calls';

jest.mock('@book/core', () => jest.requireActual('./testing/fake-core').fakeCore());

/** Every call of the fake API waits forever: each screen shows its loading state, and its title. */
beforeEach(() => {
  for (const group of Object.values(api) as unknown as Record<string, jest.Mock>[]) {
    for (const call of Object.values(group)) call.mockReturnValue(new Promise(() => undefined));
  }
  jest.spyOn(mergesApi, 'log').mockReturnValue(new Promise(() => undefined));
  jest.spyOn(seriesApi, 'list').mockReturnValue(new Promise(() => undefined));
  document.getElementById(PAGE_ANNOUNCER_ID)?.remove();
  document.title = '';
});

const SCREENS: [pattern: string, url: string, title: string][] = [
  ['index', '/admin', 'Admin Dashboard · BookNook'],
  ['books', '/admin/books', 'Manage Books · BookNook'],
  ['authors', '/admin/authors', 'Manage Authors · BookNook'],
  ['genres', '/admin/genres', 'Manage Genres · BookNook'],
  ['series', '/admin/series', 'Manage Series · BookNook'],
  ['users', '/admin/users', 'Manage Users · BookNook'],
  ['reviews', '/admin/reviews', 'Manage Reviews · BookNook'],
  ['suggestions', '/admin/suggestions', 'Suggestions · BookNook'],
  ['reports', '/admin/reports', 'Reports · BookNook'],
  ['clubs', '/admin/clubs', 'Clubs · BookNook'],
  ['merges', '/admin/merges', 'Merge Duplicates · BookNook'],
  ['merges/log', '/admin/merges/log', 'Merge Log · BookNook'],
  ['merges/editions', '/admin/merges/editions', 'Group Editions · BookNook'],
];

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Link to="/admin/genres">to genres</Link>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the title of every admin screen', () => {
  it('covers every route of the remote but the redirect', () => {
    const source = readFileSync(join(__dirname, 'remote-entry.tsx'), 'utf8');
    const routes = [...source.matchAll(/<Route\s+(index|path="([^"]+)")/g)]
      .map((m) => m[2] ?? 'index')
      .filter((p) => p !== '*');
    expect(routes.sort()).toEqual(SCREENS.map(([pattern]) => pattern).sort());
  });

  it.each(SCREENS)('%s (%s) is named in the tab', async (_pattern, url, title) => {
    renderAt(url);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('is announced after a client-side navigation, not on the first screen', async () => {
    const user = userEvent.setup();
    renderAt('/admin/books');
    await waitFor(() => expect(document.title).toBe('Manage Books · BookNook'));
    expect(document.getElementById(PAGE_ANNOUNCER_ID)).toHaveTextContent('');
    await user.click(screen.getByRole('link', { name: 'to genres' }));
    await waitFor(() =>
      expect(document.getElementById(PAGE_ANNOUNCER_ID)).toHaveTextContent('Manage Genres · BookNook'),
    );
  });
});
