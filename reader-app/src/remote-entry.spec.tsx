import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, useSession } from '@book/core';
import { makeBook, makeUser } from './testing/fixtures';
import { nav } from './nav';
import area from '../area.json';
import ReaderApp, { landingPatterns, preloadLandingPage } from './remote-entry';
import { landingRoutes, ROUTES } from './routes';

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

it('lands on the pages routes.manifest.json names (whose files the deployment preloads), by the same patterns', async () => {
  expect(landingPatterns()).toEqual(landingRoutes());
  for (const pattern of landingRoutes()) {
    const page = (await import(`${ROUTES[pattern].page}`)) as { default?: unknown };
    expect({ pattern, page: typeof page.default }).toEqual({ pattern, page: 'function' });
  }
});

it('starts loading the landing page of the URL it is loaded at, and the catalogue its books, so that its first render shows them, not a loader', async () => {
  const books = jest.spyOn(api.books, 'list').mockResolvedValue({
    items: [makeBook({ title: 'Dune' })],
    meta: { page: 1, limit: 24, total: 1, hasMore: false },
  });
  jest.spyOn(api.genres, 'list').mockResolvedValue([]);
  jest.spyOn(api.authors, 'list').mockResolvedValue([]);
  expect(preloadLandingPage('/readers/someone')).toBeUndefined();
  // A query string (filters) reads other books: only the page's code loads.
  await preloadLandingPage('/books', '?genre=g1');
  expect(books).not.toHaveBeenCalled();
  // What the module does with the page's URL when the shell loads it, before the shell renders it.
  await preloadLandingPage('/books/');
  expect(books).toHaveBeenCalledTimes(1);
  render(
    <MemoryRouter initialEntries={['/books']}>
      <Routes>
        <Route path="*" element={<ReaderApp />} />
      </Routes>
    </MemoryRouter>,
  );
  // In the first render: no loader, no skeletons, no waiting (getBy, not findBy), and no second read.
  expect(screen.getByRole('heading', { level: 1, name: 'Browse Books' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Cover of Dune' })).toBeInTheDocument();
  expect(books).toHaveBeenCalledTimes(1);
});

it("starts a book's page with the book and its newest reviews, so its first render shows the book, not a loader", async () => {
  const book = jest.spyOn(api.books, 'get').mockResolvedValue(makeBook({ _id: 'b1', title: 'Dune' }) as never);
  const reviews = jest
    .spyOn(api.reviews, 'list')
    .mockResolvedValue({ items: [], meta: { page: 1, limit: 20, total: 0, hasMore: false } } as never);
  await preloadLandingPage('/books/b1');
  expect(book).toHaveBeenCalledWith('b1', expect.anything());
  expect(reviews).toHaveBeenCalledWith(expect.objectContaining({ book: 'b1', page: 1 }), expect.anything());
  render(
    <MemoryRouter initialEntries={['/books/b1']}>
      <Routes>
        <Route path="*" element={<ReaderApp />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Dune' })).toBeInTheDocument();
  expect(book).toHaveBeenCalledTimes(1);
});

it("starts an author's page with the author and their books", async () => {
  const author = jest.spyOn(api.authors, 'get').mockResolvedValue({ _id: 'a1', name: 'Frank Herbert' } as never);
  const books = jest.spyOn(api.books, 'list').mockResolvedValue({
    items: [makeBook({ title: 'Dune' })],
    meta: { page: 1, limit: 100, total: 1, hasMore: false },
  });
  await preloadLandingPage('/authors/a1');
  expect(author).toHaveBeenCalledWith('a1');
  expect(books).toHaveBeenCalledWith(expect.objectContaining({ author: 'a1' }), expect.anything());
  render(
    <MemoryRouter initialEntries={['/authors/a1']}>
      <Routes>
        <Route path="*" element={<ReaderApp />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Frank Herbert' })).toBeInTheDocument();
  expect(author).toHaveBeenCalledTimes(1);
});

describe('the navbar entries (reader_app/nav)', () => {
  it("keep the spec's Home, Books and Authors in the main bar, then Reading List and Profile, in order, and add My Year", () => {
    expect(nav.map((item) => [item.label, item.to, item.slot ?? 'main'])).toEqual([
      ['Home', '/', 'main'],
      ['Books', '/books', 'main'],
      ['Authors', '/authors', 'main'],
      ['Reading List', '/reading-list', 'account'],
      ['Profile', '/profile', 'account'],
      ['My Year', '/my-year', 'account'],
    ]);
  });

  it("publish the spec's links as the fallback of the remote's manifest entry (area.json)", () => {
    expect(area.nav).toEqual(nav.filter((item) => item.to !== '/my-year'));
  });

  it('route My Year to its page for readers and send visitors to /login', async () => {
    const year = jest.spyOn(api.readingList, 'year').mockRejectedValue(new Error('offline'));
    useSession.setState({ token: null, user: null, status: 'anonymous' });
    const visitor = render(
      <MemoryRouter initialEntries={['/my-year']}>
        <Routes>
          <Route path="/login" element={<p>Login page</p>} />
          <Route path="*" element={<ReaderApp />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(year).not.toHaveBeenCalled();
    visitor.unmount();

    useSession.setState({ token: 't', user: makeUser(), status: 'authenticated' });
    render(
      <MemoryRouter initialEntries={['/my-year/2025']}>
        <Routes>
          <Route path="*" element={<ReaderApp />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My Year in Books: 2025' })).toBeInTheDocument();
    expect(year).toHaveBeenCalledWith(2025, expect.anything());
  });
});

it('routes /reading-list/import to the Import & export page', async () => {
  render(
    <MemoryRouter initialEntries={['/reading-list/import']}>
      <Routes>
        <Route path="*" element={<ReaderApp />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Import & export' })).toBeInTheDocument();
});
