import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerRemotesFromManifest, reloadRemote, retryUrls } from './remote-registry';
import { remotesStore } from './remotes-store';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const area = (prefix: string, entry: string) => ({ entry, routes: [{ prefix, guard: 'anyone' }], errorLabel: prefix });
const MANIFEST = {
  reader_app: area('/', 'http://reader.example/mf-manifest.json'),
  admin_app: area('/admin', 'http://admin.example/mf-manifest.json'),
};

describe('registerRemotesFromManifest', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    (registerRemotes as jest.Mock).mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('reads /module-federation.manifest.json in the default cache mode, so the preload started by the HTML is used', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => MANIFEST });
    const remotes = await registerRemotesFromManifest();
    expect(remotes.map((r) => r.name)).toEqual(['admin_app', 'reader_app']);
    expect(remotesStore.remotes()).toBe(remotes);
    expect(fetchMock).toHaveBeenCalledWith('/module-federation.manifest.json', { cache: 'default' });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'admin_app', entry: MANIFEST.admin_app.entry },
      { name: 'reader_app', entry: MANIFEST.reader_app.entry },
    ]);
  });

  it('registers no remote whose entry is invalid (its area shows the fallback), and every valid one', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue({
      ok: true,
      json: async () => ({ ...MANIFEST, clubs_app: area('/clubs', 'nowhere') }),
    });
    await registerRemotesFromManifest();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'admin_app', entry: MANIFEST.admin_app.entry },
      { name: 'reader_app', entry: MANIFEST.reader_app.entry },
    ]);
    expect(console.error).toHaveBeenCalledWith(
      'Remote manifest: clubs_app has no valid entry URL; its area shows its fallback',
    );
    (console.error as jest.Mock).mockRestore();
  });

  it('keeps the remotes read last and marks the failure when the manifest cannot be read', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 503 });
    await expect(registerRemotesFromManifest()).rejects.toThrow('(503)');
    expect(remotesStore.failed()).toBe(true);
  });

  it('asks the server again before a retry', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => MANIFEST });
    await reloadRemote('admin_app');
    expect(fetchMock).toHaveBeenCalledWith('/module-federation.manifest.json', { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'admin_app', entry: MANIFEST.admin_app.entry }], {
      force: true,
    });
  });
});

describe('retryUrls (files of a retried remote under new URLs, past a failed preload)', () => {
  const fetchMock = jest.fn();
  // A fresh registry: no remote retried yet.
  let registry: typeof import('./remote-registry');
  const remoteInfo = (name: string) =>
    ({ name }) as Parameters<NonNullable<typeof retryUrls.createScript>>[0]['remoteInfo'];
  const scriptFor = (url: string, name: string) =>
    registry.retryUrls.createScript!({ url, attrs: { fetchpriority: 'high' }, remoteInfo: remoteInfo(name) });
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.isolateModules(() => {
      registry = jest.requireActual('./remote-registry');
    });
  });

  it("leaves the first load on the preloaded URLs, then asks for a retried remote's scripts, stylesheets and manifest under ?retry=<n>, each retry anew", async () => {
    expect(scriptFor('http://reader.example/remoteEntry.js', 'reader_app')).toBeUndefined();
    fetchMock.mockResolvedValue({ ok: true, json: async () => MANIFEST });
    await registry.reloadRemote('reader_app');
    expect(registerPlugins).toHaveBeenCalledWith([registry.retryUrls]);
    const entry = scriptFor('http://reader.example/remoteEntry.js', 'reader_app') as HTMLScriptElement;
    expect(entry.src).toBe('http://reader.example/remoteEntry.js?retry=1');
    expect(entry.getAttribute('fetchpriority')).toBe('high'); // the runtime's attributes are kept
    expect((scriptFor('http://reader.example/240.abcd.js?v=2', 'reader_app') as HTMLScriptElement).src).toBe(
      'http://reader.example/240.abcd.js?v=2&retry=1',
    );
    const style = registry.retryUrls.createLink!({
      url: 'http://reader.example/App.abcd.css',
      attrs: { rel: 'stylesheet' },
      remoteInfo: remoteInfo('reader_app'),
    }) as HTMLLinkElement;
    expect(style.href).toBe('http://reader.example/App.abcd.css?retry=1');
    expect(style.rel).toBe('stylesheet');
    expect(style.getAttribute('data-href')).toBe('http://reader.example/App.abcd.css'); // what the remote's CSS loading looks for
    // The other remote was not retried: its files keep their URLs.
    expect(scriptFor('http://admin.example/remoteEntry.js', 'admin_app')).toBeUndefined();
    expect(
      registry.retryUrls.createLink!({
        url: 'http://admin.example/App.abcd.css',
        attrs: { rel: 'stylesheet' },
        remoteInfo: remoteInfo('admin_app'),
      }),
    ).toBeUndefined();

    fetchMock.mockReset().mockResolvedValue({ ok: true });
    await registry.retryUrls.fetch!('http://reader.example/mf-manifest.json', {}, remoteInfo('reader_app'));
    expect(fetchMock).toHaveBeenCalledWith('http://reader.example/mf-manifest.json?retry=1', {});
    expect(
      registry.retryUrls.fetch!('http://admin.example/mf-manifest.json', {}, remoteInfo('admin_app')),
    ).toBeUndefined();

    fetchMock.mockReset().mockResolvedValue({ ok: true, json: async () => MANIFEST });
    await registry.reloadRemote('reader_app');
    expect((scriptFor('http://reader.example/remoteEntry.js', 'reader_app') as HTMLScriptElement).src).toBe(
      'http://reader.example/remoteEntry.js?retry=2',
    );
  });
});
