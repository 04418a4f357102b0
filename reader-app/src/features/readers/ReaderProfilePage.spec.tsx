import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, type ReadingListEntry } from '@book/core';
import { makeBookCard, makeReview } from '../../testing/fixtures';
import { makeListedBook, makePage, makeReaderEntry, makeReaderProfile, makeReaderSummary } from '../../testing/readers';
import { signedInWithToasts } from '../../testing/render';
import { fakeReader, openProfile } from './profile-fakes';

jest.setTimeout(30000);

const toasts = signedInWithToasts();

describe('a reader’s public profile', () => {
  it('shows where the reader is in each book they are reading, when they let the caller see it', async () => {
    const reads = fakeReader(
      makeReaderProfile({
        currentlyReading: [
          makeBookCard({ _id: 'b9', title: 'Dune' }),
          makeBookCard({ _id: 'b8', title: 'Emma' }),
          makeBookCard({ _id: 'b7', title: 'Deadfall' }),
        ],
        readingProgress: [
          { book: 'b9', fraction: 0.3, page: 120, pageCount: 400, percent: null },
          { book: 'b8', fraction: 0.4, page: null, pageCount: null, percent: 40 },
        ],
      }),
    );
    reads.readingList.mockResolvedValue(makePage([]));
    openProfile();
    const current = await screen.findByRole('region', { name: 'Currently reading' });
    const [dune, emma, deadfall] = within(current).getAllByRole('listitem');
    expect(dune).toHaveTextContent('On page 120 of 400');
    expect(emma).toHaveTextContent('40% through');
    expect(deadfall).not.toHaveTextContent(/page|through/);
  });

  it('shows who they are, their counts, what they read, their goal, and names the page', async () => {
    const reads = fakeReader();
    reads.readingList.mockResolvedValue(
      makePage([
        makeReaderEntry({ _id: 'e1', status: 'completed', book: makeListedBook({ _id: 'b1', title: 'The Hobbit' }) }),
        makeReaderEntry({ _id: 'e2', status: 'wishlist', book: makeListedBook({ _id: 'b2', title: 'Emma' }) }),
        makeReaderEntry({ _id: 'e3', status: 'completed', book: makeListedBook({ _id: 'b3', title: 'Persuasion' }) }),
        makeReaderEntry({
          _id: 'e4',
          status: 'abandoned',
          book: { _id: 'b4', title: 'Withdrawn', available: false } as unknown as ReadingListEntry['book'],
        }),
      ]),
    );
    openProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'bookworm' })).toBeInTheDocument();
    expect(reads.get).toHaveBeenCalledWith('bookworm', expect.anything());
    expect(screen.getByText('Mostly fantasy.')).toBeInTheDocument();
    expect(screen.getByText(/Joined/)).toHaveTextContent('Joined March 2024');
    const counts = within(screen.getByRole('list', { name: 'Counts' }));
    expect(counts.getByText('Books finished').parentElement).toHaveTextContent('12 Books finished');
    expect(counts.getByText('Followers').parentElement).toHaveTextContent('1,234 Followers');
    expect(counts.getByText('Reviews').parentElement).toHaveTextContent('3 Reviews');
    expect(counts.getByText('Following').parentElement).toHaveTextContent('7 Following');

    const current = screen.getByRole('region', { name: 'Currently reading' });
    expect(within(current).getByRole('link', { name: /Dune/ })).toHaveAttribute('href', '/books/b9');

    const list = screen.getByRole('region', { name: 'Reading list' });
    const completed = await within(list).findByRole('region', { name: /Completed/ });
    expect(
      within(completed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('The Hobbit'), expect.stringContaining('Persuasion')]);
    expect(within(list).getByRole('region', { name: /Wishlist/ })).toHaveTextContent('Emma');
    // A book no longer published: its title, no link.
    const abandoned = within(list).getByRole('region', { name: /Abandoned/ });
    expect(abandoned).toHaveTextContent('WithdrawnNo longer in the catalogue');
    expect(within(abandoned).queryByRole('link')).not.toBeInTheDocument();
    expect(within(list).queryByRole('region', { name: /Reading \(/ })).not.toBeInTheDocument();

    const goal = screen.getByRole('region', { name: 'Reading goal 2026' });
    expect(goal).toHaveTextContent('12 of 20 books');
    expect(within(goal).getByRole('progressbar')).toHaveAttribute('value', '12');
    expect(document.title).toBe('bookworm · BookNook');
    // Headings in order: the name, then the sections.
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]).toBeLessThanOrEqual(1));
  });

  it('lists their reviews newest first as the server sends them, with Load more, and keeps spoilers hidden until asked', async () => {
    const user = userEvent.setup();
    const reads = fakeReader();
    reads.reviews
      .mockResolvedValueOnce(
        makePage(
          [
            makeReview({ _id: 'r1', title: 'Newest', book: makeBookCard({ _id: 'b1', title: 'The Hobbit' }) }),
            makeReview({ _id: 'r2', title: 'Secret ending', spoiler: true, content: 'The butler did it.' }),
          ],
          { hasMore: true, page: 1, total: 3 },
        ),
      )
      .mockResolvedValueOnce(makePage([makeReview({ _id: 'r3', title: 'Oldest' })], { page: 2, total: 3 }));
    openProfile();
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findAllByTestId('reader-review')).toHaveLength(2);
    expect(within(reviews).getByRole('link', { name: 'The Hobbit' })).toHaveAttribute('href', '/books/b1');
    expect(screen.queryByText('The butler did it.')).not.toBeInTheDocument();
    await user.click(within(reviews).getByRole('button', { name: 'Show review: Secret ending' }));
    expect(screen.getByText('The butler did it.')).toBeInTheDocument();

    await user.click(within(reviews).getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(within(reviews).getAllByTestId('reader-review')).toHaveLength(3));
    expect(
      within(reviews)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Newest', 'Secret ending', 'Oldest']);
    expect(reads.reviews).toHaveBeenLastCalledWith(
      'bookworm',
      { page: 2, limit: 10, total: 'none' },
      expect.anything(),
    );
    expect(within(reviews).queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
  });

  it('leaves out what their privacy hides: the list and the books finished, the goal', async () => {
    const reads = fakeReader(
      makeReaderProfile({
        visible: { list: false, goal: false, activity: false },
        counts: { booksFinished: null, reviews: 0, followers: 0, following: 0 },
        currentlyReading: null,
        goal: null,
      }),
    );
    openProfile();
    expect(await screen.findByText('This reading list is private.')).toBeInTheDocument();
    expect(screen.getByText('This reading goal is private.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Currently reading' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Books? finished/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(reads.readingList).not.toHaveBeenCalled();
  });

  it('says the list is private when the server refuses it, and that no goal is set', async () => {
    const reads = fakeReader(makeReaderProfile({ goal: null }));
    reads.readingList.mockRejectedValue(new ApiError(404, 'This reading list is private', undefined, true));
    openProfile();
    expect(await screen.findByText('This reading list is private.')).toBeInTheDocument();
    expect(screen.getByText(`No reading goal set for ${new Date().getFullYear()}.`)).toBeInTheDocument();
  });

  it('an unknown username shows "Reader not found"', async () => {
    jest.spyOn(api.readers, 'get').mockRejectedValue(new ApiError(404, 'Reader not found', undefined, true));
    openProfile('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reader not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Reader not found · BookNook');
    expect(toasts.failure).not.toHaveBeenCalled();
  });

  it('a failure of ours is said as such, with Try again', async () => {
    const user = userEvent.setup();
    const reads = fakeReader();
    reads.get.mockRejectedValueOnce(new ApiError(503, 'The service is temporarily unavailable.', undefined, true));
    openProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load this profile' })).toBeInTheDocument();
    expect(toasts.failure).toHaveBeenCalledWith('The service is temporarily unavailable.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'bookworm' })).toBeInTheDocument();
  });

  it('lists their followers, then whom they follow, a page at a time', async () => {
    const user = userEvent.setup();
    const reads = fakeReader();
    reads.followers
      .mockResolvedValueOnce(makePage([makeReaderSummary({ id: 'u3', username: 'ana' })], { hasMore: true }))
      .mockResolvedValueOnce(makePage([makeReaderSummary({ id: 'u4', username: 'ben' })], { page: 2 }));
    reads.following.mockResolvedValue(makePage([makeReaderSummary({ id: 'u5', username: 'cleo' })]));
    openProfile();
    const section = await screen.findByRole('region', { name: 'Followers and following' });
    const followers = await within(section).findByRole('list', { name: 'Followers of bookworm' });
    expect(within(followers).getByRole('link', { name: 'ana' })).toHaveAttribute('href', '/readers/ana');
    await user.click(within(section).getByRole('button', { name: 'Load more' }));
    expect(await within(followers).findByRole('link', { name: 'ben' })).toBeInTheDocument();
    expect(reads.followers).toHaveBeenLastCalledWith('bookworm', { page: 2, limit: 20 }, expect.anything());

    await user.click(within(section).getByRole('button', { name: 'Following (7)' }));
    expect(within(section).getByRole('button', { name: 'Following (7)' })).toHaveAttribute('aria-pressed', 'true');
    const following = await within(section).findByRole('list', { name: 'Readers bookworm follows' });
    expect(within(following).getByRole('link', { name: 'cleo' })).toBeInTheDocument();
  });
});
