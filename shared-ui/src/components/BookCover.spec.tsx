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
