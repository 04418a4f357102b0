import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('is a div surface by default', () => {
    render(<Card data-testid="card">Body</Card>);
    expect(screen.getByTestId('card').tagName).toBe('DIV');
    expect(screen.getByTestId('card')).toHaveClass('ui-card');
  });

  it('renders as another element with extra classes', () => {
    render(
      <Card as="article" className="reader-book" aria-label="Dune">
        Body
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Dune' });
    expect(card).toHaveClass('ui-card', 'reader-book');
  });
});
