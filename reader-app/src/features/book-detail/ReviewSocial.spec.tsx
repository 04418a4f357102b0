import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type Comment } from '@book/core';
import { makeBookDetail, makeReview, makeUser, pageOf } from '../../testing/fixtures';
import { renderPage, signInAs } from '../../testing/render';
import { fakeBookPage, me, myReview, renderBook } from './book-page-fakes';
import BookDetailPage from './BookDetailPage';

const bobs = makeReview({
  _id: 'r1',
  title: 'Bob says',
  user: { _id: 'bob', username: 'bob' },
  likeCount: 2,
  commentCount: 1,
});
const mine = myReview({ _id: 'r9', title: 'Mine', likeCount: 4, commentCount: 0 });

const comment = (over: Partial<Comment> = {}): Comment => ({
  _id: 'c1',
  review: 'r1',
  user: { id: 'carol', username: 'carol', avatar: '', bio: '' },
  body: 'See https://example.com/spoilers for more',
  createdAt: '2024-04-01T00:00:00.000Z',
  updatedAt: '2024-04-01T00:00:00.000Z',
  edited: false,
  ...over,
});

let listReviews: jest.SpyInstance;
let listComments: jest.SpyInstance;

jest.setTimeout(30000);

beforeEach(() => {
  const page = fakeBookPage();
  page.getBook.mockResolvedValue(makeBookDetail({ reviewCount: 2 }));
  listReviews = page.listReviews.mockImplementation(async (query = {}) => {
    if (query.user) return pageOf(query.user === 'me' ? [mine] : []);
    return pageOf([bobs]);
  });
  jest.spyOn(api.likes, 'ofBook').mockResolvedValue([]);
  listComments = jest.spyOn(api.comments, 'list').mockResolvedValue(pageOf([comment()]));
});

afterEach(() => jest.restoreAllMocks());

const reviewTitled = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;

