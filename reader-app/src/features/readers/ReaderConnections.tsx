import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReaderProfile } from '@book/core';
import { Button, formatNumber } from '@book/shared-ui';
import { ReaderList } from '../../common/ReaderList';
import { readerConnectionsQuery } from '../../common/api/readers-queries';

type Which = 'followers' | 'following';

function ConnectionList({ username, which, self }: { username: string; which: Which; self: boolean }) {
  const list = useInfiniteQuery(readerConnectionsQuery(username, which));
  return (
    <ReaderList
      list={list}
      label={which === 'followers' ? `Followers of ${username}` : `Readers ${username} follows`}
      loading="Loading readers..."
      failed="This list could not be loaded."
      empty={
        which === 'followers'
          ? 'No followers yet.'
          : self
            ? 'You do not follow anyone yet.'
            : `${username} does not follow anyone yet.`
      }
    />
  );
}

/** Their followers and the readers they follow, one list at a time. */
export function ReaderConnections({ reader }: { reader: ReaderProfile }) {
  const [which, setWhich] = useState<Which>('followers');
  const choices: [Which, string, number][] = [
    ['followers', 'Followers', reader.counts.followers],
    ['following', 'Following', reader.counts.following],
  ];
  return (
    <section className="reader-section" aria-labelledby="reader-public-connections">
      <h2 id="reader-public-connections">Followers and following</h2>
      <div className="reader-toggle" role="group" aria-label="Show">
        {choices.map(([value, label, count]) => (
          <Button
            key={value}
            variant={which === value ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={which === value}
            onClick={() => setWhich(value)}
          >
            {label} ({formatNumber(count)})
          </Button>
        ))}
      </div>
      <ConnectionList key={which} username={reader.username} which={which} self={reader.relationship.self} />
    </section>
  );
}
