import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import { api, getApiBaseUrl } from '@book/core';
import { adoptFirstPaintData, FIRST_PAINT_DATA_ID } from './common/first-paint-data';
import { queryClient } from './common/query-client';
import { makeAuthor, makeBook, makeGenre, makeUser, pageOf } from './testing/fixtures';
import { signInAs, signOut } from './testing/render';
import { firstPaint } from './first-paint';

// The first paint the build publishes (edge/src/first-paint/build.ts renders it the same way) and the shell's server
// puts into the HTML of `/`: what the page shows before any script runs.
async function firstPaintOf(path: string): Promise<Document> {
  await firstPaint.ready(path);
  const html = firstPaint.finish(
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[path]}>
        <firstPaint.App />
      </MemoryRouter>,
    ),
  );
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
  // A signed-in reader's own sections (their reading list, their feed) read after the first render.
  jest.spyOn(api.readingList, 'list').mockImplementation(pending);
  jest.spyOn(api.feed, 'list').mockImplementation(pending);
  queryClient.clear();
});
afterEach(() => jest.restoreAllMocks());

/** The markup a visitor sees in the first paint: without what depends on the session (hidden there by the shell's CSS). */
function shownMarkup(doc: Document): string {
  doc.querySelectorAll('[data-session]').forEach((element) => element.remove());
  return doc.body.innerHTML;
}

afterEach(() => signOut());

describe("the reader remote's first paint", () => {
  it('is published for the home page, and the catalogue with its data', () => {
    expect(firstPaint.paths).toEqual(['/']);
    expect(Object.keys(firstPaint.live.pages)).toEqual(['/books']);
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
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Top Rated Books', 'Popular Authors']),
    );
    expect(doc.querySelector('.reader-home__books')?.getAttribute('aria-busy')).toBe('true');
    expect(doc.body.textContent).toContain('Loading authors...');
    expect(doc.querySelectorAll('.reader-hero')).toHaveLength(1);
  });

  it('shows no text that depends on the session: the anonymous variants are all hidden', async () => {
    const shown = shownMarkup(await firstPaintOf('/'));
    expect(shown).toContain('Browse Books');
    for (const text of ['Your next great read is here', 'Sign Up Free', 'Join our community of readers', 'Sign Up<'])
      expect(shown).not.toContain(text);
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
    // Their own sections come after the first render (their code loads then).
    expect(await screen.findByRole('heading', { name: 'Continue reading' })).toBeInTheDocument();
  });

  it("leaves a signed-in reader's own sections out: they come after the hero, once the page shows", async () => {
    const paint = await firstPaintOf('/');
    expect(paint.querySelector('.reader-home__mine')).toBeNull();
    expect(paint.body.textContent).not.toContain('Continue reading');
    signInAs(makeUser({ username: 'ada' }));
    const signedIn = await firstRenderOf('/');
    const mine = signedIn.querySelector('.reader-home__mine');
    expect(mine?.hasAttribute('data-session')).toBe(true);
    expect(mine?.previousElementSibling?.classList.contains('reader-hero')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Continue reading' })).toBeInTheDocument();
  });
});

describe('the catalogue painted with its data (live)', () => {
  const books = Array.from({ length: 8 }, (_, i) =>
    makeBook({
      _id: `b${i}`,
      title: i === 0 ? '</script><script>alert(1)</script>' : `Book ${i}`,
      coverImage: `/api/uploads/c${i}.svg`,
    }),
  );
  beforeEach(() => {
    jest.spyOn(api.books, 'list').mockResolvedValue(pageOf(books, { hasMore: true, total: 30 }));
    jest.spyOn(api.genres, 'list').mockResolvedValue([makeGenre({ _id: 'g1', name: 'Fantasy' })]);
    jest.spyOn(api.authors, 'list').mockResolvedValue([makeAuthor({ _id: 'a1', name: 'Ada Writer' })]);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  /** What the remote's deployment sends (edge/src/first-paint/live.ts): the page's markup, then its data block. */
  async function livePaintOf(path: string): Promise<string> {
    await firstPaint.live.load(path, 'http://api.internal/api');
    const html = firstPaint.finish(
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[path]}>
          <firstPaint.App />
        </MemoryRouter>,
      ),
    );
    return html + firstPaint.live.data();
  }

  it("reads as a visitor from the API it is given, and shows the first books with the catalogue's count", async () => {
    const doc = new DOMParser().parseFromString(await livePaintOf('/books'), 'text/html');
    expect(getApiBaseUrl()).toBe('http://api.internal/api');
    expect(doc.querySelector('h1')?.textContent).toBe('Browse Books');
    expect(doc.body.textContent).toContain('30 books found');
    // The first render's cards (the rest come right after it is painted); the first row's covers first.
    expect([...doc.querySelectorAll('[data-testid="book-card"] h3')].map((h) => h.textContent)).toEqual(
      books.slice(0, 6).map((b) => b.title),
    );
    const firstRow = [...doc.querySelectorAll('img')].slice(0, 2);
    expect(
      firstRow.map((img) => [
        img.getAttribute('loading'),
        img.getAttribute('fetchpriority'),
        img.getAttribute('width'),
        img.getAttribute('height'),
      ]),
    ).toEqual([
      ['eager', 'high', '240', '360'],
      ['eager', 'high', '240', '360'],
    ]);
    expect(doc.querySelectorAll('[data-remote], [data-session-user]')).toHaveLength(0);
  });

  it('carries its answers in a block no text can close, which the client takes once', async () => {
    const html = await livePaintOf('/books');
    expect(html.match(/<\/script/g)).toHaveLength(1);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    queryClient.clear();
    adoptFirstPaintData(queryClient, doc);
    expect(doc.getElementById(FIRST_PAINT_DATA_ID)).toBeNull();
    const catalogue = queryClient.getQueriesData<{ pages: { items: { title: string }[] }[] }>({ queryKey: ['books'] });
    expect(catalogue[0][1]?.pages[0].items[0].title).toBe('</script><script>alert(1)</script>');
  });

  it('gives the client the data it was painted with, for the same markup at once, to be read again behind it', async () => {
    const html = await livePaintOf('/books');
    const paint = new DOMParser().parseFromString(html, 'text/html');
    queryClient.clear();
    expect(adoptFirstPaintData(queryClient, paint)).toBe(true);
    expect(adoptFirstPaintData(queryClient, paint)).toBe(false);
    // The books and the genres, a few seconds old: stale, so the page reads them again once it shows (a book added
    // meanwhile appears). Not the authors' filter (every author), which the page reads as it shows.
    const adopted = queryClient.getQueryCache().getAll();
    expect(adopted.map((query) => query.queryKey[0])).toEqual(['books', 'genres']);
    expect(adopted.every((query) => query.isStale())).toBe(true);
    const again = firstPaint.finish(
      renderToStaticMarkup(
        <MemoryRouter initialEntries={['/books']}>
          <firstPaint.App />
        </MemoryRouter>,
      ),
    );
    expect(again).toBe(html.slice(0, html.indexOf(`<script type="application/json" id="${FIRST_PAINT_DATA_ID}">`)));
  });

  it('is not painted when a read fails', async () => {
    jest.mocked(api.genres.list).mockRejectedValue(new Error('503'));
    await expect(firstPaint.live.load('/books', 'http://api.internal/api')).rejects.toThrow('503');
  });
});
