import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, toast } from '@book/core';
import ManageReviews from './ManageReviews';
import { renderAdmin } from '../../testing/render';
import { review } from '../../testing/fixtures';

jest.mock('@book/core', () => jest.requireActual('../../testing/fake-core').fakeCore());

const list = api.reviews.list as jest.Mock;
/** A page as the API answers the screen's uncounted list: no total, whether more follow. */
const uncounted = <T,>(items: T[], meta: { page?: number; hasMore?: boolean } = {}) => ({
  items,
  meta: { page: 1, limit: 50, hasMore: false, ...meta },
});

beforeEach(() => {
  jest.clearAllMocks();
  // The server sorts (newest first) and filters: the screen shows its pages as they come.
  list.mockResolvedValue(
    uncounted([
      review(),
      review({
        _id: 'mid',
        title: 'Solid',
        rating: 4,
        content: 'Good pacing',
        createdAt: '2024-02-01T00:00:00.000Z',
        book: { ...review().book!, title: 'Dune' },
      }),
      review({
        _id: 'old',
        title: 'Old one',
        rating: 2,
        content: 'Meh',
        spoiler: true,
        createdAt: '2023-01-01T00:00:00.000Z',
        user: { _id: 'u9', username: 'critic' },
      }),
    ]),
  );
  (api.reviews.stats as jest.Mock).mockResolvedValue({
    total: 1234,
    averageRating: 3.666,
    distribution: [1, 2, 3, 4, 5],
  });
});

const titles = () => screen.getAllByTestId('admin-review').map((li) => within(li).getByRole('heading').textContent);

