import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { api } from '@book/core';
import { makeUser } from './testing/fixtures';
import { signInAs, signOut } from './testing/render';
import { firstPaint } from './first-paint';

// The first paint the build publishes (tools/first-paint/render.js renders it the same way) and the shell's server
// puts into the HTML of `/`: what the page shows before any script runs.
async function firstPaintOf(path: string): Promise<Document> {
  await firstPaint.ready(path);
  const html = firstPaint.finish(renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <firstPaint.App />
    </MemoryRouter>,
  ));
  return new DOMParser().parseFromString(html, 'text/html');
}

/** React's first client render of the page (its reads still pending): what replaces the first paint. */
async function firstRenderOf(path: string): Promise<Document> {
  await firstPaint.ready(path);
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <firstPaint.App />
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(firstPaint.finish(container.innerHTML), 'text/html');
}

const pending = () => new Promise<never>(() => undefined);
beforeEach(() => {
  jest.spyOn(api.stats, 'get').mockImplementation(pending);
  jest.spyOn(api.books, 'list').mockImplementation(pending);
  jest.spyOn(api.authors, 'list').mockImplementation(pending);
});
afterEach(() => jest.restoreAllMocks());

/** The markup a visitor sees in the first paint: without what depends on the session (hidden there by the shell's CSS). */
function shownMarkup(doc: Document): string {
  doc.querySelectorAll('[data-session]').forEach((element) => element.remove());
  return doc.body.innerHTML;
}

afterEach(() => signOut());

describe("the reader remote's first paint", () => {
  it('is published for the home page', () => {
    expect(firstPaint.paths).toEqual(['/']);
  });

  it('claims none of the marks of a running remote (its release, the session it sees)', async () => {
    const doc = await firstPaintOf('/');
    expect(doc.querySelector('.reader-root')).not.toBeNull();
    expect(doc.querySelectorAll('[data-remote], [data-remote-version], [data-session-user]')).toHaveLength(0);
  });

  it("shows the home page's hero and sections in their loading state", async () => {
    const doc = await firstPaintOf('/');
    expect(doc.querySelector('h1')?.textContent).toBe('Discover, review and track the books you love');
    expect(doc.querySelector('.reader-hero__lead')?.textContent).toBe(
      'Browse a growing catalogue, read honest reviews from fellow readers and keep your own reading list.',
    );
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(expect.arrayContaining(['Top Rated Books', 'Popular Authors']));
    expect(doc.querySelector('.reader-home__books')?.getAttribute('aria-busy')).toBe('true');
    expect(doc.body.textContent).toContain('Loading authors...');
    expect(doc.querySelectorAll('.reader-hero')).toHaveLength(1);
  });

  it('shows no text that depends on the session: the anonymous variants are all hidden', async () => {
    const shown = shownMarkup(await firstPaintOf('/'));
    expect(shown).toContain('Browse Books');
    for (const text of ['Your next great read is here', 'Sign Up Free', 'Join our community of readers', 'Sign Up<']) expect(shown).not.toContain(text);
  });

  it("is exactly a visitor's first render, so React's render replaces it without a change", async () => {
    const paint = (await firstPaintOf('/')).body.innerHTML;
    expect((await firstRenderOf('/')).body.innerHTML).toBe(paint);
  });

  it("shows what a signed-in reader's first render shows: every difference is in what it hides", async () => {
    const shown = shownMarkup(await firstPaintOf('/'));
    signInAs(makeUser({ username: 'ada' }));
    const signedIn = await firstRenderOf('/');
    expect(signedIn.body.textContent).toContain('Welcome back, ada');
    expect(shownMarkup(signedIn)).toBe(shown);
  });
});
