import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast } from '@book/core';
import { makeBookCard, makeBookDetail, makeEntry, makeReview, makeUser, pageOf } from '../../testing/fixtures';
import { renderPage, signInAs, signOut } from '../../testing/render';
import BookDetailPage from './BookDetailPage';

const me = makeUser({ _id: 'me', username: 'me' });
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

let getBook: jest.SpyInstance;
let listReviews: jest.SpyInstance;
let success: jest.SpyInstance;
let failure: jest.SpyInstance;

/** The reviews list, with the user's own review (if any) returned for the `user` query. */
function reviewsWith(own: ReturnType<typeof makeReview> | null) {
  listReviews.mockImplementation(async (query: { user?: string }) => {
    if (query.user) return pageOf(own ? [own] : []);
    return pageOf(own ? [own, ...others] : others);
  });
}

jest.setTimeout(30000);

beforeEach(() => {
  signOut();
  sessionStorage.clear();
  getBook = jest.spyOn(api.books, 'get').mockResolvedValue(makeBookDetail());
  listReviews = jest.spyOn(api.reviews, 'list');
  reviewsWith(null);
  jest.spyOn(api.readingList, 'list').mockResolvedValue([]);
  jest.spyOn(api.books, 'friends').mockResolvedValue([]);
  success = jest.spyOn(toast, 'success').mockImplementation(() => '');
  failure = jest.spyOn(toast, 'error').mockImplementation(() => '');
});

afterEach(() => jest.restoreAllMocks());

const renderBook = () => renderPage(<BookDetailPage />, { route: '/books/b1', path: '/books/:id' });

