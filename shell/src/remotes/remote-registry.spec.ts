jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), registerPlugins: jest.fn() }));

const manifest = { reader_app: 'https://reader.example/mf-manifest.json', admin_app: 'https://admin.example/mf-manifest.json' };
const fetchMock = jest.fn();

beforeEach(() => {
  jest.resetModules();
  fetchMock.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  document.head.innerHTML = '';
});

let registerRemotes: jest.Mock;
async function register() {
  registerRemotes = (await import('@module-federation/enhanced/runtime')).registerRemotes as jest.Mock;
  const { registerRemotesFromManifest } = await import('./remote-registry');
  return registerRemotesFromManifest();
}

describe('registerRemotesFromManifest', () => {
  it('uses the manifest the deployment wrote into index.html, without a request', async () => {
    document.head.innerHTML = `<script type="application/json" id="mf-remotes">${JSON.stringify(manifest)}</script>`;
    await expect(register()).resolves.toEqual(manifest);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'reader_app', entry: manifest.reader_app },
      { name: 'admin_app', entry: manifest.admin_app },
    ]);
  });

  it('falls back to module-federation.manifest.json when index.html has none (or a broken one)', async () => {
    document.head.innerHTML = '<script type="application/json" id="mf-remotes">{broken</script>';
    fetchMock.mockResolvedValue({ ok: true, json: async () => manifest });
    await expect(register()).resolves.toEqual(manifest);
    expect(fetchMock).toHaveBeenCalledWith('/module-federation.manifest.json', { cache: 'no-cache' });
  });
});
