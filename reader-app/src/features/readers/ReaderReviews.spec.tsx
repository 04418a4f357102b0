import { screen } from '@testing-library/react';
import { api } from '@book/core';
import { makeBookCard, makeReview, makeUser } from '../../testing/fixtures';
import { makePage } from '../../testing/readers';
import { renderPage, signInAs } from '../../testing/render';
import { ReaderReviews } from './ReaderReviews';

afterEach(() => jest.restoreAllMocks());

it("shows each of a reader's reviews with its like and comment counts, linking to it on the book's page", async () => {
  signInAs(makeUser());
  jest
    .spyOn(api.readers, 'reviews')
    .mockResolvedValue(
      makePage([
        makeReview({ _id: 'r1', book: makeBookCard({ _id: 'b1', title: 'Dune' }), likeCount: 1234, commentCount: 1 }),
        makeReview({ _id: 'r2', book: null, likeCount: 1, commentCount: 0 }),
      ]),
    );
  renderPage(<ReaderReviews username="bookworm" own={false} />);
  const [first, second] = await screen.findAllByTestId('review-social');
  expect(first).toHaveTextContent(`${(1234).toLocaleString()} likes · 1 comment`);
  expect(screen.getByRole('link', { name: /likes · 1 comment/ })).toHaveAttribute('href', '/books/b1#review-r1');
  expect(second).toHaveTextContent('1 like · 0 comments');
});
