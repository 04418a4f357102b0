import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReaderProfile } from '@book/core';
import { Button, Spinner, formatNumber } from '../../common/kit';
import { ReaderRow } from './ReaderRow';
import { readerConnectionsQuery } from './api/readers-queries';

type Which = 'followers' | 'following';

function ConnectionList({ username, which, self }: { username: string; which: Which; self: boolean }) {
  const list = useInfiniteQuery(readerConnectionsQuery(username, which));
  const readers = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isPending) return <Spinner label="Loading readers..." />;
  if (list.isError && readers.length === 0) {
    return (
      <p className="reader-muted">
        This list could not be loaded.{' '}
        <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  if (readers.length === 0) {
    const empty = which === 'followers' ? 'No followers yet.' : self ? 'You do not follow anyone yet.' : `${username} does not follow anyone yet.`;
    return <p className="reader-muted">{empty}</p>;
  }
  return (
    <>
      <ul className="reader-people" aria-label={which === 'followers' ? `Followers of ${username}` : `Readers ${username} follows`}>
        {readers.map((reader) => (
          <ReaderRow key={reader.id} reader={reader} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="secondary" onClick={() => void list.fetchNextPage()} busy={list.isFetchingNextPage} busyLabel="Loading...">
          Load more
        </Button>
      )}
    </>
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
          <Button key={value} variant={which === value ? 'primary' : 'secondary'} size="sm" aria-pressed={which === value} onClick={() => setWhich(value)}>
            {label} ({formatNumber(count)})
          </Button>
        ))}
      </div>
      <ConnectionList key={which} username={reader.username} which={which} self={reader.relationship.self} />
    </section>
  );
}
