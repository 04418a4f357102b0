import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, toast, type ActivityItem, type SuggestedReader } from '@book/core';
import { makeUser } from '../../testing/fixtures';
import { renderPage, signInAs, signOut, silenceToasts } from '../../testing/render';
import { FollowingFeed } from './FollowingFeed';

const HOUR = 3600_000;
const ada = { id: 'u2', username: 'ada', avatar: '', bio: 'Sci-fi and tea.' };

function activity(over: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: 'a1',
    type: 'finished',
    actor: ada,
    book: { id: 'b1', title: 'Dune', coverImage: '/api/uploads/dune.svg', author: 'Frank Herbert' },
    rating: null,
    review: null,
    goal: null,
    progress: null,
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    ...over,
  };
}

const feedPage = (items: ActivityItem[], next: string | null = null) => ({
  items,
  meta: { hasMore: next !== null, next },
});

let listFeed: jest.SpyInstance;

beforeEach(() => {
  signInAs(makeUser({ _id: 'me', username: 'me' }));
  listFeed = jest.spyOn(api.feed, 'list').mockResolvedValue(feedPage([]));
  jest.spyOn(api.feed, 'suggestions').mockResolvedValue([]);
  silenceToasts();
});
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

const items = () => screen.findAllByTestId('feed-item');

