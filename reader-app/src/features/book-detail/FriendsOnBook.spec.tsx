import { screen, within } from '@testing-library/react';
import { api } from '@book/core';
import { editionsApi } from '../../common/api/editions-calls';
import { makeBookDetail, makeReview, makeUser, pageOf } from '../../testing/fixtures';
import { renderPage, signInAs, signOut } from '../../testing/render';
import BookDetailPage from './BookDetailPage';

const reader = (username: string) => ({ id: `id-${username}`, username, avatar: '', bio: '' });

let friends: jest.SpyInstance;

beforeEach(() => {
  signOut();
  jest.spyOn(api.books, 'get').mockResolvedValue(makeBookDetail());
  jest.spyOn(editionsApi, 'list').mockResolvedValue([]);
  jest
    .spyOn(api.reviews, 'list')
    .mockImplementation(async (query = {}) =>
      pageOf(
        query.user
          ? []
          : [
              makeReview({ _id: 'r1', title: 'Lovely', user: { _id: 'u2', username: 'bob', avatar: '' } }),
              makeReview({ _id: 'r2', title: 'Orphan', user: null }),
            ],
      ),
    );
  jest.spyOn(api.readingList, 'list').mockResolvedValue([]);
  friends = jest.spyOn(api.books, 'friends').mockResolvedValue([
    { reader: reader('ada'), status: 'reading', rating: null },
    { reader: reader('cy'), status: 'completed', rating: 4 },
  ]);
});
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

const renderBook = () => renderPage(<BookDetailPage />, { route: '/books/b1', path: '/books/:id' });

describe("A book's readers you follow", () => {
  it('shows a signed-in reader the readers they follow who have the book, with where it is on their list and their rating', async () => {
    signInAs(makeUser({ _id: 'me', username: 'me' }));
    renderBook();
    const section = await screen.findByRole('region', { name: 'Readers you follow' });
    expect(friends).toHaveBeenCalledWith('b1', expect.anything());
    const [ada, cy] = within(section).getAllByTestId('book-friend');
    expect(within(ada).getByRole('link', { name: 'ada' })).toHaveAttribute('href', '/readers/ada');
    expect(ada).toHaveTextContent('Currently Reading');
    expect(within(ada).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(within(cy).getByRole('link', { name: 'cy' })).toHaveAttribute('href', '/readers/cy');
    expect(cy).toHaveTextContent('Completed');
    expect(within(cy).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('is neither requested nor shown for a visitor', async () => {
    renderBook();
    await screen.findByText('Lovely');
    expect(friends).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Readers you follow' })).not.toBeInTheDocument();
  });

  it('is not shown when no one the reader follows has the book', async () => {
    signInAs(makeUser({ _id: 'me', username: 'me' }));
    friends.mockResolvedValue([]);
    renderBook();
    await screen.findByText('Lovely');
    expect(friends).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Readers you follow' })).not.toBeInTheDocument();
  });

  it("links each reviewer's name to their page; a deleted reader's review names no one", async () => {
    renderBook();
    const [review, orphan] = await screen.findAllByTestId('review');
    expect(within(review).getByRole('link', { name: 'bob' })).toHaveAttribute('href', '/readers/bob');
    expect(orphan).toHaveTextContent('Deleted user');
    expect(within(orphan).queryByRole('link')).not.toBeInTheDocument();
  });
});
