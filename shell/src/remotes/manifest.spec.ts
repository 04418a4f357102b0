import { LOCAL_MANIFEST } from '../testing/remotes';
import { landingPages, matchRoute, readManifest, slotItems } from './manifest';

const entry = (prefix: string, extra: object = {}) => ({
  entry: `https://${prefix.slice(1) || 'root'}.example/mf-manifest.json`,
  routes: [{ prefix, guard: 'anyone' }],
  errorLabel: `The ${prefix} area`,
  ...extra,
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => (console.error as jest.Mock).mockRestore());

describe('routing by the manifest of remotes', () => {
  const remotes = readManifest(LOCAL_MANIFEST);
  const owner = (path: string) => {
    const match = matchRoute(remotes, path);
    return match && [match.remote.name, match.guard, match.basePath];
  };

  it('gives a path to the remote of its longest matching prefix, with that prefix guard and the mount point', () => {
    expect(owner('/')).toEqual(['reader_app', 'anyone', '/']);
    expect(owner('/books/b1')).toEqual(['reader_app', 'anyone', '/']);
    expect(owner('/reading-list')).toEqual(['reader_app', 'signed-in', '/']);
    expect(owner('/profile/settings')).toEqual(['reader_app', 'signed-in', '/']);
    expect(owner('/admin')).toEqual(['admin_app', 'admin', '/admin']);
    expect(owner('/admin/books')).toEqual(['admin_app', 'admin', '/admin']);
    expect(owner('/clubs')).toEqual(['clubs_app', 'anyone', '/clubs']);
    expect(owner('/clubs/new')).toEqual(['clubs_app', 'signed-in', '/clubs']);
    expect(owner('/clubs/new/details')).toEqual(['clubs_app', 'signed-in', '/clubs']);
  });

  it('matches whole segments only', () => {
    expect(owner('/administrators')).toEqual(['reader_app', 'anyone', '/']);
    expect(owner('/clubsroom')).toEqual(['reader_app', 'anyone', '/']);
    expect(owner('/clubs/newest')).toEqual(['clubs_app', 'anyone', '/clubs']);
  });

  it('gives a path no prefix holds to no remote', () => {
    expect(matchRoute(readManifest({ clubs_app: entry('/clubs') }), '/books')).toBeNull();
  });

  it('moves an area with its manifest entry: the remote is mounted at its new prefix', () => {
    const moved = readManifest({
      clubs_app: entry('/book-clubs', {
        routes: [
          { prefix: '/book-clubs', guard: 'anyone' },
          { prefix: '/book-clubs/new', guard: 'signed-in' },
        ],
      }),
    });
    expect(matchRoute(moved, '/book-clubs/new')).toMatchObject({ guard: 'signed-in', basePath: '/book-clubs' });
    expect(matchRoute(moved, '/clubs')).toBeNull();
  });
});

describe('the navigation and landing pages of the manifest', () => {
  const remotes = readManifest(LOCAL_MANIFEST);

  it("lists each slot remote by remote in the manifest's order, each remote's fallback until its own list loads", () => {
    const labels = (slot: 'main' | 'account' | 'admin', contributed = {}) =>
      slotItems(remotes, slot, contributed).map((item) => item.label);
    expect(labels('main')).toEqual(['Home', 'Books', 'Authors', 'Clubs']);
    expect(labels('account')).toEqual(['Reading List', 'Profile']);
    expect(labels('admin')).toEqual(['Dashboard']);
    expect(labels('account', { reader_app: [{ to: '/my-year', label: 'My Year', slot: 'account' }] })).toEqual([
      'My Year',
    ]);
    // An entry with no slot goes where the remote's fallback puts its navigation.
    expect(labels('admin', { admin_app: [{ to: '/admin/reports', label: 'Reports' }] })).toEqual(['Reports']);
  });

  it("places a remote's links given within its area under the area's prefix, wherever the manifest moved it", () => {
    const moved = readManifest({
      clubs_app: entry('/book-clubs', { routes: [{ prefix: '/book-clubs', guard: 'anyone' }] }),
    });
    const own = {
      clubs_app: [
        { to: '', label: 'Clubs' },
        { to: 'new', label: 'Start' },
        { to: '/help', label: 'Help' },
      ],
    };
    expect(slotItems(moved, 'main', own).map((item) => item.to)).toEqual(['/book-clubs', '/book-clubs/new', '/help']);
  });

  it('keeps and paints first the landing pages the remotes declare', () => {
    expect(landingPages(remotes)).toEqual(['/', '/books', '/authors']);
  });
});

describe('an invalid manifest entry', () => {
  it('leaves its area known but without an entry (its fallback shows), says why, and keeps the other remotes', () => {
    const remotes = readManifest({
      reader_app: entry('/'),
      clubs_app: entry('/clubs', { entry: 'not a url' }),
    });
    expect(remotes.map((r) => [r.name, r.entry])).toEqual([
      ['clubs_app', null],
      ['reader_app', 'https://root.example/mf-manifest.json'],
    ]);
    expect(matchRoute(remotes, '/clubs')?.remote.name).toBe('clubs_app');
    expect(console.error).toHaveBeenCalledWith(
      'Remote manifest: clubs_app has no valid entry URL; its area shows its fallback',
    );
  });

  it('drops an entry whose routes cannot be read (its paths go to the other remotes), and one bad field at a time', () => {
    const remotes = readManifest({
      reader_app: entry('/'),
      clubs_app: entry('/clubs', { routes: [{ prefix: '/clubs', guard: 'members' }] }),
      admin_app: entry('/admin', { nav: [{ to: 'admin', label: 'Dashboard' }] }),
      other_app: entry('/other', { landingPages: ['other'] }),
    });
    expect(matchRoute(remotes, '/clubs')?.remote.name).toBe('reader_app');
    expect(remotes.find((r) => r.name === 'admin_app')).toMatchObject({ entry: null, nav: [] });
    expect(remotes.find((r) => r.name === 'other_app')).toMatchObject({ entry: null, landingPages: [] });
    expect((console.error as jest.Mock).mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('clubs_app has no valid routes'),
      expect.stringContaining('admin_app has an invalid nav list'),
      expect.stringContaining('other_app has invalid landing pages'),
    ]);
  });

  it('reads a manifest that is not an object of remotes as no remote, and says so', () => {
    expect(readManifest(['http://localhost:4201/mf-manifest.json'])).toEqual([]);
    expect(readManifest(null)).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('Remote manifest: not an object of remotes by name');
  });
});
