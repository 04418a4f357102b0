import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LinkButton } from './LinkButton';

describe('LinkButton', () => {
  it('is a router link styled as a button', async () => {
    render(
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={
              <LinkButton to="/books" variant="secondary" size="sm">
                View All Books
              </LinkButton>
            }
          />
          <Route path="/books" element={<p>Books page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'View All Books' });
    expect(link).toHaveAttribute('href', '/books');
    expect(link).toHaveClass('ui-btn', 'ui-btn--secondary', 'ui-btn--sm');
    await userEvent.click(link);
    expect(screen.getByText('Books page')).toBeInTheDocument();
  });
});
