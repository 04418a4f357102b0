import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError } from '@book/core';
import { editionsApi } from '../../common/api/editions-calls';
import { makeBookCard, makeBookDetail, makeEntry, makeReview, pageOf } from '../../testing/fixtures';
import { signInAs } from '../../testing/render';
import { fakeBookPage, me, myReview, renderBook } from './book-page-fakes';

let getBook: jest.SpyInstance;
let listReviews: jest.SpyInstance;
let success: jest.SpyInstance;
let failure: jest.SpyInstance;

jest.setTimeout(30000);

beforeEach(() => {
  ({ getBook, listReviews, success, failure } = fakeBookPage());
});
afterEach(() => jest.restoreAllMocks());

describe('Book detail', () => {
  it('names its edition among its facts when its format is known', async () => {
    getBook.mockResolvedValue(makeBookDetail({ format: 'paperback' }));
    renderBook();
    expect(await screen.findByText('Paperback')).toBeInTheDocument();
    expect(screen.getByText('Format')).toBeInTheDocument();
  });

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

  it("leads a merged book's old address to the book it was merged into", async () => {
    // The API answers the old id with a redirect to the kept book, which fetch follows.
    getBook.mockResolvedValue(makeBookDetail({ _id: 'b9' }));
    renderBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Hobbit' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/books\/b9$/));
    expect(listReviews).toHaveBeenCalledWith(expect.objectContaining({ book: 'b9' }), expect.anything());
  });

  it('says "No reviews yet" when there are none', async () => {
    listReviews.mockResolvedValue(pageOf([]));
    renderBook();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });

  it('still lists the reader\'s review when their own review cannot be read, never "No reviews yet"', async () => {
    signInAs(me);
    const mine = myReview({ title: 'Mine' });
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

  it("waits for the reader's list when a status is chosen before it has loaded, and moves the listed book", async () => {
    const user = userEvent.setup();
    signInAs(me);
    let answerList!: (entries: ReturnType<typeof makeEntry>[]) => void;
    jest.spyOn(api.readingList, 'list').mockReturnValue(new Promise((resolve) => (answerList = resolve)));
    const add = jest.spyOn(api.readingList, 'add');
    const update = jest
      .spyOn(api.readingList, 'update')
      .mockResolvedValue(makeEntry({ _id: 'e7', status: 'completed' }) as never);
    renderBook();
    await user.click(await screen.findByRole('button', { name: 'Completed' }));
    expect(update).not.toHaveBeenCalled();
    answerList([makeEntry({ _id: 'e7', book: makeBookCard({ _id: 'b1' }), status: 'reading' })]);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Status updated successfully'));
    expect(update).toHaveBeenCalledWith('e7', { status: 'completed' });
    expect(add).not.toHaveBeenCalled();
  });

  it("on the page of another edition of a listed work, names the reader's edition, moves that entry and switches it here", async () => {
    const user = userEvent.setup();
    signInAs(me);
    const hardcover = { _id: 'b9', format: 'hardcover' as const };
    jest
      .spyOn(api.readingList, 'list')
      .mockResolvedValue([makeEntry({ _id: 'e7', book: hardcover, work: 'b1', status: 'reading' })]);
    const add = jest.spyOn(api.readingList, 'add');
    const update = jest.spyOn(api.readingList, 'update').mockResolvedValue(makeEntry({ _id: 'e7' }) as never);
    const switchEntry = jest.spyOn(editionsApi, 'switchEntry').mockResolvedValue(makeEntry({ _id: 'e7' }) as never);
    renderBook();
    const status = await screen.findByTestId('reading-list-status');
    expect(status).toHaveTextContent('On your reading list as Currently Reading, in the hardcover edition');
    expect(within(status).getByRole('link', { name: 'the hardcover edition' })).toHaveAttribute('href', '/books/b9');
    expect(screen.getByRole('button', { name: 'Currently Reading' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(update).toHaveBeenCalledWith('e7', { status: 'completed' });
    expect(add).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Switch to this edition' }));
    expect(switchEntry).toHaveBeenCalledWith('e7', 'b1');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Edition updated successfully'));
    switchEntry.mockRejectedValueOnce(new ApiError(0, 'Network error'));
    await user.click(screen.getByRole('button', { name: 'Switch to this edition' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to update edition'));
  });

  it('offers no switch on the page of the edition the reader has', async () => {
    signInAs(me);
    jest
      .spyOn(api.readingList, 'list')
      .mockResolvedValue([makeEntry({ _id: 'e7', book: makeBookCard({ _id: 'b1' }) })]);
    renderBook();
    expect(await screen.findByTestId('reading-list-status')).toHaveTextContent('On your reading list as Wishlist');
    expect(screen.getByTestId('reading-list-status')).not.toHaveTextContent('edition');
    expect(screen.queryByRole('button', { name: 'Switch to this edition' })).not.toBeInTheDocument();
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
});
