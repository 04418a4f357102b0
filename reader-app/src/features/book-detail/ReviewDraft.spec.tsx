import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@book/core';
import { makeReview, makeUser } from '../../testing/fixtures';
import { signInAs } from '../../testing/render';
import { fakeBookPage, fillReviewForm, me, myReview, renderBook } from './book-page-fakes';

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
let reviewsWith: ReturnType<typeof fakeBookPage>['reviewsWith'];

jest.setTimeout(30000);

beforeEach(() => {
  ({ success, failure, reviewsWith } = fakeBookPage());
});
afterEach(() => jest.restoreAllMocks());

describe('Book detail', () => {
  describe('review draft', () => {
    const mine = myReview({ title: 'Mine', content: 'My words', rating: 3 });

    it('keeps a new review being written and opens it again, for this reader only, on the next visit', async () => {
      const user = userEvent.setup();
      signInAs(me);
      const draft = { rating: 4, title: 'Half a thought', content: 'Typed before the session ended' };
      const first = renderBook();
      await user.click(await screen.findByRole('button', { name: 'Write Review' }));
      await fillReviewForm(user, draft);
      first.unmount();

      signInAs(makeUser({ _id: 'someone-else', username: 'else' }));
      const other = renderBook();
      expect(await screen.findByRole('button', { name: 'Write Review' })).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      other.unmount();

      signInAs(me);
      const create = jest
        .spyOn(api.reviews, 'create')
        .mockResolvedValue(makeReview({ _id: 'new', user: { _id: 'me', username: 'me' } }));
      renderBook();
      const form = await screen.findByRole('form', { name: 'Write a Review' });
      expect(within(form).getByLabelText('Title')).toHaveValue(draft.title);
      expect(within(form).getByLabelText('Content')).toHaveValue(draft.content);
      expect(within(form).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
      await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
      expect(create).toHaveBeenCalledWith({ book: 'b1', ...draft, spoiler: false });
      await waitFor(() => expect(success).toHaveBeenCalledWith('Review added successfully'));
      expect(sessionStorage.length).toBe(0);
    });

    it('keeps the draft when sending fails, and forgets it when cancelled', async () => {
      const user = userEvent.setup();
      signInAs(me);
      jest.spyOn(api.reviews, 'create').mockRejectedValue(new ApiError(401, 'Unauthorized', undefined, true));
      const first = renderBook();
      await user.click(await screen.findByRole('button', { name: 'Write Review' }));
      await fillReviewForm(user, { rating: 2, title: 'T', content: 'C' });
      await user.click(screen.getByRole('button', { name: 'Submit Review' }));
      await waitFor(() => expect(failure).toHaveBeenCalled());
      first.unmount();

      const second = renderBook();
      const form = await screen.findByRole('form', { name: 'Write a Review' });
      expect(within(form).getByLabelText('Title')).toHaveValue('T');
      await user.click(within(form).getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('button', { name: 'Write Review' })).toBeInTheDocument();
      second.unmount();

      renderBook();
      expect(await screen.findByRole('button', { name: 'Write Review' })).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    });

    it("keeps an edit of one's own review and opens the edit again", async () => {
      const user = userEvent.setup();
      signInAs(me);
      reviewsWith(mine);
      const first = renderBook();
      const card = (await screen.findByText('Your review')).closest('article') as HTMLElement;
      await user.click(within(card).getByRole('button', { name: 'Edit' }));
      await user.type(screen.getByLabelText('Content'), ', and more');
      first.unmount();

      renderBook();
      const form = await screen.findByRole('form', { name: 'Edit Your Review' });
      expect(within(form).getByLabelText('Title')).toHaveValue('Mine');
      expect(within(form).getByLabelText('Content')).toHaveValue('My words, and more');
    });

    it('drops a draft whose review was written or deleted since, and ignores an unreadable one', async () => {
      signInAs(me);
      reviewsWith(mine);
      sessionStorage.setItem(
        'reader.review-draft:me:b1',
        JSON.stringify({ review: null, values: { rating: 1, title: 'x', content: 'y', spoiler: false } }),
      );
      const first = renderBook();
      expect(await screen.findByText('Your review')).toBeInTheDocument();
      await waitFor(() => expect(sessionStorage.getItem('reader.review-draft:me:b1')).toBeNull());
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      first.unmount();

      reviewsWith(null);
      sessionStorage.setItem(
        'reader.review-draft:me:b1',
        JSON.stringify({ review: null, values: { rating: 9, title: 'x' } }),
      );
      renderBook();
      expect(await screen.findByRole('button', { name: 'Write Review' })).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    });
  });
});
