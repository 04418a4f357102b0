import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@book/core';
import { makeBookDetail } from '../../testing/fixtures';
import { signInAs } from '../../testing/render';
import { fakeBookPage, fillReviewForm, me, myReview, renderBook } from './book-page-fakes';

let getBook: jest.SpyInstance;
let success: jest.SpyInstance;
let failure: jest.SpyInstance;
let reviewsWith: ReturnType<typeof fakeBookPage>['reviewsWith'];

jest.setTimeout(30000);

beforeEach(() => {
  ({ getBook, success, failure, reviewsWith } = fakeBookPage());
});
afterEach(() => jest.restoreAllMocks());

describe('Book detail', () => {
  describe('review form', () => {
    it('opens for a new review, validates, then submits and refreshes the book', async () => {
      const user = userEvent.setup();
      signInAs(me);
      const create = jest.spyOn(api.reviews, 'create').mockResolvedValue(myReview());
      renderBook();
      // closed
      const write = await screen.findByRole('button', { name: 'Write Review' });
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      // new
      await user.click(write);
      const form = screen.getByRole('form', { name: 'Write a Review' });
      expect(screen.queryByRole('button', { name: 'Write Review' })).not.toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
      expect(await within(form).findByText('Please select a rating')).toBeInTheDocument();
      expect(within(form).getByText('Title is required')).toBeInTheDocument();
      expect(within(form).getByText('Content is required')).toBeInTheDocument();
      expect(within(form).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
      expect(create).not.toHaveBeenCalled();

      const written = { rating: 4, title: 'Great trip', content: 'There and back again.' };
      await fillReviewForm(user, written, form);
      reviewsWith(myReview({ title: 'Great trip', rating: 4 }));
      getBook.mockResolvedValue(makeBookDetail({ averageRating: 4.33, reviewCount: 3 }));
      await user.click(within(form).getByRole('button', { name: 'Submit Review' }));

      expect(create).toHaveBeenCalledWith({ book: 'b1', ...written, spoiler: false });
      await waitFor(() => expect(success).toHaveBeenCalledWith('Review added successfully'));
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(await screen.findByTestId('review-count')).toHaveTextContent('3 reviews');
      expect(screen.getByTestId('average-rating')).toHaveTextContent('4.3');
      expect(screen.queryByRole('button', { name: 'Write Review' })).not.toBeInTheDocument();
    });

    it('keeps the form open and toasts the fallback when saving fails', async () => {
      const user = userEvent.setup();
      signInAs(me);
      jest.spyOn(api.reviews, 'create').mockRejectedValue(new ApiError(500, 'Request failed (500)'));
      renderBook();
      await user.click(await screen.findByRole('button', { name: 'Write Review' }));
      await fillReviewForm(user, { rating: 5, title: 'T', content: 'C' });
      await user.click(screen.getByRole('button', { name: 'Submit Review' }));
      await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to submit review'));
      expect(screen.getByRole('form', { name: 'Write a Review' })).toBeInTheDocument();
    });

    it('cancels back to closed', async () => {
      const user = userEvent.setup();
      signInAs(me);
      renderBook();
      await user.click(await screen.findByRole('button', { name: 'Write Review' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Write Review' })).toBeInTheDocument();
    });

    it("edits one's own review, prefilled", async () => {
      const user = userEvent.setup();
      signInAs(me);
      const mine = myReview({ title: 'Mine', content: 'My words', rating: 3 });
      reviewsWith(mine);
      const update = jest.spyOn(api.reviews, 'update').mockResolvedValue(mine);
      renderBook();
      const own = await screen.findByText('Your review');
      expect(screen.queryByRole('button', { name: 'Write Review' })).not.toBeInTheDocument();
      const card = own.closest('article') as HTMLElement;
      await user.click(within(card).getByRole('button', { name: 'Edit' }));
      const form = screen.getByRole('form', { name: 'Edit Your Review' });
      expect(within(form).getByLabelText('Title')).toHaveValue('Mine');
      expect(within(form).getByLabelText('Content')).toHaveValue('My words');
      expect(within(form).getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
      await user.clear(within(form).getByLabelText('Title'));
      await user.click(within(form).getByRole('button', { name: 'Update Review' }));
      expect(await within(form).findByText('Title is required')).toBeInTheDocument();
      await user.type(within(form).getByLabelText('Title'), 'Changed my mind');
      await user.click(within(form).getByRole('radio', { name: '5 stars' }));
      await user.click(within(form).getByRole('button', { name: 'Update Review' }));
      expect(update).toHaveBeenCalledWith('mine', {
        rating: 5,
        title: 'Changed my mind',
        content: 'My words',
        spoiler: false,
      });
      await waitFor(() => expect(success).toHaveBeenCalledWith('Review updated successfully'));
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    });

    it("deletes one's own review after confirmation", async () => {
      const user = userEvent.setup();
      signInAs(me);
      const mine = myReview({ title: 'Mine' });
      reviewsWith(mine);
      const remove = jest.spyOn(api.reviews, 'remove').mockResolvedValue(null);
      renderBook();
      const card = (await screen.findByText('Your review')).closest('article') as HTMLElement;
      await user.click(within(card).getByRole('button', { name: 'Delete' }));
      const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this review?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(remove).not.toHaveBeenCalled();

      await user.click(within(card).getByRole('button', { name: 'Delete' }));
      reviewsWith(null);
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(remove).toHaveBeenCalledWith('mine');
      await waitFor(() => expect(success).toHaveBeenCalledWith('Review deleted successfully'));
      expect(await screen.findByRole('button', { name: 'Write Review' })).toBeInTheDocument();
    });

    it('toasts the fallback when deleting fails', async () => {
      const user = userEvent.setup();
      signInAs(me);
      reviewsWith(myReview());
      jest.spyOn(api.reviews, 'remove').mockRejectedValue(new ApiError(0, 'Network error'));
      renderBook();
      const card = (await screen.findByText('Your review')).closest('article') as HTMLElement;
      await user.click(within(card).getByRole('button', { name: 'Delete' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to delete review'));
    });
  });
});
