import { isCachedPage, pageKey } from './pages';

const ORIGIN = 'https://booknook.example';
const at = (path: string) => new URL(path, ORIGIN);
const LANDING = ['/', '/books', '/authors'];

describe('the pages the service worker keeps', () => {
  it('keeps the landing pages the manifest declares, of this origin, by their exact path without a query', () => {
    for (const path of ['/', '/books', '/authors'])
      expect([path, isCachedPage(at(path), ORIGIN, LANDING)]).toEqual([path, true]);
  });

  it('leaves every other page to the server: an entity, a filtered list, the account pages, the admin, another site', () => {
    for (const url of [
      at('/books/64b7f0c2a1e4d3b2c1a09f87'),
      at('/authors/64b7f0c2a1e4d3b2c1a09f87'),
      at('/books?genre=Fantasy'),
      at('/books/'),
      at('/reading-list'),
      at('/login'),
      at('/admin/books'),
      new URL('/books', 'https://elsewhere.example'),
    ])
      expect([url.href, isCachedPage(url, ORIGIN, LANDING)]).toEqual([url.href, false]);
  });
});

describe('the key of a kept page', () => {
  it('is one per cookie jar, whatever the order the browser lists the cookies in', () => {
    const grid = pageKey(at('/books'), []);
    const list = pageKey(at('/books'), [{ name: 'reader-catalogue-view', value: 'list' }]);
    expect(grid).not.toBe(list);
    expect(
      pageKey(at('/books'), [
        { name: 'b', value: '2' },
        { name: 'a', value: '1' },
      ]),
    ).toBe(
      pageKey(at('/books'), [
        { name: 'a', value: '1' },
        { name: 'b', value: '2' },
      ]),
    );
  });

  it('names the page, not the way it was reached: a fragment makes no other page', () => {
    expect(pageKey(at('/books#top'), [])).toBe(pageKey(at('/books'), []));
    expect(pageKey(at('/'), [])).not.toBe(pageKey(at('/books'), []));
  });
});
