import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type YearStats } from '@book/core';
import { makeUser } from '../../testing/fixtures';
import { renderPage, signInAs, signOut, silenceToasts } from '../../testing/render';
import { RequireSignIn } from '../../common/RequireSignIn';
import { goalSummary } from './GoalCard';
import MyYearPage from './MyYearPage';

const months = (figures: Record<number, [number, number]>) =>
  Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    books: figures[i + 1]?.[0] ?? 0,
    pages: figures[i + 1]?.[1] ?? 0,
  }));

const book = (id: string, title: string, pageCount: number | null, finishedAt: string) => ({
  _id: id,
  title,
  available: true,
  coverImage: `https://covers.example.com/${id}.jpg`,
  author: { _id: 'a1', name: 'Ann Author' },
  pageCount,
  finishedAt,
});

const year2025: YearStats = {
  year: 2025,
  booksFinished: 3,
  pagesFinished: 1870,
  months: months({ 1: [2, 1420], 3: [1, 450] }),
  genres: [
    { _id: 'g1', name: 'Fantasy', books: 2, share: 0.6667 },
    { _id: 'g2', name: 'History', books: 1, share: 0.3333 },
  ],
  averageRating: 4.5,
  ratedBooks: 2,
  longestBook: book('b1', 'Alpha', 1300, '2025-01-15T00:00:00.000Z'),
  shortestBook: book('b2', 'Beta', 120, '2025-01-20T00:00:00.000Z'),
  topAuthor: { _id: 'a1', name: 'Ann Author', books: 2 },
  books: [
    book('b1', 'Alpha', 1300, '2025-01-15T00:00:00.000Z'),
    book('b2', 'Beta', 120, '2025-01-20T00:00:00.000Z'),
    book('b3', 'Gamma', 450, '2025-03-02T00:00:00.000Z'),
  ],
  goal: {
    goal: { year: 2025, target: 5, updatedAt: '2025-01-01T00:00:00.000Z' },
    finished: 3,
    expectedByNow: 5,
    aheadBy: -2,
    percent: 60,
  },
  years: [2026, 2025, 2024],
};

const empty = (year: number): YearStats => ({
  year,
  booksFinished: 0,
  pagesFinished: 0,
  months: months({}),
  genres: [],
  averageRating: null,
  ratedBooks: 0,
  longestBook: null,
  shortestBook: null,
  topAuthor: null,
  books: [],
  goal: null,
  years: [...new Set([2026, 2025, year])].sort((a, b) => b - a),
});

let yearCall: jest.SpyInstance;

beforeEach(() => {
  signInAs(makeUser());
  yearCall = jest
    .spyOn(api.readingList, 'year')
    .mockImplementation(async (year: number) => (year === 2025 ? year2025 : empty(year)));
  silenceToasts();
});
afterEach(() => jest.restoreAllMocks());

