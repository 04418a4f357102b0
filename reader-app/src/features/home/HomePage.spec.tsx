import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@book/core';
import { makeAuthor, makeBook, makeUser, pageOf } from '../../testing/fixtures';
import { renderPage, signInAs, signOut } from '../../testing/render';
import HomePage from './HomePage';

beforeEach(() => {
  signOut();
  jest.spyOn(api.stats, 'get').mockResolvedValue({ totalBooks: 1234, totalUsers: 56, totalReviews: 789, totalAuthors: 10 });
  jest
    .spyOn(api.books, 'list')
    .mockResolvedValue(pageOf(Array.from({ length: 6 }, (_, i) => makeBook({ _id: `b${i}`, title: `Book ${i}` }))));
  jest.spyOn(api.authors, 'list').mockResolvedValue([makeAuthor({ _id: 'a1', name: 'Prolific Writer', bookCount: 12 })]);
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
});
