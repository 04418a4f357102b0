// The book page's reads and toasts, faked for the specs of the page (facts, review form, drafts, spoilers).
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { api } from '@book/core';
import { seriesApi } from '../../common/api/series-calls';
import { editionsApi } from '../../common/api/editions-calls';
import { makeBookDetail, makeReview, makeUser, pageOf } from '../../testing/fixtures';
import { renderPage, signOut, silenceToasts } from '../../testing/render';
import BookDetailPage from './BookDetailPage';

type Review = ReturnType<typeof makeReview>;

export const me = makeUser({ _id: 'me', username: 'me' });
/** A review by the signed-in reader `me` (id "mine" unless given). */
export const myReview = (fields: Partial<Review> = {}) =>
  makeReview({ _id: 'mine', user: { _id: 'me', username: 'me' }, ...fields });
const others = [
  makeReview({
    _id: 'r2',
    title: 'Newest',
    user: { _id: 'u3', username: 'carol' },
    createdAt: '2024-05-01T00:00:00.000Z',
  }),
  makeReview({
    _id: 'r1',
    title: 'Older',
    rating: 4,
    user: { _id: 'u2', username: 'bob' },
    createdAt: '2024-03-01T00:00:00.000Z',
  }),
];

/** A review as the reader writes it in the form: its stars, title and content. */
export interface WrittenReview {
  rating: number;
  title: string;
  content: string;
}

/** Fills the open review form (in `scope`, else the page's only one): its stars, title and content. */
export async function fillReviewForm(
  user: UserEvent,
  { rating, title, content }: WrittenReview,
  scope = document.body,
) {
  const form = within(scope);
  await user.click(form.getByRole('radio', { name: `${rating} star${rating === 1 ? '' : 's'}` }));
  await user.type(form.getByLabelText('Title'), title);
  await user.type(form.getByLabelText('Content'), content);
}

export const renderBook = () => renderPage(<BookDetailPage />, { route: '/books/b1', path: '/books/:id' });

/**
 * A visitor on book b1, which two other readers reviewed; nothing on a reading list, no friends, no other editions, no
 * draft kept.
 * Call it before each test; `reviewsWith` answers the reviews list with the signed-in reader's own review (if any).
 */
export function fakeBookPage() {
  signOut();
  sessionStorage.clear();
  const listReviews = jest.spyOn(api.reviews, 'list');
  const reviewsWith = (own: Review | null) =>
    listReviews.mockImplementation(async (query = {}) => {
      if (query.user) return pageOf(own ? [own] : []);
      return pageOf(own ? [own, ...others] : others);
    });
  reviewsWith(null);
  jest.spyOn(api.readingList, 'list').mockResolvedValue([]);
  jest.spyOn(api.books, 'friends').mockResolvedValue([]);
  jest.spyOn(seriesApi, 'ofBook').mockResolvedValue([]);
  return {
    listEditions: jest.spyOn(editionsApi, 'list').mockResolvedValue([]),
    getBook: jest.spyOn(api.books, 'get').mockResolvedValue(makeBookDetail()),
    listReviews,
    reviewsWith: (own: Review | null) => void reviewsWith(own),
    ...silenceToasts(),
  };
}
