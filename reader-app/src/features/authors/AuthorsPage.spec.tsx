import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@book/core';
import { makeAuthor } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import AuthorsPage from './AuthorsPage';
import { filterAuthors } from './author-search';

const authors = [
  makeAuthor({
    _id: 'a1',
    name: 'Chinua Achebe',
    nationality: 'Nigerian',
    birthDate: '1930-11-16T00:00:00.000Z',
    bookCount: 1,
  }),
  makeAuthor({
    _id: 'a2',
    name: 'Jane Austen',
    nationality: 'British',
    birthDate: '1775-12-16T00:00:00.000Z',
    bookCount: 6,
    avatar: '/api/uploads/austen.svg',
  }),
  makeAuthor({
    _id: 'a3',
    name: 'Haruki Murakami',
    nationality: 'Japanese',
    birthDate: null,
    bookCount: 4,
    biography: '',
  }),
];

beforeEach(() => {
  jest.spyOn(api.authors, 'list').mockResolvedValue(authors);
});
afterEach(() => jest.restoreAllMocks());

describe('Authors', () => {
  it('lists every author with avatar, nationality, born year, biography and book count', async () => {
    renderPage(<AuthorsPage />, { route: '/authors' });
    const cards = await screen.findAllByTestId('author-card');
    expect(cards).toHaveLength(3);
    const austen = within(cards[1]);
    expect(austen.getByRole('heading', { name: 'Jane Austen' })).toBeInTheDocument();
    expect(austen.getByRole('link', { name: 'Jane Austen' })).toHaveAttribute('href', '/authors/a2');
    expect(austen.getByAltText('Jane Austen')).toHaveAttribute('src', '/api/uploads/austen.svg');
    expect(austen.getByText('British')).toBeInTheDocument();
    expect(austen.getByText('Born 1775')).toBeInTheDocument();
    expect(austen.getByText('Author of The Lord of the Rings.')).toHaveClass('ui-clamp-3');
    expect(austen.getByRole('link', { name: '6 books' })).toHaveAttribute('href', '/books?author=a2');
    // no picture: a fallback instead of a broken image
    expect(within(cards[0]).getByRole('img', { name: 'Chinua Achebe' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('1 book')).toBeInTheDocument();
  });

  it('searches by name or nationality on the client', async () => {
    const user = userEvent.setup();
    renderPage(<AuthorsPage />, { route: '/authors' });
    await screen.findAllByTestId('author-card');
    await user.type(screen.getByLabelText('Search authors'), 'japan');
    expect(screen.getAllByTestId('author-card')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Haruki Murakami' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search authors'));
    await user.type(screen.getByLabelText('Search authors'), 'AUSTEN');
    expect(screen.getAllByTestId('author-card')).toHaveLength(1);
    expect(api.authors.list).toHaveBeenCalledTimes(1);
  });

  it('says "No authors found" when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage(<AuthorsPage />, { route: '/authors' });
    await screen.findAllByTestId('author-card');
    await user.type(screen.getByLabelText('Search authors'), 'nobody');
    expect(screen.getByRole('heading', { name: 'No authors found' })).toBeInTheDocument();
  });

  it('filterAuthors ignores case and surrounding spaces', () => {
    expect(filterAuthors(authors, '  nigerian ').map((a) => a.name)).toEqual(['Chinua Achebe']);
    expect(filterAuthors(authors, '')).toHaveLength(3);
  });
});
