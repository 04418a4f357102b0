import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from '@book/shared-ui';
import ReaderApp from './remote-entry';

afterEach(() => jest.restoreAllMocks());

it('marks its root for the shell and lazy-loads the requested page', async () => {
  jest.spyOn(api.authors, 'list').mockResolvedValue([]);
  const { container } = render(
    <MemoryRouter initialEntries={['/authors']}>
      <Routes>
          <Route path="*" element={<ReaderApp />} />
        </Routes>
    </MemoryRouter>,
  );
  const root = container.querySelector('[data-remote="reader-app"]');
  expect(root).toHaveAttribute('data-remote-version', '0.0.0-test');
  expect(await screen.findByRole('heading', { level: 1, name: 'Authors' })).toBeInTheDocument();
});
