import { useSession } from '@book/core';
import { makeUser } from '@book/core/testing';
import { clearOnAccountChange, createAdminQueryClient } from './query-client';
import { adminKeys } from './query-keys';

describe("the admin's cache and the signed-in account", () => {
  const client = createAdminQueryClient();
  let stop: () => void;
  const admin = makeUser({ _id: 'a1', username: 'first', role: 'admin' });
  const key = adminKeys.users.list('', undefined);
  const cached = () => client.getQueryData(key);

  beforeEach(() => {
    useSession.setState({ token: 't1', user: admin, status: 'authenticated' });
    stop = clearOnAccountChange(client);
    client.setQueryData(key, [makeUser({ email: 'private@example.com' })]);
  });
  afterEach(() => {
    stop();
    client.clear();
  });

  it("forgets one account's reads when another signs in on the tab", () => {
    useSession.setState({ token: 't2', user: makeUser({ _id: 'a2', username: 'second', role: 'admin' }) });
    expect(cached()).toBeUndefined();
  });

  it('forgets them on sign-out', () => {
    useSession.setState({ token: null, user: null, status: 'anonymous' });
    expect(cached()).toBeUndefined();
  });

  it('keeps them through a profile change and a token renewal of the same account', () => {
    useSession.getState().setUser({ ...admin, username: 'renamed' });
    useSession.getState().setToken('renewed-token');
    expect(cached()).toHaveLength(1);
  });
});
