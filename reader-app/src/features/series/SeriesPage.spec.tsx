import { screen, within } from '@testing-library/react';
import { ApiError, toast } from '@book/core';
import { seriesApi, type Series } from '../../common/api/series-calls';
import { makeBookCard } from '../../testing/fixtures';
import { renderPage } from '../../testing/render';
import SeriesPage from './SeriesPage';

const expanse: Series = {
  _id: 's1',
  name: 'The Expanse',
  description: 'Space opera in nine books.',
  updatedAt: '2026-01-01T00:00:00.000Z',
  entries: [
    {
      position: 1,
      work: 'b1',
      bookStatus: 'published',
      status: 'completed',
      book: makeBookCard({ _id: 'b1', title: 'Leviathan Wakes' }),
    },
    { position: 2, work: 'b2', bookStatus: 'published', book: makeBookCard({ _id: 'b2', title: "Caliban's War" }) },
    {
      position: 2.5,
      work: 'b3',
      bookStatus: 'published',
      status: 'reading',
      book: makeBookCard({ _id: 'b3', title: 'Gods of Risk' }),
    },
  ],
};

let getSeries: jest.SpyInstance;
beforeEach(() => {
  getSeries = jest.spyOn(seriesApi, 'get').mockResolvedValue(expanse);
  jest.spyOn(toast, 'error').mockImplementation(() => '');
});
afterEach(() => jest.restoreAllMocks());

const renderSeries = (id = 's1') => renderPage(<SeriesPage />, { route: `/series/${id}`, path: '/series/:id' });

describe('Series page', () => {
  it('shows the name and description, and is named after the series', async () => {
    renderSeries();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Expanse' })).toBeInTheDocument();
    expect(getSeries).toHaveBeenCalledWith('s1', expect.anything());
    expect(screen.getByText('Space opera in nine books.')).toBeInTheDocument();
    expect(screen.getByText('3 books in reading order')).toBeInTheDocument();
    expect(document.title).toBe('The Expanse · BookNook');
  });

  it("lists the works in reading order with their position, cover, title link, author and the reader's status", async () => {
    renderSeries();
    const list = within(await screen.findByRole('list', { name: 'The Expanse, in reading order' }));
    const rows = list.getAllByTestId('series-entry');
    expect(rows.map((r) => within(r).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Leviathan Wakes',
      "Caliban's War",
      'Gods of Risk',
    ]);
    expect(rows.map((r) => r.querySelector('.reader-series__position')?.textContent)).toEqual([
      'Book 1',
      'Book 2',
      'Book 2.5',
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Leviathan Wakes' })).toHaveAttribute('href', '/books/b1');
    expect(within(rows[0]).getByAltText('Cover of Leviathan Wakes')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('series-entry-status')).toHaveTextContent('Completed');
    expect(within(rows[1]).queryByTestId('series-entry-status')).not.toBeInTheDocument();
    expect(within(rows[2]).getByTestId('series-entry-status')).toHaveTextContent('Currently Reading');
  });

  it('says so when none of its books is in the catalogue', async () => {
    getSeries.mockResolvedValue({ ...expanse, entries: [] });
    renderSeries();
    expect(await screen.findByText('No books yet')).toBeInTheDocument();
    expect(screen.getByText('0 books in reading order')).toBeInTheDocument();
  });

  it('shows a loader while it loads, and "Series not found" for an unknown series', async () => {
    getSeries.mockRejectedValue(new ApiError(404, 'Series not found'));
    renderSeries('nope');
    expect(screen.getByText('Loading series...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Series not found' })).toBeInTheDocument();
    expect(document.title).toBe('Series not found · BookNook');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('offers a retry when the series cannot be read', async () => {
    getSeries.mockRejectedValue(new ApiError(503, 'The database is not available'));
    renderSeries();
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load this series' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
