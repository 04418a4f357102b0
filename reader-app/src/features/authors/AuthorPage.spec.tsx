import { screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, toast } from '@book/core';
import { makeAuthor, makeBook, pageOf } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import AuthorPage from './AuthorPage';
import { averageAcross } from './api/authors-queries';
import { seriesApi } from '../../common/api/series-calls';

const tolkien = makeAuthor({
  _id: 'a1',
  name: 'J.R.R. Tolkien',
  avatar: '/api/uploads/tolkien.svg',
  biography: 'Philologist and author.',
});
const books = [
  makeBook({ _id: 'b1', title: 'The Hobbit', averageRating: 4.5, reviewCount: 2 }),
  makeBook({
    _id: 'b2',
    title: 'The Silmarillion',
    averageRating: 3,
    reviewCount: 1,
    coverImage: '/api/uploads/silmarillion.svg',
  }),
  makeBook({ _id: 'b3', title: 'Leaf by Niggle', averageRating: 0, reviewCount: 0 }),
];

let getAuthor: jest.SpyInstance;
let listBooks: jest.SpyInstance;
let authorSeries: jest.SpyInstance;

beforeEach(() => {
  getAuthor = jest.spyOn(api.authors, 'get').mockResolvedValue(tolkien);
  listBooks = jest.spyOn(api.books, 'list').mockResolvedValue(pageOf(books));
  authorSeries = jest.spyOn(seriesApi, 'ofAuthor').mockResolvedValue([]);
  jest.spyOn(toast, 'error').mockImplementation(() => '');
});
afterEach(() => jest.restoreAllMocks());

const renderAuthor = (id = 'a1') => renderPage(<AuthorPage />, { route: `/authors/${id}`, path: '/authors/:id' });

