import { render, screen } from '@testing-library/react';
import { AuthorAvatar } from './AuthorAvatar';

describe('AuthorAvatar', () => {
  it("asks for the WebP size of an uploaded photo that fills its 64px circle, the photo's URL as the fallback", () => {
    const photo = `/api/uploads/${'d4'.repeat(16)}.png`;
    const { container } = render(<AuthorAvatar src={photo} name="Ada Lovelace" />);
    const source = container.querySelector('picture > source[type="image/webp"]');
    expect(source).toHaveAttribute('sizes', '64px');
    expect(source?.getAttribute('srcset')).toContain(`/api/uploads/${'d4'.repeat(16)}.160.webp 160w`);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', photo);
  });
});
