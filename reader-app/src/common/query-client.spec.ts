import { useSession } from '@book/core';
import { makeEntry, makeUser } from '../testing/fixtures';
import { signInAs, signOut } from '../testing/render';
import { clearOnAccountChange, createReaderQueryClient } from './query-client';
import { queryKeys } from './query-keys';

describe("the reader's cache and the signed-in account", () => {
  const client = createReaderQueryClient();
  let stop: () => void;
  const reader = makeUser({ _id: 'u1', username: 'first' });
  const cached = () => client.getQueryData(queryKeys.readingList.all);

  beforeEach(() => {
    signInAs(reader);
    stop = clearOnAccountChange(client);
    client.setQueryData(queryKeys.readingList.all, [makeEntry()]);
  });
  afterEach(() => {
    stop();
    client.clear();
  });

  it("forgets one account's reading list when another signs in on the tab", () => {
    signInAs(makeUser({ _id: 'u2', username: 'second' }));
    expect(cached()).toBeUndefined();
  });

  it('forgets it on sign-out', () => {
    signOut();
    expect(cached()).toBeUndefined();
  });

  it('keeps it through a profile change and a token renewal of the same account', () => {
    useSession.getState().setUser({ ...reader, username: 'renamed' });
    useSession.getState().setToken('renewed-token');
    expect(cached()).toHaveLength(1);
  });
});
