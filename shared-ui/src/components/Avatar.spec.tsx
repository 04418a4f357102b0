import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initials } from './Avatar';

describe('Avatar', () => {
  it('shows the image with the name as alt', () => {
    render(<Avatar src="/api/uploads/a.png" name="Jane Austen" />);
    expect(screen.getByRole('img', { name: 'Jane Austen' })).toHaveAttribute('src', '/api/uploads/a.png');
  });

  it('falls back to initials when the image fails', () => {
    render(<Avatar src="/broken.png" name="Jane Austen" size="lg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Jane Austen' }));
    const fallback = screen.getByRole('img', { name: 'Jane Austen' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('JA');
    expect(fallback).toHaveClass('ui-avatar--lg');
  });

  it('shows an icon without a picture or name', () => {
    const { container } = render(<Avatar name="" />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(initials('  ')).toBe('');
    expect(initials('plato')).toBe('P');
  });
});
