import { fireEvent, render, screen } from '@testing-library/react';
import { BookCover } from './BookCover';

describe('BookCover', () => {
  it('is "Cover of {title}", lazy by default', () => {
    render(<BookCover src="/c.jpg" title="Dune" />);
    const img = screen.getByRole('img', { name: 'Cover of Dune' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('ui-cover--md');
  });

  it('loads eagerly with priority', () => {
    render(<BookCover src="/c.jpg" title="Dune" priority size="lg" />);
    expect(screen.getByRole('img', { name: 'Cover of Dune' })).toHaveAttribute('loading', 'eager');
  });

  it('shows a placeholder when missing or broken', () => {
    const { rerender } = render(<BookCover src="" title="Emma" />);
    expect(screen.getByRole('img', { name: 'Cover of Emma' })).toHaveClass('ui-cover--placeholder');
    rerender(<BookCover src="/broken.jpg" title="Emma" />);
    fireEvent.error(screen.getByRole('img', { name: 'Cover of Emma' }));
    expect(screen.getByRole('img', { name: 'Cover of Emma' })).toHaveClass('ui-cover--placeholder');
  });
});
