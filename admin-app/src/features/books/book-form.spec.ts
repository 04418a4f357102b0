import { bookFormDefaults, toBookPayload } from './book-form';
import { book } from '../../testing/fixtures';

describe('book form values', () => {
  it('defaults a new book to published with empty fields', () => {
    expect(bookFormDefaults()).toEqual({
      title: '',
      author: null,
      description: '',
      genres: [],
      publishedDate: '',
      publisher: '',
      language: '',
      pageCount: '',
      status: 'published',
      isbn: '',
      format: '',
    });
  });

  it('prefills an edited book, date part only, genre ids', () => {
    const values = bookFormDefaults(book({ author: null, pageCount: null }));
    expect(values.publishedDate).toBe('1968-11-01');
    expect(values.genres).toEqual(['g1']);
    expect(values.author).toBeNull();
    expect(bookFormDefaults(book()).author).toEqual({ _id: 'a1', name: 'Ursula K. Le Guin' });
    expect(values.pageCount).toBe('');
  });

  it('sends pageCount as an integer only when filled', () => {
    const base = bookFormDefaults(book());
    expect(toBookPayload({ ...base, pageCount: ' 42 ' }, 'c').pageCount).toBe(42);
    expect(toBookPayload({ ...base, pageCount: '' }, 'c')).not.toHaveProperty('pageCount');
  });

  it('omits an empty date on create and clears it on edit', () => {
    const base = { ...bookFormDefaults(), title: 'T', author: { _id: 'a1', name: 'A' } };
    expect(toBookPayload(base, 'c')).not.toHaveProperty('publishedDate');
    expect(toBookPayload(base, 'c').author).toBe('a1');
    expect(toBookPayload(base, 'c', true).publishedDate).toBe('');
    expect(toBookPayload({ ...base, publishedDate: '2001-02-03' }, 'c').publishedDate).toBe('2001-02-03');
  });

  it('sends the ISBN when filled; an edit sends null for a cleared one', () => {
    expect(bookFormDefaults(book({ isbn: '9780441172719' })).isbn).toBe('9780441172719');
    const base = { ...bookFormDefaults(), title: 'T', author: { _id: 'a1', name: 'A' } };
    expect(toBookPayload({ ...base, isbn: ' 978-0-441-17271-9 ' }, 'c').isbn).toBe('978-0-441-17271-9');
    expect(toBookPayload(base, 'c')).not.toHaveProperty('isbn');
    expect(toBookPayload(base, 'c', true).isbn).toBeNull();
  });
});