describe('Likes', () => {
  it("toggles a like of another reader's review with aria-pressed and the count the server answers", async () => {
    const user = userEvent.setup();
    signInAs(me);
    const like = jest.spyOn(api.likes, 'like').mockResolvedValue({ liked: true, likeCount: 3 });
    const unlike = jest.spyOn(api.likes, 'unlike').mockResolvedValue({ liked: false, likeCount: 2 });
    renderBook();
    const review = await reviewTitled('Bob says');
    const button = within(review).getByRole('button', { name: /^Like 2 ?, review by bob$/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveBeenCalledWith('r1');
    expect(button).toHaveAccessibleName(expect.stringMatching(/^Like 3 ?, review by bob$/));
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(unlike).toHaveBeenCalledWith('r1');
    expect(button).toHaveTextContent('2');
  });

  it('shows a review the reader already likes as pressed, and offers no like on their own review', async () => {
    signInAs(me);
    jest.spyOn(api.likes, 'ofBook').mockResolvedValue(['r1']);
    renderBook();
    const review = await reviewTitled('Bob says');
    await waitFor(() =>
      expect(within(review).getByRole('button', { name: /^Like \d+ ?, review by bob$/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const own = await reviewTitled('Mine');
    expect(within(own).queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(within(own).getByTestId('like-count')).toHaveTextContent('4 likes');
    expect(within(own).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('shows visitors the counts but no like button, and asks for nothing they cannot have', async () => {
    renderBook();
    const review = await reviewTitled('Bob says');
    expect(within(review).queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(within(review).getByTestId('like-count')).toHaveTextContent('2 likes');
    expect(within(review).getByRole('button', { name: '1 comment' })).toBeInTheDocument();
    expect(api.likes.ofBook).not.toHaveBeenCalled();
  });

  it('orders the reviews by most liked on request (sort=-likeCount); neither order is counted ("Load more")', async () => {
    const user = userEvent.setup();
    renderBook();
    await reviewTitled('Bob says');
    expect(listReviews).toHaveBeenCalledWith({ book: 'b1', page: 1, limit: 20, total: 'none' }, expect.anything());
    await user.selectOptions(screen.getByLabelText('Order reviews by'), 'Most liked');
    await waitFor(() =>
      expect(listReviews).toHaveBeenCalledWith(
        expect.objectContaining({ book: 'b1', sort: '-likeCount', total: 'none' }),
        expect.anything(),
      ),
    );
  });
});

describe('Comments', () => {
  const openComments = async (title = 'Bob says') => {
    renderBook();
    const review = await reviewTitled(title);
    const toggle = within(review).getByRole('button', { name: /comment/ });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return review;
  };

  it('shows comments as plain text (a URL is no link) and checks a new one is 1 to 2,000 characters', async () => {
    const user = userEvent.setup();
    signInAs(me);
    const create = jest
      .spyOn(api.comments, 'create')
      .mockResolvedValue(
        comment({ _id: 'c2', user: { id: 'me', username: 'me', avatar: '', bio: '' }, body: 'Agreed' }),
      );
    const review = await openComments();
    const body = await within(review).findByText('See https://example.com/spoilers for more');
    expect(within(body).queryByRole('link')).not.toBeInTheDocument();
    expect(listComments).toHaveBeenCalledWith('r1', { page: 1, limit: 20 }, expect.anything());

    const field = within(review).getByLabelText('Your comment');
    await user.type(field, '   ');
    await user.click(within(review).getByRole('button', { name: 'Post comment' }));
    expect(await within(review).findByText('Comment is required')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'x'.repeat(2001) } });
    await user.click(within(review).getByRole('button', { name: 'Post comment' }));
    expect(await within(review).findByText('Comment must be at most 2,000 characters')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  Agreed  ' } });
    await user.click(within(review).getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('r1', 'Agreed'));
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it("lets a comment's author edit and delete it, and another reader only report it", async () => {
    const user = userEvent.setup();
    signInAs(me);
    listComments.mockResolvedValue(
      pageOf([
        comment(),
        comment({ _id: 'c2', user: { id: 'me', username: 'me', avatar: '', bio: '' }, body: 'My own' }),
      ]),
    );
    const update = jest
      .spyOn(api.comments, 'update')
      .mockResolvedValue(comment({ _id: 'c2', body: 'My own, better', edited: true }));
    const review = await openComments();
    const [carols, own] = await within(review).findAllByTestId('comment');
    expect(within(carols).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(carols).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(carols).getByRole('button', { name: 'Report comment by carol' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: /Delete/ })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: 'Edit your comment' }));
    const edit = within(own).getByLabelText('Edit your comment');
    await user.clear(edit);
    await user.type(edit, 'My own, better');
    await user.click(within(own).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('c2', 'My own, better'));
  });

  it("lets the review's author delete any comment on it (after confirming), but not edit it", async () => {
    const user = userEvent.setup();
    signInAs(me);
    listReviews.mockImplementation(async (query: { user?: string } = {}) => pageOf(query.user ? [mine] : [mine, bobs]));
    listComments.mockResolvedValue(pageOf([comment({ review: 'r9' })]));
    const remove = jest.spyOn(api.comments, 'remove').mockResolvedValue(null);
    const review = await openComments('Mine');
    const carols = await within(review).findByTestId('comment');
    expect(within(carols).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    await user.click(within(carols).getByRole('button', { name: 'Delete comment by carol' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('c1'));
  });

  it('lets an administrator delete any comment', async () => {
    signInAs(makeUser({ _id: 'admin', username: 'admin', role: 'admin' }));
    const review = await openComments();
    const carols = await within(review).findByTestId('comment');
    expect(within(carols).getByRole('button', { name: 'Delete comment by carol' })).toBeInTheDocument();
    expect(within(carols).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows visitors the comments with a way to sign in, and no actions', async () => {
    const review = await openComments();
    const carols = await within(review).findByTestId('comment');
    expect(within(carols).queryByRole('button')).not.toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Login to comment' })).toBeInTheDocument();
    expect(within(review).queryByLabelText('Your comment')).not.toBeInTheDocument();
  });
});

describe('a link to a review (from a notification)', () => {
  it('scrolls to the review once the reviews are there', async () => {
    const scroll = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: scroll,
    });
    renderPage(<BookDetailPage />, { route: '/books/b1#review-r1', path: '/books/:id' });
    const heading = await screen.findByRole('heading', { name: 'Bob says' });
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(heading);
    delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });
});
