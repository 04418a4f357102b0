import { render, screen } from '@testing-library/react';
import { FullScreenSpinner, Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces "Loading..." by default, visually hidden', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...')).toHaveClass('ui-visually-hidden');
  });

  it('takes a label and a size', () => {
    render(<Spinner label="Updating role" size="sm" />);
    expect(screen.getByRole('status')).toHaveClass('ui-spinner--sm');
    expect(screen.getByText('Updating role')).toBeInTheDocument();
  });
});

describe('FullScreenSpinner', () => {
  it('shows a visible Loading...', () => {
    render(<FullScreenSpinner />);
    const text = screen.getByText('Loading...');
    expect(text).not.toHaveClass('ui-visually-hidden');
    expect(screen.getByRole('status')).toHaveClass('ui-fullscreen');
  });
});
