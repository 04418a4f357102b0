import { useSession } from '@book/core';
import { makeUser } from '@book/core/testing';
import { landingPagesOf, PAGE_CACHE, serviceWorkerUrl } from './pages';
import { registerPageCache } from './register';

// jsdom has neither service workers nor Cache Storage: the parts of them registration uses.
function fakeBrowser() {
  const registration = { unregister: jest.fn(async () => true) };
  const serviceWorker = {
    register: jest.fn(async () => registration),
    getRegistrations: jest.fn(async () => [registration]),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  const cacheStorage = { keys: jest.fn(async () => [PAGE_CACHE]), delete: jest.fn(async () => true) };
  Object.defineProperty(globalThis, 'caches', { value: cacheStorage, configurable: true });
  return { serviceWorker, registration, cacheStorage };
}

describe('registering the page cache', () => {
  const mode = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = mode;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('registers the worker at its fixed URL, with the landing pages, in a production build, once the page has loaded', async () => {
    process.env.NODE_ENV = 'production';
    const { serviceWorker, registration } = fakeBrowser();
    registerPageCache(Promise.resolve(['/', '/books']));
    await Promise.resolve();
    const url = '/service-worker.js?page=%2F&page=%2Fbooks';
    expect(serviceWorker.register).toHaveBeenCalledWith(url);
    expect(serviceWorkerUrl(['/', '/books'])).toBe(url);
    expect(landingPagesOf(`https://booknook.example${url}`)).toEqual(['/', '/books']);
    await Promise.resolve();
    expect(registration.unregister).not.toHaveBeenCalled();
  });

  it('in a development build, removes a worker a production build registered, and what it kept', async () => {
    process.env.NODE_ENV = 'development';
    const { serviceWorker, registration, cacheStorage } = fakeBrowser();
    registerPageCache(Promise.resolve(['/']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(serviceWorker.register).not.toHaveBeenCalled();
    expect(registration.unregister).toHaveBeenCalled();
    expect(cacheStorage.delete).toHaveBeenCalledWith(PAGE_CACHE);
  });

  it('forgets the pages it kept when the reader signs out', async () => {
    process.env.NODE_ENV = 'production';
    useSession.setState({ token: 't', user: makeUser({ _id: 'u1' }), status: 'authenticated' });
    const { cacheStorage } = fakeBrowser();
    registerPageCache(Promise.resolve(['/']));
    useSession.setState({ token: null, user: null, status: 'anonymous' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cacheStorage.delete).toHaveBeenCalledWith(PAGE_CACHE);
  });
});
