import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';

// The stylesheet is stubbed in tests; this reads the real one, as the page gets it with the kit.
const kitCss = readFileSync(join(__dirname, 'kit.css'), 'utf8');

describe('.ui-visually-hidden (the one class both remotes use for text only screen readers get)', () => {
  beforeAll(() => {
    const style = document.createElement('style');
    style.textContent = kitCss;
    document.head.append(style);
  });

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
