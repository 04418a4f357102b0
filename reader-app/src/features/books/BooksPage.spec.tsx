import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@book/core';
import { makeAuthor, makeBook, makeGenre, pageOf } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import BooksPage from './BooksPage';

const genres = [makeGenre({ _id: 'g1', name: 'Fantasy' }), makeGenre({ _id: 'g2', name: 'Science Fiction' })];
const authors = [
  makeAuthor({ _id: 'a1', name: 'J.R.R. Tolkien' }),
  makeAuthor({ _id: 'a2', name: 'Ursula K. Le Guin' }),
];

let listBooks: jest.SpyInstance;

jest.setTimeout(30000);

beforeEach(() => {
  jest.spyOn(api.genres, 'list').mockResolvedValue(genres);
  jest.spyOn(api.authors, 'list').mockResolvedValue(authors);
  listBooks = jest.spyOn(api.books, 'list').mockResolvedValue(pageOf([makeBook()]));
});

afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;
const lastQuery = () => listBooks.mock.calls[listBooks.mock.calls.length - 1][0];

describe('Catalogue', () => {
  const twelveBooks = () =>
    pageOf(
      Array.from({ length: 12 }, (_, i) => makeBook({ _id: `b${i}`, title: `Book ${i}`, coverImage: `/c${i}.svg` })),
    );
  const loadingOf = () => screen.getAllByRole('img', { name: /^Cover of / }).map((img) => img.getAttribute('loading'));

  it('shows every book of the page, the covers of the first row (its LCP) eagerly and the others lazily', async () => {
    listBooks.mockResolvedValue(twelveBooks());
    renderPage(<BooksPage />, { route: '/books' });
    await waitFor(() => expect(screen.getAllByTestId('book-card')).toHaveLength(12));
    expect(loadingOf()).toEqual([...Array(6).fill('eager'), ...Array(6).fill('lazy')]);
  });

  it("on a phone's two-column grid, loads only the first row's two covers eagerly", async () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query === '(max-width: 420px)' }) as MediaQueryList);
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      listBooks.mockResolvedValue(twelveBooks());
      renderPage(<BooksPage />, { route: '/books' });
      await waitFor(() => expect(screen.getAllByTestId('book-card')).toHaveLength(12));
      expect(loadingOf()).toEqual([...Array(2).fill('eager'), ...Array(10).fill('lazy')]);
      expect(matchMedia).toHaveBeenCalledWith('(max-width: 420px)');
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('asks the server for the first page with the default sort', async () => {
    renderPage(<BooksPage />, { route: '/books' });
    expect(await screen.findByRole('link', { name: 'The Hobbit by J.R.R. Tolkien' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ sort: '-averageRating', limit: 24, page: 1 });
    expect(screen.getByLabelText('Sort by')).toHaveValue('-averageRating');
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('reads search, genre, author and sort from the URL', async () => {
    renderPage(<BooksPage />, { route: '/books?search=ring&genre=g1&author=a1&sort=title' });
    await screen.findByRole('link', { name: 'The Hobbit by J.R.R. Tolkien' });
    expect(lastQuery()).toEqual({ search: 'ring', genre: 'g1', author: 'a1', sort: 'title', limit: 24, page: 1 });
    expect(screen.getByLabelText('Search books')).toHaveValue('ring');
    await waitFor(() => expect(screen.getByLabelText('Genre')).toHaveValue('g1'));
    await waitFor(() => expect(screen.getByLabelText('Author')).toHaveValue('a1'));
    expect(screen.getByLabelText('Sort by')).toHaveValue('title');
    // Filtering by an author: their page is linked.
    expect(screen.getByRole('link', { name: 'About J.R.R. Tolkien' })).toHaveAttribute('href', '/authors/a1');
  });

  it('offers the six sort options, highest rated first', async () => {
    renderPage(<BooksPage />, { route: '/books' });
    const options = within(screen.getByLabelText('Sort by'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['-averageRating', 'title', '-title', '-publishedDate', 'publishedDate', '-reviewCount']);
  });

  it('writes a chosen genre, author and sort into the URL and refetches', async () => {
    const user = userEvent.setup();
    renderPage(<BooksPage />, { route: '/books' });
    await screen.findByRole('option', { name: 'Science Fiction' });
    await user.selectOptions(screen.getByLabelText('Genre'), 'g2');
    expect(location()).toBe('/books?genre=g2');
    expect(screen.queryByRole('link', { name: /^About / })).not.toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toMatchObject({ genre: 'g2', page: 1 }));

    await user.selectOptions(screen.getByLabelText('Author'), 'a2');
    await user.selectOptions(screen.getByLabelText('Sort by'), '-reviewCount');
    expect(location()).toBe('/books?genre=g2&author=a2&sort=-reviewCount');
    expect(screen.getByRole('link', { name: 'About Ursula K. Le Guin' })).toHaveAttribute('href', '/authors/a2');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ genre: 'g2', author: 'a2', sort: '-reviewCount', limit: 24, page: 1 }),
    );

    // Back to the default sort: it leaves the URL.
    await user.selectOptions(screen.getByLabelText('Sort by'), '-averageRating');
    expect(location()).toBe('/books?genre=g2&author=a2');
  });

  it('debounces the search box before it updates the URL', async () => {
    const user = userEvent.setup();
    renderPage(<BooksPage />, { route: '/books' });
    await screen.findByRole('link', { name: 'The Hobbit by J.R.R. Tolkien' });
    await user.type(screen.getByLabelText('Search books'), 'dune');
    expect(location()).toBe('/books');
    await waitFor(() => expect(location()).toBe('/books?search=dune'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'dune' }));
    expect(listBooks.mock.calls.filter(([q]) => q.search && q.search !== 'dune')).toHaveLength(0);
  });

  it('clears all filters at once', async () => {
    const user = userEvent.setup();
    renderPage(<BooksPage />, { route: '/books?search=ring&genre=g1&sort=title' });
    await screen.findByRole('link', { name: 'The Hobbit by J.R.R. Tolkien' });
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/books');
    expect(screen.getByLabelText('Search books')).toHaveValue('');
    await waitFor(() => expect(lastQuery()).toEqual({ sort: '-averageRating', limit: 24, page: 1 }));
  });

  it('shows "No books found" when nothing matches', async () => {
    listBooks.mockResolvedValue(pageOf([]));
    renderPage(<BooksPage />, { route: '/books?search=zzz' });
    expect(await screen.findByRole('heading', { name: 'No books found' })).toBeInTheDocument();
  });

  it('loads the next page on demand and appends it', async () => {
    const user = userEvent.setup();
    listBooks.mockImplementation(async (query) =>
      query.page === 1
        ? pageOf([makeBook({ _id: 'b1', title: 'First' })], { page: 1, hasMore: true, total: 2 })
        : pageOf([makeBook({ _id: 'b2', title: 'Second' })], { page: 2, hasMore: false, total: 2 }),
    );
    renderPage(<BooksPage />, { route: '/books' });
    await screen.findByRole('heading', { name: 'First' });
    expect(screen.getByText('2 books found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ page: 2 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('toggles between grid and list views', async () => {
    const user = userEvent.setup();
    renderPage(<BooksPage />, { route: '/books' });
    await screen.findByRole('link', { name: 'The Hobbit by J.R.R. Tolkien' });
    expect(screen.getByTestId('book-results')).toHaveAttribute('data-view', 'grid');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByTestId('book-results')).toHaveAttribute('data-view', 'list');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('A hobbit goes on an adventure.')).toBeInTheDocument();
    // The list is remembered, and said in a cookie: that reader's HTML comes without the grid's static paint.
    expect(document.cookie.split('; ')).toContain('reader-catalogue-view=list');
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(document.cookie).not.toContain('reader-catalogue-view');
    await user.click(screen.getByRole('button', { name: 'List' }));
    renderPage(<BooksPage />, { route: '/books' });
    expect((await screen.findAllByTestId('book-results')).map((list) => list.getAttribute('data-view'))).toEqual([
      'list',
      'list',
    ]);
  });

  it('gives every cover an alt text', async () => {
    renderPage(<BooksPage />, { route: '/books' });
    expect(await screen.findByAltText('Cover of The Hobbit')).toBeInTheDocument();
  });
});
