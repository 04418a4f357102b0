import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title, message and action', () => {
    render(
      <EmptyState title="No books found" message="Try another search." action={<button>Clear all filters</button>} />,
    );
    expect(screen.getByRole('heading', { name: 'No books found', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeInTheDocument();
  });

  it("is the page's level-one heading when the empty state is the whole page", () => {
    render(<EmptyState headingLevel={1} title="Book not found" />);
    expect(screen.getByRole('heading', { name: 'Book not found', level: 1 })).toBeInTheDocument();
  });

  it('renders a custom icon', () => {
    render(<EmptyState title="No reviews yet" icon={<svg data-testid="custom" />} />);
    expect(screen.getByTestId('custom')).toBeInTheDocument();
  });
});