describe('Manage Reviews', () => {
  it("loads 50 per page from the server, shows the statistics and the reviews in the server's order", async () => {
    renderAdmin(<ManageReviews />, { route: '/admin/reviews' });
    await screen.findByText('Timeless');
    expect(list).toHaveBeenCalledWith(
      { search: undefined, rating: undefined, page: 1, limit: 50, total: 'none' },
      expect.anything(),
    );
    expect(list).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('3 of 3 reviews')).toBeInTheDocument();
    expect(titles()).toEqual(['Timeless', 'Solid', 'Old one']);
    expect(await screen.findByTestId('admin-review-total')).toHaveTextContent('1,234');
    expect(screen.getByTestId('admin-review-average')).toHaveTextContent('3.7');
    expect(screen.getByLabelText('5 stars: 5')).toBeInTheDocument();
    expect(screen.getByLabelText('1 star: 1')).toBeInTheDocument();
    const item = screen.getAllByTestId('admin-review')[0];
    expect(within(item).getByText('reader')).toBeInTheDocument();
    expect(within(item).getByText('Loved every page.')).toBeInTheDocument();
    expect(within(item).getByText('by Ursula K. Le Guin')).toBeInTheDocument();
    expect(within(item).getByText('4.5 (12)')).toBeInTheDocument();
    expect(within(item).getByAltText('Cover of A Wizard of Earthsea')).toBeInTheDocument();
  });

  it('marks spoiler reviews with a badge, their text shown', async () => {
    renderAdmin(<ManageReviews />, { route: '/admin/reviews' });
    await screen.findByText('Old one');
    const [first, , spoiler] = screen.getAllByTestId('admin-review');
    expect(within(spoiler).getByText('Contains spoilers')).toBeInTheDocument();
    expect(within(spoiler).getByText('Meh')).toBeInTheDocument();
    expect(within(first).queryByText('Contains spoilers')).toBeNull();
  });

  it('loads the next page only when asked ("Load more"), its total told by the statistics, then by the last page', async () => {
    const user = userEvent.setup();
    (api.reviews.stats as jest.Mock).mockResolvedValue({ total: 2, averageRating: 4.5, distribution: [0, 0, 0, 1, 1] });
    list.mockResolvedValueOnce(uncounted([review()], { hasMore: true }));
    list.mockResolvedValueOnce(uncounted([review({ _id: 'p2', title: 'Page two' })], { page: 2 }));
    renderAdmin(<ManageReviews />, { route: '/admin/reviews' });
    expect(await screen.findByText('1 of 2 reviews')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Page two');
    expect(list).toHaveBeenLastCalledWith(
      { search: undefined, rating: undefined, page: 2, limit: 50, total: 'none' },
      expect.anything(),
    );
    expect(screen.getByText('2 of 2 reviews')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("tells a rating's total by its statistics, and says more are to load where no total is known", async () => {
    const user = userEvent.setup();
    list.mockResolvedValue(uncounted([review()], { hasMore: true }));
    renderAdmin(<ManageReviews />, { route: '/admin/reviews' });
    expect(await screen.findByText('1 of 1234 reviews')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter by rating'), '4 Stars');
    expect(await screen.findByText('1 of 4 reviews')).toBeInTheDocument();
    // A search's total is not counted: the list says there are more, not how many.
    await user.type(screen.getByLabelText('Search reviews'), 'pacing');
    expect(await screen.findByText('1 reviews shown, more to load')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(
      { search: 'pacing', rating: 4, page: 1, limit: 50, total: 'none' },
      expect.anything(),
    );
  });

  it('searches (debounced) and filters by rating on the server; an empty answer shows the empty state', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageReviews />, { route: '/admin/reviews' });
    await screen.findByText('Timeless');
    list.mockResolvedValue(
      uncounted([review({ _id: 'old', title: 'Old one', rating: 2, user: { _id: 'u9', username: 'critic' } })]),
    );
    await user.type(screen.getByLabelText('Search reviews'), '  critic ');
    await waitFor(() => expect(titles()).toEqual(['Old one']));
    const searched = list.mock.calls.filter(([q]) => q.search);
    expect(searched).toHaveLength(1);
    expect(searched[0][0]).toEqual({ search: 'critic', rating: undefined, page: 1, limit: 50, total: 'none' });

    list.mockResolvedValue(uncounted([]));
    await user.selectOptions(screen.getByLabelText('Filter by rating'), '5 Stars');
    expect(await screen.findByText('No reviews found')).toBeInTheDocument();
    expect(screen.getByText('Try a different search or rating.')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(
      { search: 'critic', rating: 5, page: 1, limit: 50, total: 'none' },
      expect.anything(),
    );
  });

  it('deletes after the confirmation', async () => {
    const user = userEvent.setup();
    (api.reviews.remove as jest.Mock).mockResolvedValue(null);
    renderAdmin(<ManageReviews />, { route: '/admin/reviews' });
    await user.click(await screen.findByRole('button', { name: 'Delete review Solid' }));
    const confirm = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete this review? This action cannot be undone.',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review deleted successfully'));
    expect(api.reviews.remove).toHaveBeenCalledWith('mid');
    await waitFor(() => expect(api.reviews.stats).toHaveBeenCalledTimes(2));
  });

  it('a review deleted while its search is loading is not listed once the search answers', async () => {
    const user = userEvent.setup();
    (api.reviews.remove as jest.Mock).mockResolvedValue(null);
    renderAdmin(<ManageReviews />, { route: '/admin/reviews' });
    await screen.findByText('Solid');
    // The search's first read is answered only after the delete, as read before it: the review still in.
    let answerSearch!: (page: ReturnType<typeof uncounted>) => void;
    list.mockReturnValueOnce(new Promise((resolve) => (answerSearch = resolve))).mockResolvedValue(uncounted([]));
    await user.type(screen.getByLabelText('Search reviews'), 'Solid');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'Solid' }), expect.anything()),
    );
    await user.click(screen.getByRole('button', { name: 'Delete review Solid' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review deleted successfully'));
    answerSearch(uncounted([review({ _id: 'mid', title: 'Solid' })]));
    expect(await screen.findByText('No reviews found')).toBeInTheDocument();
    expect(list.mock.calls.filter(([q]) => q.search === 'Solid')).toHaveLength(2);
  });

  it('reports load and delete failures', async () => {
    const user = userEvent.setup();
    (api.reviews.remove as jest.Mock).mockRejectedValue(new ApiError(500, 'x'));
    renderAdmin(<ManageReviews />, { route: '/admin/reviews' });
    await user.click(await screen.findByRole('button', { name: 'Delete review Solid' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete review'));
  });

  it('only logs a statistics failure, and shows them as unknown rather than zeros', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (api.reviews.stats as jest.Mock).mockRejectedValue(new ApiError(503, 'down'));
    renderAdmin(<ManageReviews />, { route: '/admin/reviews' });
    await screen.findByText('Timeless');
    await waitFor(() => expect(screen.getByTestId('admin-review-total')).toHaveTextContent('–'));
    expect(screen.getByTestId('admin-review-average')).toHaveTextContent('–');
    expect(screen.getByLabelText('5 stars: –')).toBeInTheDocument();
    expect(screen.queryByLabelText('5 stars: 0')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalledWith(expect.stringContaining('statistics'), expect.anything());
    log.mockRestore();
  });

  it('reports a load failure', async () => {
    list.mockRejectedValue(new ApiError(500, 'x'));
    renderAdmin(<ManageReviews />, { route: '/admin/reviews' });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load reviews', expect.anything()));
  });
});
