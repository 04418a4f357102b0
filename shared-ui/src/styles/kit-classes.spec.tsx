import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';

// The stylesheet is stubbed in tests; this reads the real one, as the page gets it with the kit.
const kitCss = readFileSync(join(__dirname, 'kit.css'), 'utf8');

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = kitCss;
  document.head.append(style);
});

describe('.ui-visually-hidden (the one class both remotes use for text only screen readers get)', () => {
  it('takes the text out of the layout and clips it to nothing', () => {
    render(
      <h2>
        <span className="ui-visually-hidden">Results</span>
      </h2>,
    );
    const style = getComputedStyle(screen.getByText('Results'));
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(style.overflow).toBe('hidden');
    expect(style.clip).toBe('rect(0px, 0px, 0px, 0px)');
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.display).not.toBe('none');
    expect(style.visibility).not.toBe('hidden');
  });

  it('keeps the text in the accessibility tree', () => {
    render(
      <h2>
        <span className="ui-visually-hidden">Results</span>
      </h2>,
    );
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
  });
});

describe('.ui-clamp-3 (a blurb cut to three lines: a card’s description, an author’s biography)', () => {
  it('shows at most three lines of the text and hides the rest', () => {
    render(<p className="ui-clamp-3">A long biography.</p>);
    const style = getComputedStyle(screen.getByText('A long biography.'));
    expect(style.display).toBe('-webkit-box');
    expect(style.getPropertyValue('-webkit-line-clamp')).toBe('3');
    expect(style.overflow).toBe('hidden');
  });
});
