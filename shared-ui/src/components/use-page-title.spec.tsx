import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ANNOUNCE_DELAY_MS, PAGE_ANNOUNCER_ID, usePageTitle } from './use-page-title';

function Page({ title, links }: { title: string | undefined; links: string[] }) {
  usePageTitle(title);
  return (
    <nav>
      {links.map((to) => (
        <Link key={to} to={to}>
          {to}
        </Link>
      ))}
    </nav>
  );
}

/** A page whose data arrives later: a generic title first, then the data's. */
function BookPage() {
  const [loaded, setLoaded] = useState(false);
  usePageTitle(loaded ? 'Dune by Frank Herbert' : 'Book');
  return (
    <>
      <button onClick={() => setLoaded(true)}>load</button>
      <Link to="/books">/books</Link>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<Page title={undefined} links={['/books']} />} />
        <Route path="/books" element={<Page title="Books" links={['/', '/books/1', '/books?genre=g1']} />} />
        <Route path="/books/:id" element={<BookPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const region = () => document.getElementById(PAGE_ANNOUNCER_ID);

describe('usePageTitle', () => {
  beforeEach(() => {
    region()?.remove();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const settle = () => act(() => jest.advanceTimersByTime(ANNOUNCE_DELAY_MS));

  it('names the page most specific first, and the product alone without a title', async () => {
    renderAt('/books');
    expect(document.title).toBe('Books · BookNook');
    await user().click(screen.getByRole('link', { name: '/' }));
    expect(document.title).toBe('BookNook');
  });

  it('announces nothing on the first page, in one polite visually hidden region', () => {
    renderAt('/books/1');
    act(() => screen.getByRole('button', { name: 'load' }).click());
    settle();
    expect(document.title).toBe('Dune by Frank Herbert · BookNook');
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toHaveClass('ui-visually-hidden');
    expect(region()?.parentElement).toBe(document.body);
    expect(region()).toHaveTextContent('');
  });

  it('announces the new page after a client-side navigation, once, with the title it settled on', async () => {
    renderAt('/books');
    await user().click(screen.getByRole('link', { name: '/books/1' }));
    // The data came before the title settled: only the data's title is said.
    act(() => screen.getByRole('button', { name: 'load' }).click());
    expect(region()).toHaveTextContent('');
    settle();
    expect(region()).toHaveTextContent('Dune by Frank Herbert · BookNook');

    await user().click(screen.getByRole('link', { name: '/books' }));
    expect(region()).toHaveTextContent('');
    settle();
    expect(region()).toHaveTextContent('Books · BookNook');
    expect(document.querySelectorAll(`#${PAGE_ANNOUNCER_ID}`)).toHaveLength(1);
  });

  it('does not announce a page again when only its query changes', async () => {
    renderAt('/');
    await user().click(screen.getByRole('link', { name: '/books' }));
    settle();
    expect(region()).toHaveTextContent('Books · BookNook');
    region()!.textContent = '';
    await user().click(screen.getByRole('link', { name: '/books?genre=g1' }));
    settle();
    expect(region()).toHaveTextContent('');
  });

  it('does not announce a title that changes once its page was announced (its heading says it)', async () => {
    renderAt('/books');
    await user().click(screen.getByRole('link', { name: '/books/1' }));
    settle();
    expect(region()).toHaveTextContent('Book · BookNook');
    act(() => screen.getByRole('button', { name: 'load' }).click());
    settle();
    expect(document.title).toBe('Dune by Frank Herbert · BookNook');
    expect(region()).toHaveTextContent('Book · BookNook');
  });
});
