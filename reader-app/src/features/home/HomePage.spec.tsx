import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@book/core';
import { makeAuthor, makeBook, makeBookCard, makeEntry, makeUser, pageOf } from '../../testing/fixtures';
import { renderPage, signInAs, signOut } from '../../testing/render';
import HomePage from './HomePage';

beforeEach(() => {
  signOut();
  jest
    .spyOn(api.stats, 'get')
    .mockResolvedValue({ totalBooks: 1234, totalUsers: 56, totalReviews: 789, totalAuthors: 10, totalClubs: 2 });
  jest
    .spyOn(api.books, 'list')
    .mockResolvedValue(pageOf(Array.from({ length: 6 }, (_, i) => makeBook({ _id: `b${i}`, title: `Book ${i}` }))));
  jest
    .spyOn(api.authors, 'list')
    .mockResolvedValue([makeAuthor({ _id: 'a1', name: 'Prolific Writer', bookCount: 12 })]);
  jest.spyOn(api.readingList, 'list').mockResolvedValue([]);
  jest.spyOn(api.feed, 'list').mockResolvedValue({ items: [], meta: { hasMore: false, next: null } });
  jest.spyOn(api.feed, 'suggestions').mockResolvedValue([]);
});
afterEach(() => jest.restoreAllMocks());

describe('Home', () => {
  it('shows the site statistics, six top-rated books and the authors with most books', async () => {
    renderPage(<HomePage />);
    await waitFor(() => expect(screen.getByTestId('stat-totalBooks')).toHaveTextContent('1,234'));
    expect(screen.getByTestId('stat-totalReviews')).toHaveTextContent('789');
    const books = screen.getByRole('region', { name: 'Top Rated Books' });
    expect(await within(books).findAllByTestId('book-card')).toHaveLength(6);
    expect(api.books.list).toHaveBeenCalledWith({ sort: '-averageRating', limit: 6 }, expect.anything());
    expect(api.authors.list).toHaveBeenCalledWith({ sort: '-bookCount', limit: 6 }, expect.anything());
    expect(await screen.findByText('Prolific Writer')).toBeInTheDocument();
    expect(screen.getByText('12 books')).toBeInTheDocument();
  });

  it('invites visitors to browse and sign up', async () => {
    renderPage(<HomePage />);
    expect(screen.getAllByRole('link', { name: 'Browse Books' })[0]).toHaveAttribute('href', '/books');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    await screen.findByText('Prolific Writer');
  });

  it('does not ask signed-in readers to sign up', async () => {
    signInAs(makeUser());
    renderPage(<HomePage />);
    expect(screen.queryByRole('link', { name: /sign up/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Reading List' })).toHaveAttribute('href', '/reading-list');
    await screen.findByText('Prolific Writer');
  });

  it("keeps a visitor's home as it was: no reader's sections, none of their reads", async () => {
    renderPage(<HomePage />);
    await screen.findByText('Prolific Writer');
    expect(screen.queryByRole('heading', { name: 'Continue reading' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'From readers you follow' })).not.toBeInTheDocument();
    expect(api.readingList.list).not.toHaveBeenCalled();
    expect(api.feed.list).not.toHaveBeenCalled();
  });

  it("gives a signed-in reader their books in progress and their feed, after the hero and before the site's sections", async () => {
    signInAs(makeUser());
    jest.mocked(api.readingList.list).mockResolvedValue([
      makeEntry({
        _id: 'e1',
        status: 'reading',
        book: makeBookCard({ _id: 'b7', title: 'Middlemarch', author: { _id: 'a2', name: 'George Eliot' } }),
      }),
      makeEntry({ _id: 'e2', status: 'wishlist', book: makeBookCard({ _id: 'b8', title: 'Persuasion' }) }),
      makeEntry({ _id: 'e3', status: 'completed', book: makeBookCard({ _id: 'b9', title: 'Emma' }) }),
      makeEntry({ _id: 'e4', status: 'reading', book: { _id: 'b10', title: 'Withdrawn Tales', available: false } }),
    ]);
    renderPage(<HomePage />);
    const continuing = await screen.findByRole('region', { name: 'Continue reading' });
    const book = await within(continuing).findByRole('link', { name: /Middlemarch/ });
    expect(book).toHaveAttribute('href', '/books/b7');
    expect(book).toHaveTextContent('George Eliot');
    // A book no longer published: its title, said to be gone, and no link to its page.
    const items = within(continuing).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Withdrawn TalesNo longer available');
    expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'From readers you follow' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading')
        .map((h) => `${h.tagName} ${h.textContent}`)
        .slice(0, 4),
    ).toEqual([
      'H1 Discover, review and track the books you love',
      'H2 Continue reading',
      'H2 From readers you follow',
      'H2 Site statistics',
    ]);
  });

  it('suggests a next book when the reader is reading nothing', async () => {
    signInAs(makeUser());
    renderPage(<HomePage />);
    const continuing = await screen.findByRole('region', { name: 'Continue reading' });
    expect(await within(continuing).findByText(/You are not reading anything right now/)).toBeInTheDocument();
    expect(within(continuing).getByRole('link', { name: 'Find your next book' })).toHaveAttribute('href', '/books');
  });
});
