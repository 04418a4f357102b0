import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { loadRemoteModule, reloadRemote } from './remote-registry';
import { forgetRemote, preloadRemote, RemoteSlot } from './RemoteSlot';

jest.mock('./remote-registry', () => ({ loadRemoteModule: jest.fn(), reloadRemote: jest.fn(async () => undefined) }));

const load = loadRemoteModule as jest.Mock;
// The remote App reads its page from the shared router.
const renderAt = (path: string, ui: ReactElement) => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
function RemoteApp() {
  return <div data-remote="reader-app">reader {useLocation().pathname}</div>;
}
const ok = { default: RemoteApp };

beforeEach(() => {
  load.mockReset();
  (reloadRemote as jest.Mock).mockClear();
  forgetRemote('reader_app');
  forgetRemote('admin_app');
  forgetRemote('clubs_app');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => (console.error as jest.Mock).mockRestore());

describe('RemoteSlot', () => {
  it('renders the remote App with its page', async () => {
    load.mockResolvedValue(ok);
    renderAt('/books', <RemoteSlot remote="reader_app" basePath="/" label="This page" />);
    expect(await screen.findByText('reader /books')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('reader_app', 'App');
  });

  it('tells the remote App the base path the manifest mounts it at', async () => {
    load.mockResolvedValue({ default: ({ basePath }: { basePath: string }) => <p>mounted at {basePath}</p> });
    renderAt('/book-clubs', <RemoteSlot remote="clubs_app" basePath="/book-clubs" label="The book clubs" />);
    expect(await screen.findByText('mounted at /book-clubs')).toBeInTheDocument();
  });

  it("shows the App in its first render when it was preloaded (the shell preloads the URL's remote before rendering)", async () => {
    load.mockResolvedValue(ok);
    await preloadRemote('reader_app');
    renderAt('/books', <RemoteSlot remote="reader_app" basePath="/" label="This page" />);
    expect(screen.getByText('reader /books')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("waits, when preloading, for what the remote's App module exports as ready (its page's code and first reads)", async () => {
    let done: () => void = () => undefined;
    load.mockResolvedValue({ ...ok, ready: new Promise<void>((resolve) => (done = resolve)) });
    let preloaded = false;
    const preloading = preloadRemote('reader_app').then(() => (preloaded = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloaded).toBe(false);
    done();
    await preloading;
    expect(preloaded).toBe(true);
  });

  it('resolves the preload of a remote that cannot be loaded (the slot then shows the failure)', async () => {
    load.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
    await expect(preloadRemote('reader_app')).resolves.toBeUndefined();
    renderAt('/', <RemoteSlot remote="reader_app" basePath="/" label="This page" />);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
  });

  it('shows a message and Retry when the remote cannot be loaded; Retry re-registers and loads again', async () => {
    load.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json')).mockResolvedValue(ok);
    renderAt('/', <RemoteSlot remote="reader_app" basePath="/" label="This page" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadRemote).toHaveBeenCalledWith('reader_app');
    expect(await screen.findByText('reader /')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says why when the remote needs a newer core major than this page runs (Module Federation strict singleton), and logs it', async () => {
    load.mockRejectedValue(
      new Error(
        '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @book/core does not satisfy the requirement of admin_app which needs ^2.0.0)',
      ),
    );
    renderAt('/admin', <RemoteSlot remote="admin_app" basePath="/admin" label="The admin area" />);
    const alert = await screen.findByRole('alert');
    expect(
      screen.getByRole('heading', { name: 'The admin area needs a newer version of BookNook' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('it needs ^2.0.0; this site runs 1.0.0');
    expect(alert).not.toHaveTextContent('could not be loaded');
    expect(console.error).toHaveBeenCalledWith(
      'Remote admin_app needs @book/core ^2.0.0, but this page runs 1.0.0: showing its fallback',
      expect.any(Error),
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('keeps the general message for a singleton mismatch of another package', async () => {
    load.mockRejectedValue(
      new Error(
        '[ Federation Runtime ]: Version 18.0.0 from shell of shared singleton module react does not satisfy the requirement of admin_app which needs ^19.0.0)',
      ),
    );
    renderAt('/admin', <RemoteSlot remote="admin_app" basePath="/admin" label="The admin area" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The admin area could not be loaded');
  });

  it('keeps a remote whose code throws inside its slot', async () => {
    const Broken = () => {
      throw new Error('remote bug');
    };
    load.mockResolvedValueOnce({ default: Broken }).mockResolvedValue(ok);
    renderAt(
      '/admin',
      <>
        <p>navbar</p>
        <RemoteSlot remote="admin_app" basePath="/admin" label="The admin area" />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The admin area could not be loaded');
    expect(screen.getByText('navbar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('reader /admin')).toBeInTheDocument();
  });

  it('stays on the fallback when the retry fails again', async () => {
    load.mockRejectedValue(new Error('down'));
    renderAt('/', <RemoteSlot remote="reader_app" basePath="/" label="This page" />);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(load).toHaveBeenCalledTimes(2);
  });

  // The browser answers the first request of a file it failed to preload with that failure: after a Retry, the
  // remote's page chunks fail once each (as many waves as the page loads), then load.
  const chunkFailure = (chunk: number) =>
    Object.assign(new Error(`Loading chunk ${chunk} failed.`), {
      name: 'ChunkLoadError',
      request: `http://reader.example/${chunk}.js`,
    });
  const chunkFails = (chunk: number) => ({
    default: () => {
      throw chunkFailure(chunk);
    },
  });

  it('loads the remote again by itself while chunks fail that had not failed since the Retry', async () => {
    load
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(chunkFails(416))
      .mockResolvedValueOnce(chunkFails(895))
      .mockResolvedValue(ok);
    renderAt('/books', <RemoteSlot remote="reader_app" basePath="/" label="This page" />);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('reader /books')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
    expect(reloadRemote).toHaveBeenCalledTimes(3);
  });

  it('stops at a chunk that fails again, and does not follow up a first load or another failure', async () => {
    load.mockResolvedValueOnce(chunkFails(416));
    renderAt('/books', <RemoteSlot remote="reader_app" basePath="/" label="This page" />);
    await screen.findByRole('alert');
    expect(load).toHaveBeenCalledTimes(1); // a first load's chunk failure waits for a click

    load.mockResolvedValue(chunkFails(416));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(load).toHaveBeenCalledTimes(3); // the click and one follow-up; the same chunk again: the fallback

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(load).toHaveBeenCalledTimes(5); // each click starts afresh

    load.mockRejectedValue(new Error('down'));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(load).toHaveBeenCalledTimes(6); // not a chunk: no follow-up
  });

  it('accepts a remote module that is the component itself', async () => {
    load.mockResolvedValue(ok.default);
    renderAt('/authors', <RemoteSlot remote="reader_app" basePath="/" label="This page" />);
    expect(await screen.findByText('reader /authors')).toBeInTheDocument();
  });
});
