import { dropSupersededStylesheets } from './superseded-stylesheets';

const READER = 'https://reader.example/';
const MANIFEST = {
  exposes: [{ assets: { css: { sync: ['__federation_expose_App.2222.css'], async: ['604.aaaa.css'] } } }],
  shared: [{ assets: { css: { sync: [], async: [] } } }],
};

function linkStylesheets(hrefs: string[]) {
  document.head.innerHTML = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
}
const linked = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href);

describe('the stylesheets of a kept page once its remote has rendered', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const answer = (status: number, body: unknown) => {
    // jsdom has no Response: the part of one the function reads.
    global.fetch = jest.fn(async () => ({ ok: status < 400, json: async () => body })) as unknown as typeof fetch;
  };

  it("removes the remote's files its current release no longer lists, and keeps the rest", async () => {
    linkStylesheets([
      'http://localhost/shared-libraries.1111.css',
      `${READER}__federation_expose_App.1111.css`,
      `${READER}__federation_expose_App.2222.css`,
      `${READER}604.aaaa.css`,
      `${READER}604.0000.css`,
    ]);
    answer(200, MANIFEST);
    await dropSupersededStylesheets(`${READER}mf-manifest.json`);
    expect(global.fetch).toHaveBeenCalledWith(`${READER}mf-manifest.json`, { cache: 'force-cache' });
    expect(linked()).toEqual([
      'http://localhost/shared-libraries.1111.css',
      `${READER}__federation_expose_App.2222.css`,
      `${READER}604.aaaa.css`,
    ]);
  });

  it('removes nothing when the manifest cannot be read, and asks for none when no remote file is linked', async () => {
    const files = [`${READER}__federation_expose_App.1111.css`, 'http://localhost/shared-libraries.1111.css'];
    linkStylesheets(files);
    answer(503, { message: 'down' });
    await dropSupersededStylesheets(`${READER}mf-manifest.json`);
    expect(linked()).toEqual(files);

    linkStylesheets(['http://localhost/shared-libraries.1111.css']);
    answer(200, MANIFEST);
    await dropSupersededStylesheets(`${READER}mf-manifest.json`);
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
