/**
 * react, react-dom, react-router(-dom), zustand and the core (the session store) are loaded once on every page, for
 * the shell and both remotes: checked in the Module Federation share scope, in the chunks the page downloaded (per
 * each app's mf-manifest.json), and by the libraries' own code in every script the page ran.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, submitLogin, ADMIN, USER } from './support/browser';
import { BASE_URL, E2E_PORTS } from './support/ports';
import {
  SINGLETONS,
  federationInstances,
  libraryCopies,
  loadedShareProviders,
  navigateInApp,
  recordScripts,
  sharedChunkMap,
  sharedOrigins,
  withSessionStore,
} from './support/federation';
import { apiCall, apiLogin, contextAs, waitForRemote, type Credentials } from './support/session';

const READER_URL = `http://localhost:${E2E_PORTS.reader}`;
const ADMIN_URL = `http://localhost:${E2E_PORTS.admin}`;

describe('shared libraries are loaded once on every page', () => {
  let browser: Browser;
  let chunkMap: Awaited<ReturnType<typeof sharedChunkMap>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    chunkMap = await sharedChunkMap([BASE_URL, READER_URL, ADMIN_URL]);
  });
  afterAll(() => browser?.close());

  async function someBookId(): Promise<string> {
    const books = await apiCall<{ _id: string }[]>('GET', '/books?limit=1');
    expect(books.length).toBeGreaterThan(0);
    return books[0]._id;
  }

  async function checkPage(page: Page, scripts: { urls: string[] }, label: string) {
    const providers = await loadedShareProviders(page);
    for (const name of SINGLETONS) {
      // Exactly one loaded copy in the share scope (the shell uses every one of them).
      expect({ label, name, providers: providers[name] }).toEqual({ label, name, providers: [expect.any(String)] });
    }
    const origins = sharedOrigins(scripts.urls, chunkMap);
    for (const [pkg, from] of Object.entries(origins))
      expect({ label, pkg, from }).toEqual({ label, pkg, from: [from[0]] });
    const copies = await libraryCopies(scripts.urls);
    for (const [lib, files] of Object.entries(copies))
      expect({ label, lib, files }).toEqual({ label, lib, files: [expect.any(String)] });
  }

  const pages: {
    who: Credentials | null;
    path: string | (() => Promise<string>);
    remote: 'reader-app' | 'admin-app';
  }[] = [
    { who: null, path: '/', remote: 'reader-app' },
    { who: null, path: '/books', remote: 'reader-app' },
    { who: null, path: async () => `/books/${await someBookId()}`, remote: 'reader-app' },
    { who: null, path: '/authors', remote: 'reader-app' },
    { who: USER, path: '/reading-list', remote: 'reader-app' },
    { who: USER, path: '/profile', remote: 'reader-app' },
    { who: ADMIN, path: '/admin', remote: 'admin-app' },
    { who: ADMIN, path: '/admin/books', remote: 'admin-app' },
    { who: ADMIN, path: '/admin/users', remote: 'admin-app' },
  ];

  it.each(
    pages.map((p) => [typeof p.path === 'string' ? p.path : '/books/:id', p.who?.email ?? 'visitor', p] as const),
  )('%s as %s', async (_label, _who, { who, path, remote }) => {
    const target = typeof path === 'string' ? path : await path();
    const { context, page } = await contextAs(browser, who);
    try {
      const scripts = recordScripts(page);
      await page.goto(target);
      await waitForRemote(page, remote);
      await checkPage(page, scripts, target);
    } finally {
      await context.close();
    }
  });

  it('stays single when one page runs the shell and both remotes (login, reader, admin, reader)', async () => {
    const { context, page } = await contextAs(browser, null);
    try {
      const scripts = recordScripts(page);
      await page.goto('/login');
      await page.getByLabel('Email').waitFor();
      await submitLogin(page, ADMIN);
      await page
        .getByText(/Welcome, /)
        .first()
        .waitFor();
      await navigateInApp(page, '/books');
      await waitForRemote(page, 'reader-app');
      await navigateInApp(page, '/admin');
      await waitForRemote(page, 'admin-app');
      await navigateInApp(page, '/books');
      await waitForRemote(page, 'reader-app');
      expect(await federationInstances(page)).toEqual(expect.arrayContaining(['shell', 'reader_app', 'admin_app']));
      await checkPage(page, scripts, 'shell + reader + admin');
      // Both remotes took the core and, at the same version, the kit from the same provider as the shell.
      const providers = await loadedShareProviders(page, ['@book/core', '@book/shared-ui']);
      expect(providers['@book/core']).toHaveLength(1);
      expect(providers['@book/shared-ui']).toHaveLength(1);
      expect(await withSessionStore(page, '(s) => s.getState().user && s.getState().user.username')).toBe(
        (await apiLogin(ADMIN)).user.username,
      );
    } finally {
      await context.close();
    }
  });
});
