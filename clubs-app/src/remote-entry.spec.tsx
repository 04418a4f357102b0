import { render, screen } from '@testing-library/react';
import { ApiError } from '@book/core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import ClubsApp from './remote-entry';
import { nav } from './nav';
import area from '../area.json';
import { clubsApi } from './common/api/clubs-calls';

beforeEach(() =>
  jest
    .spyOn(clubsApi, 'directory')
    .mockResolvedValue({ items: [], meta: { total: 0, page: 1, limit: 20, hasMore: false } }),
);
afterEach(() => jest.restoreAllMocks());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The remote as the shell mounts it: under `${basePath}/*`, told its base path. */
const renderAt = (path: string, basePath = '/clubs') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${basePath.slice(1)}/*`} element={<ClubsApp basePath={basePath} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the clubs remote', () => {
  it('shows the directory at its base path', async () => {
    renderAt('/clubs');
    expect(screen.getByRole('heading', { level: 1, name: 'Book clubs' })).toBeInTheDocument();
    expect(await screen.findByText('No clubs yet')).toBeInTheDocument();
  });

  it('routes relative to wherever the manifest mounts it', () => {
    renderAt('/book-clubs/new', '/book-clubs');
    expect(screen.getByRole('heading', { level: 1, name: 'Start a club' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to clubs' })).toHaveAttribute('href', '/book-clubs');
  });

  it("opens a club's page and a section's thread under the base path", async () => {
    jest.spyOn(clubsApi, 'club').mockRejectedValue(new ApiError(404, 'Club not found', undefined, true));
    renderAt('/clubs/c1/sections/s1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Club not found' })).toBeInTheDocument();
  });

  it('sends an unknown sub-path to the home page', () => {
    renderAt('/clubs/c1/elsewhere/page');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it("publishes the navbar entry its nav module contributes as its manifest entry's fallback", () => {
    const home = area.routes[0].prefix;
    expect(area.nav).toEqual(nav.map((item) => ({ ...item, to: item.to ? `${home}/${item.to}` : home })));
    expect(area.routes).toContainEqual({ prefix: '/clubs/new', guard: 'signed-in' });
  });
});