describe('Author page', () => {
  it('groups their series under "Series", each a link to its page, and shows no group without any', async () => {
    authorSeries.mockResolvedValue([
      { _id: 's1', name: 'Middle-earth', description: '', entryCount: 3, updatedAt: '2026-01-01T00:00:00.000Z' },
    ]);
    renderAuthor();
    const section = within(await screen.findByRole('region', { name: 'Series' }));
    expect(authorSeries).toHaveBeenCalledWith('a1', expect.anything());
    expect(section.getByRole('link', { name: 'Middle-earth' })).toHaveAttribute('href', '/series/s1');
    expect(section.getByText('(3 books)')).toBeInTheDocument();
  });

  it('shows no Series group for an author without one', async () => {
    renderAuthor();
    await screen.findByRole('region', { name: 'Books by J.R.R. Tolkien' });
    await waitFor(() => expect(authorSeries).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Series' })).not.toBeInTheDocument();
  });

  it('shows the photo, name, nationality, birth date and biography, and is named after them', async () => {
    renderAuthor();
    expect(await screen.findByRole('heading', { level: 1, name: 'J.R.R. Tolkien' })).toBeInTheDocument();
    expect(getAuthor).toHaveBeenCalledWith('a1');
    expect(screen.getByAltText('J.R.R. Tolkien')).toHaveAttribute('src', '/api/uploads/tolkien.svg');
    expect(screen.getByText('British')).toBeInTheDocument();
    // Born on January 3, 1892 (that day's UTC midnight), also in Los Angeles where the tests run.
    const born = new Date(Date.UTC(1892, 0, 3)).toLocaleDateString(undefined, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(screen.getByText(born)).toHaveAttribute('datetime', '1892-01-03');
    expect(screen.getByText('Philologist and author.')).toBeInTheDocument();
    expect(document.title).toBe('J.R.R. Tolkien · BookNook');
    expect(screen.getByRole('link', { name: 'Authors' })).toHaveAttribute('href', '/authors');
  });

  it('lists their published books as the catalogue shows them, with the average rating across them weighted by reviews', async () => {
    renderAuthor();
    const section = within(await screen.findByRole('region', { name: 'Books by J.R.R. Tolkien' }));
    expect(await section.findAllByTestId('book-card')).toHaveLength(3);
    // What a visitor gets: the catalogue filtered by the author (published books only, the API's rule).
    expect(listBooks).toHaveBeenCalledWith(expect.objectContaining({ author: 'a1', page: 1 }), expect.anything());
    expect(listBooks.mock.calls[0][0]).not.toHaveProperty('status');
    expect(section.getByAltText('Cover of The Silmarillion')).toHaveAttribute('src', '/api/uploads/silmarillion.svg');
    expect(section.getAllByRole('link', { name: 'The Hobbit' })[0]).toHaveAttribute('href', '/books/b1');
    // (4.5 × 2 + 3 × 1) / 3 reviews = 4.0, not the mean of the books' averages (3.75 rated, 2.5 all).
    expect(screen.getByTestId('author-average')).toHaveTextContent('4.0 average rating across 3 books (3 reviews)');
    expect(within(screen.getByTestId('author-average')).getByRole('img', { name: /Rated 4/ })).toBeInTheDocument();
  });

  it('reads every page of their books for the average', async () => {
    listBooks
      .mockResolvedValueOnce(pageOf([books[0]], { page: 1, hasMore: true, total: 2 }))
      .mockResolvedValueOnce(
        pageOf([makeBook({ _id: 'b4', title: 'Roverandom', averageRating: 1, reviewCount: 2 })], { page: 2, total: 2 }),
      );
    renderAuthor();
    expect(await screen.findByTestId('author-average')).toHaveTextContent(
      '2.8 average rating across 2 books (4 reviews)',
    );
    expect(listBooks).toHaveBeenLastCalledWith(expect.objectContaining({ author: 'a1', page: 2 }), expect.anything());
    expect(screen.getAllByTestId('book-card')).toHaveLength(2);
  });

  it('says when none of their books has a rating, or when they have no book yet', async () => {
    listBooks.mockResolvedValueOnce(pageOf([books[2]]));
    const { unmount } = renderAuthor();
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
    unmount();
    listBooks.mockResolvedValueOnce(pageOf([]));
    renderAuthor();
    expect(await screen.findByRole('heading', { name: 'No books yet' })).toBeInTheDocument();
    expect(screen.queryByTestId('author-average')).not.toBeInTheDocument();
  });

  it('says "Author not found" for an unknown id, in its heading and its title', async () => {
    getAuthor.mockRejectedValue(new ApiError(404, 'Author not found', undefined, true));
    renderAuthor('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Author not found' })).toBeInTheDocument();
    expect(document.title).toBe('Author not found · BookNook');
    expect(screen.getByRole('link', { name: 'All authors' })).toHaveAttribute('href', '/authors');
    expect(listBooks).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("leads a merged author's old address to the author they were merged into", async () => {
    getAuthor.mockResolvedValue({ ...tolkien, _id: 'a9' });
    renderAuthor('a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'J.R.R. Tolkien' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/authors\/a9$/));
    expect(listBooks).toHaveBeenCalledWith(expect.objectContaining({ author: 'a9' }), expect.anything());
  });

  it('says a failure of ours as such, with a retry', async () => {
    getAuthor.mockRejectedValueOnce(new ApiError(503, 'The service is temporarily unavailable.', undefined, true));
    renderAuthor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load this author' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('The service is temporarily unavailable.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'J.R.R. Tolkien' })).toBeInTheDocument();
  });
});

describe('averageAcross', () => {
  it('weights each book by its reviews and answers null without any', () => {
    expect(
      averageAcross([
        { averageRating: 5, reviewCount: 1 },
        { averageRating: 2, reviewCount: 3 },
      ]),
    ).toEqual({ average: 2.75, reviews: 4 });
    expect(averageAcross([{ averageRating: 0, reviewCount: 0 }])).toBeNull();
    expect(averageAcross([])).toBeNull();
  });
});