describe('Book detail', () => {
  it('shows the book, its facts, the rating histogram and the reviews newest first', async () => {
    renderBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Hobbit' })).toBeInTheDocument();
    expect(getBook).toHaveBeenCalledWith('b1', expect.anything());
    expect(screen.getByAltText('Cover of The Hobbit')).toHaveAttribute('src', '/api/uploads/hobbit.svg');
    expect(screen.getByRole('link', { name: 'J.R.R. Tolkien' })).toHaveAttribute('href', '/authors/a1');
    expect(screen.getByRole('link', { name: 'Fantasy' })).toBeInTheDocument();
    expect(screen.getByText('A hobbit goes on an adventure.')).toBeInTheDocument();
    expect(screen.getByText('Allen & Unwin')).toBeInTheDocument();
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(screen.getByText('310')).toBeInTheDocument();
    // Published on September 21, 1937 (kept as that day's UTC midnight), also in Los Angeles where the tests run.
    expect(
      screen.getByText(
        new Date(Date.UTC(1937, 8, 21)).toLocaleDateString(undefined, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('average-rating')).toHaveTextContent('4.5');
    expect(screen.getByTestId('review-count')).toHaveTextContent('2 reviews');
    expect(screen.getByTestId('histogram-5')).toHaveTextContent('1');
    expect(screen.getByTestId('histogram-3')).toHaveTextContent('0');
    const titles = (await screen.findAllByTestId('review')).map((r) => within(r).getByRole('heading').textContent);
    expect(titles).toEqual(['Newest', 'Older']);
  });

  it('says "Book not found" for an unknown id', async () => {
    getBook.mockRejectedValue(new ApiError(404, 'Book not found', undefined, true));
    renderBook();
    expect(await screen.findByRole('heading', { name: 'Book not found', level: 1 })).toBeInTheDocument();
  });

  it('toasts "Failed to load book details" when loading fails otherwise, and offers to try again', async () => {
    const user = userEvent.setup();
    getBook.mockRejectedValue(new ApiError(0, 'Network error'));
    renderBook();
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to load book details'));
    // Not "Book not found": the book may well exist; the failure is ours.
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load book details' })).toBeInTheDocument();
    expect(screen.queryByText('Book not found')).not.toBeInTheDocument();
    getBook.mockResolvedValue(makeBookDetail());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Hobbit' })).toBeInTheDocument();
  });

  it('shows the server\'s message when the service is unavailable, not "Book not found"', async () => {
    getBook.mockRejectedValue(
      new ApiError(503, 'The service is temporarily unavailable. Please try again in a moment.', undefined, true),
    );
    renderBook();
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('The service is temporarily unavailable. Please try again in a moment.'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load book details' })).toBeInTheDocument();
  });

  it('says "No reviews yet" when there are none', async () => {
    listReviews.mockResolvedValue(pageOf([]));
    renderBook();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });

  it('still lists the reader\'s review when their own review cannot be read, never "No reviews yet"', async () => {
    signInAs(me);
    const mine = makeReview({ _id: 'mine', title: 'Mine', user: { _id: 'me', username: 'me' } });
    listReviews.mockImplementation(async (query: { user?: string }) => {
      if (query.user) throw new ApiError(503, 'Service temporarily unavailable', undefined, true);
      return pageOf([mine]);
    });
    renderBook();
    expect(await screen.findByText('Mine')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No reviews yet' })).not.toBeInTheDocument();
    // Not knowing which review is theirs, the page offers neither its controls nor a second review.
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write Review' })).not.toBeInTheDocument();
  });

  it('shows visitors a review whose reader is unknown', async () => {
    listReviews.mockResolvedValue(pageOf([makeReview({ _id: 'orphan', title: 'Nobody wrote this', user: null })]));
    renderBook();
    expect(await screen.findByText('Nobody wrote this')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No reviews yet' })).not.toBeInTheDocument();
  });

  it('asks visitors to log in instead of offering Write Review or the reading list', async () => {
    const user = userEvent.setup();
    const add = jest.spyOn(api.readingList, 'add');
    renderBook();
    await screen.findByRole('heading', { level: 1, name: 'The Hobbit' });
    expect(screen.queryByRole('button', { name: 'Write Review' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Please login to write a review' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Currently Reading' }));
    expect(failure).toHaveBeenCalledWith('Please login to add books to your reading list');
    expect(add).not.toHaveBeenCalled();
  });

  it('adds the book to the reading list with the chosen status', async () => {
    const user = userEvent.setup();
    signInAs(me);
    const add = jest.spyOn(api.readingList, 'add').mockResolvedValue({} as never);
    renderBook();
    await user.click(await screen.findByRole('button', { name: 'Currently Reading' }));
    expect(add).toHaveBeenCalledWith('b1', 'reading');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to Currently Reading list'));
  });

  it('moves a book already on the list to the chosen status, and leaves its current status alone', async () => {
    const user = userEvent.setup();
    signInAs(me);
    jest
      .spyOn(api.readingList, 'list')
      .mockResolvedValue([makeEntry({ _id: 'e7', book: makeBookCard({ _id: 'b1' }), status: 'reading' })]);
    const add = jest.spyOn(api.readingList, 'add');
    const update = jest
      .spyOn(api.readingList, 'update')
      .mockResolvedValue(makeEntry({ _id: 'e7', status: 'completed' }) as never);
    renderBook();
    expect(await screen.findByTestId('reading-list-status')).toHaveTextContent(
      'On your reading list as Currently Reading',
    );
    const reading = screen.getByRole('button', { name: 'Currently Reading' });
    expect(reading).toHaveAttribute('aria-pressed', 'true');
    await user.click(reading);
    expect(update).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(update).toHaveBeenCalledWith('e7', { status: 'completed' });
    expect(add).not.toHaveBeenCalled();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Status updated successfully'));
    update.mockRejectedValueOnce(new ApiError(0, 'Network error'));
    await user.click(screen.getByRole('button', { name: 'Wishlist' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to update status'));
  });

  it("shows the server's message when the book is already listed, else the fallback", async () => {
    const user = userEvent.setup();
    signInAs(me);
    const add = jest
      .spyOn(api.readingList, 'add')
      .mockRejectedValueOnce(new ApiError(409, 'Book already in reading list', undefined, true));
    renderBook();
    await user.click(await screen.findByRole('button', { name: 'Wishlist' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Book already in reading list'));
    add.mockRejectedValueOnce(new ApiError(0, 'Network error'));
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to add to reading list'));
  });

  describe('review form', () => {
    it('opens for a new review, validates, then submits and refreshes the book', async () => {
      const user = userEvent.setup();
      signInAs(me);
      const create = jest
        .spyOn(api.reviews, 'create')
        .mockResolvedValue(makeReview({ _id: 'mine', user: { _id: 'me', username: 'me' } }));
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

      await user.click(within(form).getByRole('radio', { name: '4 stars' }));
      await user.type(within(form).getByLabelText('Title'), 'Great trip');
      await user.type(within(form).getByLabelText('Content'), 'There and back again.');
      reviewsWith(makeReview({ _id: 'mine', title: 'Great trip', rating: 4, user: { _id: 'me', username: 'me' } }));
      getBook.mockResolvedValue(makeBookDetail({ averageRating: 4.33, reviewCount: 3 }));
      await user.click(within(form).getByRole('button', { name: 'Submit Review' }));

      expect(create).toHaveBeenCalledWith({
        book: 'b1',
        rating: 4,
        title: 'Great trip',
        content: 'There and back again.',
        spoiler: false,
      });
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
      await user.click(screen.getByRole('radio', { name: '5 stars' }));
      await user.type(screen.getByLabelText('Title'), 'T');
      await user.type(screen.getByLabelText('Content'), 'C');
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
      const mine = makeReview({
        _id: 'mine',
        title: 'Mine',
        content: 'My words',
        rating: 3,
        user: { _id: 'me', username: 'me' },
      });
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
      const mine = makeReview({ _id: 'mine', title: 'Mine', user: { _id: 'me', username: 'me' } });
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
      reviewsWith(makeReview({ _id: 'mine', user: { _id: 'me', username: 'me' } }));
      jest.spyOn(api.reviews, 'remove').mockRejectedValue(new ApiError(0, 'Network error'));
      renderBook();
      const card = (await screen.findByText('Your review')).closest('article') as HTMLElement;
      await user.click(within(card).getByRole('button', { name: 'Delete' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to delete review'));
    });
  });

  describe('review draft', () => {
    const mine = makeReview({
      _id: 'mine',
      title: 'Mine',
      content: 'My words',
      rating: 3,
      user: { _id: 'me', username: 'me' },
    });

    it('keeps a new review being written and opens it again, for this reader only, on the next visit', async () => {
      const user = userEvent.setup();
      signInAs(me);
      const first = renderBook();
      await user.click(await screen.findByRole('button', { name: 'Write Review' }));
      await user.click(screen.getByRole('radio', { name: '4 stars' }));
      await user.type(screen.getByLabelText('Title'), 'Half a thought');
      await user.type(screen.getByLabelText('Content'), 'Typed before the session ended');
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
      expect(within(form).getByLabelText('Title')).toHaveValue('Half a thought');
      expect(within(form).getByLabelText('Content')).toHaveValue('Typed before the session ended');
      expect(within(form).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
      await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
      expect(create).toHaveBeenCalledWith({
        book: 'b1',
        rating: 4,
        title: 'Half a thought',
        content: 'Typed before the session ended',
        spoiler: false,
      });
      await waitFor(() => expect(success).toHaveBeenCalledWith('Review added successfully'));
      expect(sessionStorage.length).toBe(0);
    });

    it('keeps the draft when sending fails, and forgets it when cancelled', async () => {
      const user = userEvent.setup();
      signInAs(me);
      jest.spyOn(api.reviews, 'create').mockRejectedValue(new ApiError(401, 'Unauthorized', undefined, true));
      const first = renderBook();
      await user.click(await screen.findByRole('button', { name: 'Write Review' }));
      await user.click(screen.getByRole('radio', { name: '2 stars' }));
      await user.type(screen.getByLabelText('Title'), 'T');
      await user.type(screen.getByLabelText('Content'), 'C');
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
      const mine = makeReview({
        _id: 'mine',
        title: 'Mine',
        content: 'Twist!',
        rating: 3,
        spoiler: true,
        user: { _id: 'me', username: 'me' },
      });
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

    it('sends the spoiler flag with a new review', async () => {
      const user = userEvent.setup();
      signInAs(me);
      const create = jest
        .spyOn(api.reviews, 'create')
        .mockResolvedValue(makeReview({ _id: 'mine', spoiler: true, user: { _id: 'me', username: 'me' } }));
      renderBook();
      await user.click(await screen.findByRole('button', { name: 'Write Review' }));
      await user.click(screen.getByRole('radio', { name: '5 stars' }));
      await user.type(screen.getByLabelText('Title'), 'T');
      await user.type(screen.getByLabelText('Content'), 'C');
      await user.click(screen.getByRole('checkbox', { name: 'This review contains spoilers' }));
      await user.click(screen.getByRole('button', { name: 'Submit Review' }));
      expect(create).toHaveBeenCalledWith({ book: 'b1', rating: 5, title: 'T', content: 'C', spoiler: true });
    });
  });
});
