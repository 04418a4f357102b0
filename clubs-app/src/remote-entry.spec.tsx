import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import ClubsApp from './remote-entry';
import { nav } from './nav';
import area from '../area.json';

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
  it('shows the directory at its base path, with a link to start a club', () => {
    renderAt('/clubs');
    expect(screen.getByRole('heading', { level: 1, name: 'Book clubs' })).toBeInTheDocument();
    expect(screen.getByText('No clubs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a club' })).toHaveAttribute('href', '/clubs/new');
  });

  it('routes relative to wherever the manifest mounts it', () => {
    renderAt('/book-clubs/new', '/book-clubs');
    expect(screen.getByRole('heading', { level: 1, name: 'Start a club' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to clubs' })).toHaveAttribute('href', '/book-clubs');
  });

  it('sends an unknown sub-path to the home page', () => {
    renderAt('/clubs/nowhere');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it("publishes the navbar entry its nav module contributes as its manifest entry's fallback", () => {
    expect(area.nav).toEqual(nav);
    expect(area.routes).toContainEqual({ prefix: '/clubs/new', guard: 'signed-in' });
  });
});
