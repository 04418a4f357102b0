import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@book/core';
import type { Edition, ReviewEdition } from '../../common/api/editions-calls';
import { makeReview, pageOf } from '../../testing/fixtures';
import { fakeBookPage, renderBook } from './book-page-fakes';

jest.setTimeout(30000);

const edition = (fields: Partial<Edition>): Edition => ({
  _id: 'b2',
  title: 'The Hobbit',
  format: 'paperback',
  publishedDate: '1966-08-01T00:00:00.000Z',
  language: 'English',
  coverImage: '',
  status: 'published',
  ...fields,
});

let fakes: ReturnType<typeof fakeBookPage>;
beforeEach(() => {
  fakes = fakeBookPage();
});
afterEach(() => jest.restoreAllMocks());

describe('Other editions', () => {
  it("lists the work's other editions, each a link to its page with its format, year and language", async () => {
    fakes.listEditions.mockResolvedValue([
      edition({}),
      edition({ _id: 'b3', format: 'audiobook', publishedDate: '2012-01-01T00:00:00.000Z', language: 'German' }),
      edition({ _id: 'b4', title: 'Der kleine Hobbit', format: null, publishedDate: null, language: '' }),
    ]);
    renderBook();
    const section = await screen.findByRole('region', { name: 'Other editions' });
    expect(fakes.listEditions).toHaveBeenCalledWith('b1', expect.anything());
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Paperback 1966 · English', '/books/b2'],
      ['Audiobook 2012 · German', '/books/b3'],
      ['Edition Der kleine Hobbit', '/books/b4'],
    ]);
  });

  it('is left out when the book is its work only edition', async () => {
    renderBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Hobbit' })).toBeInTheDocument();
    await waitFor(() => expect(fakes.listEditions).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Other editions' })).not.toBeInTheDocument());
  });

  it('shows that it loads, and says so when the editions cannot be read, with a retry', async () => {
    const user = userEvent.setup();
    let fail!: (error: Error) => void;
    fakes.listEditions.mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    renderBook();
    const section = await screen.findByRole('region', { name: 'Other editions' });
    expect(within(section).getByText('Loading editions...')).toBeInTheDocument();
    fail(new ApiError(503, 'Service unavailable'));
    expect(await within(section).findByText(/Other editions could not be loaded/)).toBeInTheDocument();
    fakes.listEditions.mockResolvedValue([edition({})]);
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('link', { name: /Paperback/ })).toHaveAttribute('href', '/books/b2');
  });

  it('comes after the reviews, so nothing above it moves when it loads', async () => {
    fakes.listEditions.mockResolvedValue([edition({})]);
    renderBook();
    const editions = await screen.findByRole('region', { name: 'Other editions' });
    const reviews = screen.getByRole('region', { name: /^Reviews/ });
    expect(reviews.compareDocumentPosition(editions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('A review of another edition', () => {
  const about = (edition: ReviewEdition) => ({
    ...makeReview({ _id: 'r9', title: 'Read it in paperback', user: { _id: 'u9', username: 'dora' } }),
    edition,
  });

  it('names the edition it was written about, linked to its page', async () => {
    fakes.listReviews.mockResolvedValue(pageOf([about({ _id: 'b2', title: 'The Hobbit', format: 'paperback' })]));
    renderBook();
    const review = await screen.findByRole('article', { name: 'Read it in paperback' });
    expect(within(review).getByRole('link', { name: 'About the paperback edition' })).toHaveAttribute(
      'href',
      '/books/b2',
    );
  });

  it('names it by its title when its format is not known', async () => {
    fakes.listReviews.mockResolvedValue(pageOf([about({ _id: 'b4', title: 'Der kleine Hobbit', format: null })]));
    renderBook();
    const review = await screen.findByRole('article', { name: 'Read it in paperback' });
    expect(within(review).getByRole('link', { name: 'About Der kleine Hobbit' })).toBeInTheDocument();
  });

  it('says nothing of editions for a review of this book', async () => {
    renderBook();
    await screen.findAllByTestId('review');
    expect(screen.queryByTestId('review-edition')).not.toBeInTheDocument();
  });
});
