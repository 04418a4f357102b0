import { screen } from '@testing-library/react';
import { makeBook } from '../testing/fixtures';
import { renderPage } from '../testing/render';
import { BookCard, BookCardList } from './BookCard';

const cover = `/api/uploads/${'e5'.repeat(16)}.jpg`;
const webpSource = (container: HTMLElement) => container.querySelector('picture > source[type="image/webp"]');

describe('BookCard cover', () => {
  it("asks for the WebP size that fills a grid cell (two a row on a phone), lazily but for the page's first covers", () => {
    const { container, unmount } = renderPage(<BookCard book={makeBook({ title: 'Dune', coverImage: cover })} />);
    expect(webpSource(container)).toHaveAttribute('sizes', '(max-width: 420px) 50vw, 220px');
    expect(screen.getByRole('img', { name: 'Cover of Dune' })).toHaveAttribute('loading', 'lazy');
    unmount();

    renderPage(<BookCard book={makeBook({ title: 'Dune', coverImage: cover })} priority />);
    const first = screen.getByRole('img', { name: 'Cover of Dune' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('asks for the size of the 88px cover of a list row', () => {
    const { container } = renderPage(<BookCard book={makeBook({ title: 'Dune', coverImage: cover })} view="list" />);
    expect(webpSource(container)).toHaveAttribute('sizes', '88px');
    expect(webpSource(container)?.getAttribute('srcset')).toContain(`${cover.replace('.jpg', '.160.webp')} 160w`);
  });
});

describe('BookCardList', () => {
  it('stands placeholder cards for the books while they load, then lists them, the first covers at once', () => {
    const books = ['Dune', 'Emma', 'Ulysses'].map((title, i) => makeBook({ _id: `b${i}`, title, coverImage: cover }));
    const loading = renderPage(<BookCardList books={undefined} placeholders={4} data-testid="books" />);
    expect(screen.getByTestId('books')).toHaveAttribute('aria-busy', 'true');
    expect(loading.container.querySelectorAll('.reader-skeleton-card')).toHaveLength(4);
    expect(screen.queryByTestId('book-card')).not.toBeInTheDocument();
    loading.unmount();

    const { container } = renderPage(
      <BookCardList books={books} placeholders={4} eager={2} view="list" data-testid="books" />,
    );
    expect(screen.getByTestId('books')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByTestId('books')).toHaveClass('reader-book-list');
    expect(container.querySelectorAll('.reader-skeleton-card')).toHaveLength(0);
    const covers = screen
      .getAllByRole('img', { name: /^Cover of/ })
      .map((img) => [img.getAttribute('alt'), img.getAttribute('loading')]);
    expect(covers).toEqual([
      ['Cover of Dune', 'eager'],
      ['Cover of Emma', 'eager'],
      ['Cover of Ulysses', 'lazy'],
    ]);
  });
});
