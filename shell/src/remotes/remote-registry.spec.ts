import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerRemotesFromManifest, reloadRemote } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const MANIFEST = { reader_app: 'http://reader.example/mf-manifest.json', admin_app: 'http://admin.example/mf-manifest.json' };

describe('registerRemotesFromManifest', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    (registerRemotes as jest.Mock).mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('reads /module-federation.manifest.json in the default cache mode, so the preload started by the HTML is used', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => MANIFEST });
    await expect(registerRemotesFromManifest()).resolves.toEqual(MANIFEST);
    expect(fetchMock).toHaveBeenCalledWith('/module-federation.manifest.json', { cache: 'default' });
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'reader_app', entry: MANIFEST.reader_app },
      { name: 'admin_app', entry: MANIFEST.admin_app },
    ]);
  });

  it('asks the server again before a retry', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => MANIFEST });
    await reloadRemote('admin_app');
    expect(fetchMock).toHaveBeenCalledWith('/module-federation.manifest.json', { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'admin_app', entry: MANIFEST.admin_app }], { force: true });
  });
});
