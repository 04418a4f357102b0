import { entryUrls, guardedPrefixes, ownerOf } from './remote-areas';

const MANIFEST = {
  reader_app: {
    entry: 'http://reader.example/mf-manifest.json',
    routes: [
      { prefix: '/', guard: 'anyone' },
      { prefix: '/profile', guard: 'signed-in' },
    ],
  },
  clubs_app: {
    entry: 'http://clubs.example/mf-manifest.json',
    routes: [
      { prefix: '/clubs', guard: 'anyone' },
      { prefix: '/clubs/new', guard: 'signed-in' },
    ],
  },
  broken_app: { entry: 42, routes: [{ prefix: '/broken', guard: 'anyone' }] },
};

describe('the manifest of remotes at the edge', () => {
  it("gives a page to the remote of its longest prefix, with that prefix's guard", () => {
    expect(ownerOf(MANIFEST, '/books/b1')).toEqual({ entry: MANIFEST.reader_app.entry, guard: 'anyone' });
    expect(ownerOf(MANIFEST, '/clubs')).toEqual({ entry: MANIFEST.clubs_app.entry, guard: 'anyone' });
    expect(ownerOf(MANIFEST, '/clubs/new')).toEqual({ entry: MANIFEST.clubs_app.entry, guard: 'signed-in' });
    expect(ownerOf(MANIFEST, '/clubsroom')).toEqual({ entry: MANIFEST.reader_app.entry, guard: 'anyone' });
    expect(ownerOf({ clubs_app: MANIFEST.clubs_app }, '/books')).toBeNull();
  });

  it('leaves an invalid entry out, and keeps the guarded prefixes out of search engines', () => {
    expect(entryUrls(MANIFEST)).toEqual([MANIFEST.reader_app.entry, MANIFEST.clubs_app.entry]);
    expect(ownerOf(MANIFEST, '/broken')?.entry).toBe(MANIFEST.reader_app.entry);
    expect(guardedPrefixes(MANIFEST)).toEqual(['/profile', '/clubs/new']);
    expect(entryUrls(null)).toEqual([]);
  });
});
