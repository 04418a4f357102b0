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

describe('the page of the URL the browser opened', () => {
  const homeLoaded = jest.fn();
  beforeEach(() => {
    homeLoaded.mockReset();
    jest.doMock('./features/home/HomePage', () => {
      homeLoaded();
      return { default: () => null };
    });
  });
  afterEach(() => {
    jest.dontMock('./features/home/HomePage');
    window.history.replaceState(null, '', '/');
  });
  const loadEntry = async (path: string) => {
    window.history.replaceState(null, '', path);
    await jest.isolateModulesAsync(async () => {
      await import('./remote-entry');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('starts downloading when the remote loads, before anything renders', async () => {
    await loadEntry('/');
    expect(homeLoaded).toHaveBeenCalledTimes(1);
  });

  it('is the only one: another page waits until it renders', async () => {
    await loadEntry('/books');
    expect(homeLoaded).not.toHaveBeenCalled();
  });
});
