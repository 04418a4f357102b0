import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { api, useSession } from '@book/core';
import { makeUser } from '@book/core/testing';
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

  it('reads again, rather than from its cache, once another account signs in on the tab', async () => {
    (api.genres.list as jest.Mock).mockResolvedValue([]);
    (api.suggestions.list as jest.Mock).mockResolvedValue({
      items: [],
      meta: { total: 0, page: 1, limit: 50, hasMore: false },
    });
    useSession.setState({ token: 't1', user: makeUser({ _id: 'a1', role: 'admin' }), status: 'authenticated' });
    function Go({ to }: { to: string }) {
      const navigate = useNavigate();
      return <button onClick={() => navigate(to)}>{to}</button>;
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin/genres']}>
        <Go to="/admin/genres" />
        <Go to="/admin/suggestions" />
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Genres' })).toBeInTheDocument();
    const reads = (api.genres.list as jest.Mock).mock.calls.length;
    act(() =>
      useSession.setState({ token: 't2', user: makeUser({ _id: 'a2', role: 'admin' }), status: 'authenticated' }),
    );
    await user.click(screen.getByRole('button', { name: '/admin/suggestions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Suggestions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '/admin/genres' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Genres' })).toBeInTheDocument();
    expect((api.genres.list as jest.Mock).mock.calls.length).toBeGreaterThan(reads);
  });
});
