import { screen, waitFor, within } from '@testing-library/react';
import { seriesApi } from '../../common/api/series-calls';
import { fakeBookPage, renderBook } from './book-page-fakes';

beforeEach(() => fakeBookPage());
afterEach(() => jest.restoreAllMocks());

describe('the book page\'s series ("Book 2 of …")', () => {
  it('says which book of each series it is, linking to the series', async () => {
    jest.spyOn(seriesApi, 'ofBook').mockResolvedValue([
      { _id: 's1', name: 'Middle-earth', position: 2 },
      { _id: 's2', name: 'Tales', position: 2.5 },
    ]);
    renderBook();
    const list = within(await screen.findByRole('list', { name: 'Series' }));
    expect(seriesApi.ofBook).toHaveBeenCalledWith('b1', expect.anything());
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Book 2 of Middle-earth',
      'Book 2.5 of Tales',
    ]);
    expect(list.getByRole('link', { name: 'Middle-earth' })).toHaveAttribute('href', '/series/s1');
  });

  it('says nothing for a book in no series', async () => {
    renderBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Hobbit' })).toBeInTheDocument();
    await waitFor(() => expect(seriesApi.ofBook).toHaveBeenCalled());
    expect(screen.queryByRole('list', { name: 'Series' })).not.toBeInTheDocument();
  });
});