describe('From readers you follow', () => {
  it('tells what each reader did, with their name and the book as links', async () => {
    listFeed.mockResolvedValue(
      feedPage([
        activity({ id: 'a1', type: 'started' }),
        activity({ id: 'a2', type: 'finished', rating: 4 }),
        activity({ id: 'a3', type: 'abandoned' }),
        activity({ id: 'a4', type: 'rated', rating: 2 }),
        activity({ id: 'a5', type: 'goal', book: null, goal: { year: 2026, target: 1200 } }),
      ]),
    );
    renderPage(<FollowingFeed />);
    const [started, finished, abandoned, rated, goal] = await items();
    expect(screen.getByRole('heading', { level: 2, name: 'From readers you follow' })).toBeInTheDocument();
    expect(started).toHaveTextContent('ada started reading Dune by Frank Herbert');
    expect(within(started).getByRole('link', { name: 'ada' })).toHaveAttribute('href', '/readers/ada');
    expect(within(started).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/books/b1');
    expect(within(started).getByAltText('Cover of Dune').closest('a')).toHaveAttribute('href', '/books/b1');
    expect(within(started).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(finished).toHaveTextContent('ada finished Dune');
    expect(within(finished).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(abandoned).toHaveTextContent('ada stopped reading Dune');
    expect(within(rated).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(rated).toHaveTextContent('ada rated Dune');
    expect(goal).toHaveTextContent('ada set a goal of 1,200 books for 2026');
    expect(within(goal).getAllByRole('link')).toHaveLength(1);
  });

  it('tells where a reader is in a book, by the page of their edition or the percentage they logged', async () => {
    listFeed.mockResolvedValue(
      feedPage([
        activity({ id: 'a1', type: 'progress', progress: { fraction: 0.3, page: 120, pageCount: 400, percent: null } }),
        activity({ id: 'a2', type: 'progress', progress: { fraction: 0.4, page: null, pageCount: null, percent: 40 } }),
      ]),
    );
    renderPage(<FollowingFeed />);
    const [page, percent] = await items();
    expect(page).toHaveTextContent('ada is on page 120 of Dune by Frank Herbert');
    expect(within(page).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/books/b1');
    expect(percent).toHaveTextContent('ada is 40% through Dune');
  });

  it("shows a review's title and first lines, and only that a spoiler review contains spoilers", async () => {
    listFeed.mockResolvedValue(
      feedPage([
        activity({
          id: 'a1',
          type: 'reviewed',
          rating: 5,
          review: { id: 'r1', title: 'A desert epic', excerpt: 'Spice, sand and politics.', spoiler: false },
        }),
        activity({
          id: 'a2',
          type: 'reviewed',
          rating: 3,
          review: { id: 'r2', title: 'That ending', excerpt: '', spoiler: true },
        }),
      ]),
    );
    renderPage(<FollowingFeed />);
    const [review, spoiler] = await items();
    expect(review).toHaveTextContent('ada reviewed Dune');
    expect(within(review).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(review).getByText('A desert epic')).toBeInTheDocument();
    expect(within(review).getByText('Spice, sand and politics.')).toBeInTheDocument();
    expect(within(review).queryByText('Contains spoilers')).not.toBeInTheDocument();
    expect(within(spoiler).getByText('That ending')).toBeInTheDocument();
    expect(within(spoiler).getByText('Contains spoilers')).toBeInTheDocument();
  });

  it('says when, relative to now, with the full date on hover', async () => {
    const createdAt = new Date(Date.now() - 3 * HOUR).toISOString();
    listFeed.mockResolvedValue(
      feedPage([
        activity({ createdAt }),
        activity({ id: 'a2', createdAt: new Date(Date.now() - 30 * 24 * HOUR).toISOString() }),
      ]),
    );
    renderPage(<FollowingFeed />);
    const [recent, older] = await items();
    const time = recent.querySelector('time');
    expect(time).toHaveTextContent('3 hours ago');
    expect(time).toHaveAttribute('dateTime', createdAt);
    expect(time?.getAttribute('title')).toBe(
      new Date(createdAt).toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    );
    expect(older.querySelector('time')).toHaveTextContent('last month');
  });

  it('loads the items before the last one shown with "Load more", until there are no more', async () => {
    listFeed.mockImplementation(async (query: { before?: string }) =>
      query.before === 'a1'
        ? feedPage([
            activity({ id: 'a0', type: 'started', book: { id: 'b2', title: 'Emma', coverImage: '', author: null } }),
          ])
        : feedPage([activity({ id: 'a1' })], 'a1'),
    );
    renderPage(<FollowingFeed />);
    expect(await items()).toHaveLength(1);
    expect(listFeed).toHaveBeenCalledWith({ limit: 20 }, expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('feed-item')).toHaveLength(2));
    expect(listFeed).toHaveBeenLastCalledWith({ limit: 20, before: 'a1' }, expect.anything());
    expect(screen.getAllByTestId('feed-item')[1]).toHaveTextContent('ada started reading Emma');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  describe('with nothing to show', () => {
    const bob: SuggestedReader = { id: 'u3', username: 'bob', avatar: '', bio: 'Crime, mostly.', reviewCount: 12 };
    const cy: SuggestedReader = { id: 'u4', username: 'cy', avatar: '', bio: '', reviewCount: 1 };
    let follow: jest.SpyInstance;

    beforeEach(() => {
      jest.mocked(api.feed.suggestions).mockResolvedValue([bob, cy]);
      follow = jest.spyOn(api.readers, 'follow').mockResolvedValue({ follow: 'following' });
    });

    const profile = (following: number) =>
      jest.spyOn(api.readers, 'get').mockResolvedValue({
        id: 'me',
        username: 'me',
        avatar: '',
        bio: '',
        joinedAt: '2024-01-01T00:00:00.000Z',
        counts: { booksFinished: 0, reviews: 0, followers: 0, following },
        relationship: { self: true, follow: 'none', followsYou: false, blocked: false },
        visible: { list: true, goal: true, activity: true },
        currentlyReading: [],
        goal: null,
      } as never);

    it('says the reader follows nobody yet and suggests readers, each a link with their reviews', async () => {
      profile(0);
      renderPage(<FollowingFeed />);
      expect(
        await screen.findByText(
          'You are not following anyone yet. Follow readers to see what they read and review here.',
        ),
      ).toBeInTheDocument();
      expect(api.readers.get).toHaveBeenCalledWith('me', expect.anything());
      const [first, second] = await screen.findAllByTestId('suggestion');
      expect(within(first).getByRole('link', { name: 'bob' })).toHaveAttribute('href', '/readers/bob');
      expect(first).toHaveTextContent('12 reviews');
      expect(first).toHaveTextContent('Crime, mostly.');
      expect(second).toHaveTextContent('1 review');
      expect(screen.getByRole('heading', { level: 3, name: 'Readers you might like' })).toBeInTheDocument();
    });

    it('says when followed readers have shared nothing yet', async () => {
      profile(3);
      renderPage(<FollowingFeed />);
      expect(await screen.findByText(/The readers you follow have not shared anything yet/)).toBeInTheDocument();
    });

    it('follows a suggested reader, says so, and reloads the feed with their activity', async () => {
      profile(0);
      renderPage(<FollowingFeed />);
      const [first] = await screen.findAllByTestId('suggestion');
      listFeed.mockResolvedValue(feedPage([activity({ actor: { id: 'u3', username: 'bob', avatar: '', bio: '' } })]));
      await userEvent.click(within(first).getByRole('button', { name: 'Follow bob' }));
      expect(follow).toHaveBeenCalledWith('bob');
      expect(toast.success).toHaveBeenCalledWith('You now follow bob');
      expect((await items())[0]).toHaveTextContent('bob finished Dune');
      expect(listFeed).toHaveBeenCalledTimes(2);
    });

    it("shows a request sent to a reader who approves followers, and the server's message on failure", async () => {
      profile(0);
      follow.mockResolvedValueOnce({ follow: 'requested' }).mockRejectedValueOnce(new Error('offline'));
      renderPage(<FollowingFeed />);
      const [first, second] = await screen.findAllByTestId('suggestion');
      await userEvent.click(within(first).getByRole('button', { name: 'Follow bob' }));
      expect(await within(first).findByRole('button', { name: 'Requested' })).toBeDisabled();
      expect(toast.success).toHaveBeenCalledWith('Request sent to bob');
      await userEvent.click(within(second).getByRole('button', { name: 'Follow cy' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not follow cy'));
      expect(within(second).getByRole('button', { name: 'Follow cy' })).toBeEnabled();
    });
  });
});
