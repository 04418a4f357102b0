import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';

// The stylesheet is stubbed in tests; this reads the real one, as the page gets it with the kit.
const kitCss = readFileSync(join(__dirname, 'kit.css'), 'utf8');

describe('.ui-clamp-3 (a blurb cut to three lines: a card’s description, an author’s biography)', () => {
  beforeAll(() => {
    const style = document.createElement('style');
    style.textContent = kitCss;
    document.head.append(style);
  });

  it('shows at most three lines of the text and hides the rest', () => {
    render(<p className="ui-clamp-3">A long biography.</p>);
    const style = getComputedStyle(screen.getByText('A long biography.'));
    expect(style.display).toBe('-webkit-box');
    expect(style.getPropertyValue('-webkit-line-clamp')).toBe('3');
    expect(style.overflow).toBe('hidden');
  });
});
