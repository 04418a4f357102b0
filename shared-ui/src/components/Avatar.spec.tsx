import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initials } from './Avatar';

describe('Avatar', () => {
  it('shows the image with the name as alt', () => {
    render(<Avatar src="/api/uploads/a.png" name="Jane Austen" />);
    expect(screen.getByRole('img', { name: 'Jane Austen' })).toHaveAttribute('src', '/api/uploads/a.png');
  });

  it("asks for the WebP size of an upload that fits its slot, lazily but for a profile's large one", () => {
    const upload = `/api/uploads/${'c3'.repeat(16)}`;
    const { container, rerender } = render(<Avatar src={`${upload}.jpg`} name="Jane Austen" size="sm" />);
    const source = () => container.querySelector('picture > source[type="image/webp"]');
    expect(source()).toHaveAttribute('sizes', '32px');
    expect(source()?.getAttribute('srcset')).toContain(`${upload}.160.webp 160w`);
    expect(screen.getByRole('img', { name: 'Jane Austen' })).toHaveAttribute('loading', 'lazy');
    rerender(<Avatar src={`${upload}.jpg`} name="Jane Austen" size="xl" />);
    expect(source()).toHaveAttribute('sizes', '112px');
    expect(screen.getByRole('img', { name: 'Jane Austen' })).toHaveAttribute('loading', 'eager');
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
