import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { FIRST_PAINT_CLASS, PAGE_SLOT, firstPaint } from './first-paint';
import { LOCAL_MANIFEST } from './testing/remotes';

// As the build prepares it: with the manifest of remotes it deploys.
beforeAll(() => firstPaint.prepare(LOCAL_MANIFEST));

// The shell's frame as the build publishes it (edge/src/first-paint/build.ts renders it the same way).
function frameAt(path: string): Document {
  const html = firstPaint.finish(
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[path]}>
        <firstPaint.App />
      </MemoryRouter>,
    ),
  );
  expect(html.split(PAGE_SLOT)).toHaveLength(2);
  return new DOMParser().parseFromString(html.replace(PAGE_SLOT, '<p id="page">page</p>'), 'text/html');
}

describe("the shell's first paint (its frame)", () => {
  it('is the layout inside the first-paint wrapper, with the page slot in <main>', () => {
    const doc = frameAt('/');
    const wrapper = doc.body.firstElementChild!;
    expect(wrapper.className).toBe(FIRST_PAINT_CLASS);
    expect(wrapper.querySelector('main #page')).not.toBeNull();
    expect(wrapper.querySelector('.shell-skip')?.textContent).toBe('Skip to content');
    expect(wrapper.querySelector('.shell-brand')?.textContent).toBe('BookNook');
    expect(wrapper.querySelector('footer')).not.toBeNull();
  });

  it("hides the navbar's account area (a visitor's links would show a signed-in reader the wrong ones)", () => {
    const account = frameAt('/').querySelector('.shell-nav__account');
    expect(account?.hasAttribute('data-session')).toBe(true);
    expect(account?.textContent).toContain('Login');
  });

  it("paints a frame per landing page the remotes' manifest entries declare, with their fallback navigation", () => {
    expect(firstPaint.paths).toEqual(['/', '/books', '/authors', '*']);
    expect([...frameAt('/').querySelectorAll('.shell-nav__links a')].map((a) => a.textContent)).toEqual([
      'Home',
      'Books',
      'Authors',
      'Clubs',
    ]);
  });

  it('marks the active link of the path, none for any other page', () => {
    const active = (path: string) =>
      [...frameAt(path).querySelectorAll('.shell-nav__link.is-active')].map((a) => a.textContent);
    expect(active('/')).toEqual(['Home']);
    expect(active('/books')).toEqual(['Books']);
    expect(active('/first-paint-of-any-other-page')).toEqual([]);
  });
});
