import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@book/core';
import { makeReview, makeUser, pageOf } from '../../testing/fixtures';
import { signInAs } from '../../testing/render';
import { fakeBookPage, fillReviewForm, me, myReview, renderBook } from './book-page-fakes';

let listReviews: jest.SpyInstance;
let reviewsWith: ReturnType<typeof fakeBookPage>['reviewsWith'];

jest.setTimeout(30000);

beforeEach(() => {
  ({ listReviews, reviewsWith } = fakeBookPage());
});
afterEach(() => jest.restoreAllMocks());

describe('Book detail', () => {
  describe('spoilers', () => {
    const spoiler = makeReview({
      _id: 'sp',
      title: 'The ending',
      content: 'Gandalf comes back.',
      spoiler: true,
      user: { _id: 'u9', username: 'teller' },
    });

    it("hides another reader's spoiler review behind a Show button", async () => {
      const user = userEvent.setup();
      listReviews.mockResolvedValue(pageOf([spoiler]));
      renderBook();
      const card = (await screen.findByRole('heading', { name: 'The ending' })).closest('article') as HTMLElement;
      expect(within(card).getByText('This review contains spoilers')).toBeInTheDocument();
      expect(within(card).queryByText('Gandalf comes back.')).toBeNull();
      expect(within(card).queryByText('Contains spoilers')).toBeNull();
      await user.click(within(card).getByRole('button', { name: 'Show review by teller' }));
      expect(within(card).getByText('Gandalf comes back.')).toBeInTheDocument();
      expect(within(card).queryByText('This review contains spoilers')).toBeNull();
    });

    it('shows the text with a badge to administrators', async () => {
      signInAs(makeUser({ _id: 'boss', role: 'admin' }));
      listReviews.mockResolvedValue(pageOf([spoiler]));
      renderBook();
      const card = (await screen.findByRole('heading', { name: 'The ending' })).closest('article') as HTMLElement;
      expect(within(card).getByText('Gandalf comes back.')).toBeInTheDocument();
      expect(within(card).getByText('Contains spoilers')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /Show/ })).toBeNull();
    });

    it("lets the author mark a review as a spoiler and un-mark it, and shows the author's badge", async () => {
      const user = userEvent.setup();
      signInAs(me);
      const mine = myReview({ title: 'Mine', content: 'Twist!', rating: 3, spoiler: true });
      reviewsWith(mine);
      const update = jest.spyOn(api.reviews, 'update').mockResolvedValue({ ...mine, spoiler: false });
      renderBook();
      const card = (await screen.findByText('Your review')).closest('article') as HTMLElement;
      expect(within(card).getByText('Twist!')).toBeInTheDocument();
      expect(within(card).getByText('Contains spoilers')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Edit' }));
      const form = screen.getByRole('form', { name: 'Edit Your Review' });
      const box = within(form).getByRole('checkbox', { name: 'This review contains spoilers' });
      expect(box).toBeChecked();
      await user.click(box);
      await user.click(within(form).getByRole('button', { name: 'Update Review' }));
      expect(update).toHaveBeenCalledWith('mine', { rating: 3, title: 'Mine', content: 'Twist!', spoiler: false });
    });

    it('keeps a moderator’s spoiler mark in the edit form: checked, disabled, with why, and sent', async () => {
      const user = userEvent.setup();
      signInAs(me);
      const mine = myReview({ title: 'Mine', content: 'Twist!', rating: 3, spoiler: true, spoilerByModerator: true });
      reviewsWith(mine);
      const update = jest.spyOn(api.reviews, 'update').mockResolvedValue({ ...mine, title: 'Mine, again' });
      renderBook();
      const card = (await screen.findByText('Your review')).closest('article') as HTMLElement;
      await user.click(within(card).getByRole('button', { name: 'Edit' }));
      const form = screen.getByRole('form', { name: 'Edit Your Review' });
      const box = within(form).getByRole('checkbox', { name: 'This review contains spoilers' });
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription(
        'A moderator marked this review as containing spoilers, so the mark stays.',
      );
      await user.click(box);
      expect(box).toBeChecked();
      await user.clear(within(form).getByLabelText('Title'));
      await user.type(within(form).getByLabelText('Title'), 'Mine, again');
      await user.click(within(form).getByRole('button', { name: 'Update Review' }));
      expect(update).toHaveBeenCalledWith('mine', {
        rating: 3,
        title: 'Mine, again',
        content: 'Twist!',
        spoiler: true,
      });
    });

    it('sends the spoiler flag with a new review', async () => {
      const user = userEvent.setup();
      signInAs(me);
      const create = jest.spyOn(api.reviews, 'create').mockResolvedValue(myReview({ spoiler: true }));
      renderBook();
      await user.click(await screen.findByRole('button', { name: 'Write Review' }));
      await fillReviewForm(user, { rating: 5, title: 'T', content: 'C' });
      await user.click(screen.getByRole('checkbox', { name: 'This review contains spoilers' }));
      await user.click(screen.getByRole('button', { name: 'Submit Review' }));
      expect(create).toHaveBeenCalledWith({ book: 'b1', rating: 5, title: 'T', content: 'C', spoiler: true });
    });
  });
});
