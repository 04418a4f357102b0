import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { keepEarlyInput } from './early-input';

/** The server's markup of a page: a search field, a sort, a form and two buttons, as React's first render replaces. */
function paintPage(): HTMLElement {
  const paint = document.createElement('div');
  paint.innerHTML = `<main>
    <label for="q">Search books</label><input id="q" type="search" value="">
    <select aria-label="Sort by"><option value="rating" selected>Highest Rated</option><option value="title">Title</option></select>
    <form><input name="note" value="kept"><button type="submit">Save note</button></form>
    <button type="button">Completed</button><button type="button" aria-label="Open menu"></button>
  </main>`;
  document.body.append(paint);
  return paint;
}

function typeInto(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The live page: React's controlled fields, and buttons that say when they are pressed. */
function LivePage({ pressed, note = 'kept' }: { pressed: (name: string) => void; note?: string }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState('rating');
  const [noteText, setNote] = useState(note);
  return (
    <main>
      <label htmlFor="live-q">Search books</label>
      <input id="live-q" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <select aria-label="Sort by" value={sort} onChange={(e) => setSort(e.target.value)}>
        <option value="rating">Highest Rated</option>
        <option value="title">Title</option>
      </select>
      <input name="note" value={noteText} onChange={(e) => setNote(e.target.value)} />
      <button type="button" onClick={() => pressed('Completed')}>
        Completed
      </button>
      <p>{`searching "${search}", sorted by ${sort}, note "${noteText}"`}</p>
    </main>
  );
}

afterEach(() => (document.body.innerHTML = ''));

describe('what a reader does on the static first paint', () => {
  it('is given to the live page: the text as typed, then the last button pressed', async () => {
    const paint = paintPage();
    const handOver = keepEarlyInput(paint);
    typeInto(paint.querySelector('input')!, 'dune');
    typeInto(paint.querySelector('select')!, 'title');
    paint.querySelectorAll('button')[1].click();

    const pressed = jest.fn();
    handOver();
    paint.remove();
    render(<LivePage pressed={pressed} />);
    expect(await screen.findByText('searching "dune", sorted by title, note "kept"')).toBeInTheDocument();
    await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(pressed).toHaveBeenCalledWith('Completed');
  });

  it('keeps what the live page shows of its own, and keeps nothing after the first render', async () => {
    const paint = paintPage();
    const handOver = keepEarlyInput(paint);
    typeInto(paint.querySelector<HTMLInputElement>('input[name=note]')!, 'typed early');
    handOver();
    // Pressed after the first render was asked for: the live page's business, not the paint's.
    paint.querySelectorAll('button')[1].click();
    paint.remove();
    const pressed = jest.fn();
    render(<LivePage pressed={pressed} note="the reader's saved note" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText(`searching "", sorted by rating, note "the reader's saved note"`)).toBeInTheDocument();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('does not let a form of the paint submit natively (the page would load again); its button is pressed later', () => {
    const paint = paintPage();
    keepEarlyInput(paint);
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    paint.querySelector('form')!.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
  });
});
