import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerRemotesFromManifest } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const MANIFEST = { reader_app: 'http://reader.example/mf-manifest.json', admin_app: 'http://admin.example/mf-manifest.json' };

describe('registerRemotesFromManifest', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    (registerRemotes as jest.Mock).mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.head.innerHTML = '';
  });

  it('uses the manifest inlined into index.html without a request', async () => {
    document.head.innerHTML = `<script type="application/json" id="remote-manifest">${JSON.stringify(MANIFEST)}</script>`;
    await expect(registerRemotesFromManifest()).resolves.toEqual(MANIFEST);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'reader_app', entry: MANIFEST.reader_app },
      { name: 'admin_app', entry: MANIFEST.admin_app },
    ]);
  });

  it('reads /module-federation.manifest.json when nothing was inlined', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => MANIFEST });
    await expect(registerRemotesFromManifest()).resolves.toEqual(MANIFEST);
    expect(fetchMock).toHaveBeenCalledWith('/module-federation.manifest.json', { cache: 'no-cache' });
  });
});
