import { screen } from '@testing-library/react';
import { makeBook } from '../testing/fixtures';
import { renderPage } from '../testing/render';
import { BookCard } from './BookCard';

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
