import { useSession } from '@book/core';
import { makeUser } from '@book/core/testing';
import { forgetPagesOnAccountChange } from './forget-pages';
import { PAGE_CACHE } from './pages';

// jsdom has no Cache Storage: the part of it the shell uses, holding the worker's cache of pages.
function fakeCacheStorage() {
  const cacheStorage = { keys: jest.fn(async () => [PAGE_CACHE]), delete: jest.fn(async () => true) };
  Object.defineProperty(globalThis, 'caches', { value: cacheStorage, configurable: true });
  return cacheStorage;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page cache and the signed-in account', () => {
  const reader = makeUser({ _id: 'u1', username: 'first' });
  let cacheStorage: ReturnType<typeof fakeCacheStorage>;
  let stop: () => void;

  beforeEach(() => {
    useSession.setState({ token: 't1', user: reader, status: 'authenticated' });
    cacheStorage = fakeCacheStorage();
    stop = forgetPagesOnAccountChange();
  });
  afterEach(() => {
    stop();
    delete (globalThis as { caches?: unknown }).caches;
  });

  it('forgets the kept pages on sign-out', async () => {
    useSession.setState({ token: null, user: null, status: 'anonymous' });
    await settle();
    expect(cacheStorage.delete).toHaveBeenCalledWith(PAGE_CACHE);
  });

  it('forgets them when another account signs in on the tab', async () => {
    useSession.setState({ token: 't2', user: makeUser({ _id: 'u2', username: 'second' }) });
    await settle();
    expect(cacheStorage.delete).toHaveBeenCalledWith(PAGE_CACHE);
  });

  it('keeps them through a profile change and a token renewal of the same account', async () => {
    useSession.setState({ user: { ...reader, username: 'renamed' } });
    useSession.setState({ token: 'renewed' });
    await settle();
    expect(cacheStorage.delete).not.toHaveBeenCalled();
  });
});
