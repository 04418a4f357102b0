import { fireEvent, render, screen } from '@testing-library/react';
import { BookCover } from './BookCover';

describe('BookCover', () => {
  it('is "Cover of {title}", lazy by default', () => {
    render(<BookCover src="/c.jpg" title="Dune" />);
    const img = screen.getByRole('img', { name: 'Cover of Dune' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('ui-cover--md');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
    expect(img).toHaveAttribute('width', '140');
    expect(img).toHaveAttribute('height', '210');
  });

  it('loads eagerly and first with priority, in an explicit 2:3 box', () => {
    render(<BookCover src="/c.jpg" title="Dune" priority size="lg" />);
    const img = screen.getByRole('img', { name: 'Cover of Dune' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '360');
  });

  it('shows a placeholder when missing or broken', () => {
    const { rerender } = render(<BookCover src="" title="Emma" />);
    expect(screen.getByRole('img', { name: 'Cover of Emma' })).toHaveClass('ui-cover--placeholder');
    rerender(<BookCover src="/broken.jpg" title="Emma" />);
    fireEvent.error(screen.getByRole('img', { name: 'Cover of Emma' }));
    expect(screen.getByRole('img', { name: 'Cover of Emma' })).toHaveClass('ui-cover--placeholder');
  });
});

describe('BookCover sizes', () => {
  const upload = `/api/uploads/${'a1'.repeat(16)}`;
  const webpSource = (container: HTMLElement) => container.querySelector('picture > source[type="image/webp"]');

  it("offers an upload's WebP sizes for its slot, with the image at its stored URL as the fallback", () => {
    const { container } = render(<BookCover src={`${upload}.jpg`} title="Dune" size="md" />);
    expect(webpSource(container)).toHaveAttribute(
      'srcset',
      `${upload}.160.webp 160w, ${upload}.320.webp 320w, ${upload}.640.webp 640w`,
    );
    expect(webpSource(container)).toHaveAttribute('sizes', '140px');
    expect(screen.getByRole('img', { name: 'Cover of Dune' })).toHaveAttribute('src', `${upload}.jpg`);
  });

  it('takes the sizes of a fluid cover from its screen, and keeps priority on the image', () => {
    const { container } = render(
      <BookCover
        src={`https://api.example.com${upload}.png`}
        title="Dune"
        size="fluid"
        priority
        sizes="(max-width: 720px) 220px, 280px"
      />,
    );
    expect(webpSource(container)).toHaveAttribute('sizes', '(max-width: 720px) 220px, 280px');
    expect(webpSource(container)?.getAttribute('srcset')).toContain(`https://api.example.com${upload}.640.webp 640w`);
    expect(screen.getByRole('img', { name: 'Cover of Dune' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a seeded SVG cover as it is: a vector has no sizes', () => {
    const { container } = render(<BookCover src="/api/uploads/seed/covers/dune.svg" title="Dune" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Cover of Dune' })).toHaveAttribute(
      'src',
      '/api/uploads/seed/covers/dune.svg',
    );
  });
});
