import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '@book/core';
import AdminApp from './remote-entry';

jest.mock('@book/core', () => jest.requireActual('./testing/fake-core').fakeCore());

describe('the admin remote entry', () => {
  it('marks its root and lazy-loads the requested page', async () => {
    (api.genres.list as jest.Mock).mockResolvedValue([]);
    const { container } = render(
      <MemoryRouter initialEntries={['/admin/genres']}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
        </Routes>
      </MemoryRouter>,
    );
    const root = container.querySelector('[data-remote="admin-app"]');
    expect(root).toHaveAttribute('data-remote-version', '0.0.0-test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Genres' })).toBeInTheDocument();
  });

  it('routes /admin/suggestions to the Suggestions screen', async () => {
    (api.suggestions.list as jest.Mock).mockResolvedValue({
      items: [],
      meta: { total: 0, page: 1, limit: 50, hasMore: false },
    });
    render(
      <MemoryRouter initialEntries={['/admin/suggestions']}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Suggestions' })).toBeInTheDocument();
  });
});
