import { render, screen } from '@testing-library/react';
import { StarRating } from './StarRating';

describe('StarRating', () => {
  it('is labelled "Rated {value} out of 5"', () => {
    render(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('fills a fractional star partially and shows the value with one decimal', () => {
    const { container } = render(<StarRating value={3.5} showValue size="lg" />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    const fills = container.querySelectorAll<HTMLElement>('.ui-star__fill');
    expect(fills).toHaveLength(4);
    expect(fills[3].style.width).toBe('50%');
    expect(screen.getByText('3.5')).toBeInTheDocument();
  });

  it('clamps out-of-range values', () => {
    render(<StarRating value={7} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });
});