describe('My year', () => {
  it("shows the year's figures from one call, with locale formatting", async () => {
    renderPage(<MyYearPage />, { route: '/my-year/2025', path: '/my-year/:year' });
    expect(await screen.findByTestId('my-year-books')).toHaveTextContent('3');
    expect(screen.getByRole('heading', { name: 'My Year in Books: 2025' })).toBeInTheDocument();
    expect(yearCall).toHaveBeenCalledTimes(1);
    expect(yearCall).toHaveBeenCalledWith(2025, expect.anything());
    expect(screen.getByTestId('my-year-pages')).toHaveTextContent('1,870');
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('Average rating (2 books)')).toBeInTheDocument();
    expect(screen.getByText('Most read author (2 books)')).toBeInTheDocument();
    expect(screen.getByTestId('goal-summary')).toHaveTextContent('3 of 5 books, 2 short of the goal');
    expect(screen.getByRole('progressbar', { name: 'Progress towards the 2025 goal' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    // Genre shares and the longest and shortest books.
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByText('Longest').parentElement).toHaveTextContent('Alpha1,300 pages');
    expect(screen.getByText('Shortest').parentElement).toHaveTextContent('Beta120 pages');
    // Every cover, in finish order.
    const ordered = screen.getByRole('heading', { name: /in the order you finished them/ })
      .parentElement as HTMLElement;
    expect(
      within(ordered)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Alpha'), expect.stringContaining('Beta'), expect.stringContaining('Gamma')]);
    expect(within(ordered).getByAltText('Cover of Gamma')).toBeInTheDocument();
  });

  it('shows a book no longer published by its title only, as no longer available, with no link to its page', async () => {
    const gone = { _id: 'b4', title: 'Delta', available: false, finishedAt: '2025-04-01T00:00:00.000Z' };
    yearCall.mockResolvedValue({ ...year2025, booksFinished: 4, books: [...year2025.books, gone] });
    renderPage(<MyYearPage />, { route: '/my-year/2025', path: '/my-year/:year' });
    const shown = await screen.findByTestId('my-year-unavailable-book');
    expect(shown).toHaveTextContent('Delta');
    expect(shown).toHaveTextContent('No longer available');
    expect(shown.querySelector('img')).toBeNull(); // no cover of it is fetched: a placeholder stands in
    const ordered = screen.getByRole('heading', { name: /in the order you finished them/ })
      .parentElement as HTMLElement;
    expect(within(ordered).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(ordered)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/books/b1', '/books/b2', '/books/b3']);
    expect(screen.queryByRole('link', { name: /Delta/ })).toBeNull();
  });

  it('gives every chart a text alternative: a summary sentence and a table', async () => {
    renderPage(<MyYearPage />, { route: '/my-year/2025', path: '/my-year/:year' });
    const books = await screen.findByRole('figure', { name: 'Books finished' });
    expect(within(books).getByText('3 books in all; the most in January (2).')).toBeInTheDocument();
    const table = within(books).getByRole('table', { name: 'Books finished' });
    expect(within(table).getByRole('row', { name: 'January 2' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'March 1' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const pages = screen.getByRole('figure', { name: 'Pages read' });
    expect(within(pages).getByText('1,870 pages in all; the most in January (1,420).')).toBeInTheDocument();
    expect(within(pages).getByRole('row', { name: 'January 1,420' })).toBeInTheDocument();
  });

  it("opens on the year it is where the reader is, not UTC's", async () => {
    // 05:00 UTC on New Year's Day 2026 is still the evening of December 31, 2025 in Los Angeles, where the tests run.
    jest.useFakeTimers({ now: new Date('2026-01-01T05:00:00.000Z'), advanceTimers: true });
    try {
      renderPage(<MyYearPage />, { route: '/my-year', path: '/my-year/:year?' });
      expect(await screen.findByRole('heading', { name: 'My Year in Books: 2025' })).toBeInTheDocument();
      expect(yearCall).toHaveBeenCalledWith(2025, expect.anything());
    } finally {
      jest.useRealTimers();
    }
  });

  it('says an empty year plainly and switches years with the selector', async () => {
    const user = userEvent.setup();
    renderPage(<MyYearPage />, { route: '/my-year?year=2024', path: '/my-year/:year?' });
    expect(await screen.findByRole('heading', { name: 'No books finished in 2024' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.getByText('No goal set for 2024. How many books would you like to finish?')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Year'), '2025');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-year/2025'));
    expect(await screen.findByTestId('goal-summary')).toBeInTheDocument();
  });

  it('sets, changes and clears the goal, validating 1 to 1,000', async () => {
    const user = userEvent.setup();
    const set = jest
      .spyOn(api.goals, 'set')
      .mockResolvedValue({ year: 2024, target: 12, updatedAt: '2026-01-01T00:00:00.000Z' });
    const clear = jest.spyOn(api.goals, 'clear').mockResolvedValue(null);
    renderPage(<MyYearPage />, { route: '/my-year/2024', path: '/my-year/:year' });
    await user.click(await screen.findByRole('button', { name: 'Set a goal' }));
    const input = screen.getByLabelText('Books to finish in 2024');
    await user.type(input, '1001');
    await user.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(screen.getByText('Enter a whole number of books from 1 to 1,000')).toBeInTheDocument();
    expect(set).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '12');
    yearCall.mockResolvedValue({
      ...empty(2024),
      goal: {
        goal: { year: 2024, target: 12, updatedAt: '' },
        finished: 0,
        expectedByNow: 12,
        aheadBy: -12,
        percent: 0,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(set).toHaveBeenCalledWith(2024, 12);
    expect(await screen.findByTestId('goal-summary')).toHaveTextContent('0 of 12 books, 12 short of the goal');
    yearCall.mockResolvedValue(empty(2024));
    await user.click(screen.getByRole('button', { name: 'Clear goal' }));
    expect(clear).toHaveBeenCalledWith(2024);
    expect(await screen.findByRole('button', { name: 'Set a goal' })).toBeInTheDocument();
  });

  it('sends visitors to /login (and back afterwards)', async () => {
    signOut();
    renderPage(
      <RequireSignIn>
        <MyYearPage />
      </RequireSignIn>,
      { route: '/my-year/2025', path: '/my-year/:year' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(yearCall).not.toHaveBeenCalled();
  });
});

describe('goalSummary', () => {
  const progress = (finished: number, target: number, aheadBy: number) => ({
    goal: { year: 2026, target, updatedAt: '' },
    finished,
    expectedByNow: finished - aheadBy,
    aheadBy,
    percent: 0,
  });
  it('says where this year stands against a steady pace', () => {
    expect(goalSummary(progress(12, 30, 4), 2026, 2026)).toBe('12 of 30 books, 4 ahead of schedule');
    expect(goalSummary(progress(3, 30, -2), 2026, 2026)).toBe('3 of 30 books, 2 behind schedule');
    expect(goalSummary(progress(5, 30, 0), 2026, 2026)).toBe('5 of 30 books, on schedule');
    expect(goalSummary(progress(1, 1, 1), 2026, 2026)).toBe('1 of 1 book, goal reached');
    expect(goalSummary(progress(0, 1000, 0), 2027, 2026)).toBe('0 of 1,000 books');
  });
});
