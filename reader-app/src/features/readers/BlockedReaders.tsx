import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage, toast } from '@book/core';
import { Button, Spinner } from '../../common/kit';
import { ReaderRow } from './ReaderRow';
import { blockedReadersQuery, useUnblock } from './api/blocks';
import './readers.css';

/** The readers the signed-in reader blocked, newest first, each unblocked here (follows that ended stay ended). */
export function BlockedReaders() {
  const blocked = useInfiniteQuery(blockedReadersQuery());
  const unblock = useUnblock();
  const items = blocked.data?.pages.flatMap((p) => p.items) ?? [];

  const onUnblock = async (username: string) => {
    if (unblock.isPending) return;
    try {
      await unblock.mutateAsync(username);
      toast.success(`${username} is no longer blocked`);
    } catch (err) {
      toast.error(errorMessage(err, `Could not unblock ${username}`));
    }
  };

  let body;
  if (blocked.isPending) body = <Spinner label="Loading blocked readers..." />;
  else if (blocked.isError && items.length === 0) {
    body = (
      <p className="reader-muted">
        Blocked readers could not be loaded.{' '}
        <Button variant="ghost" size="sm" onClick={() => void blocked.refetch()}>
          Try again
        </Button>
      </p>
    );
  } else if (items.length === 0) body = <p className="reader-muted">You have not blocked anyone.</p>;
  else {
    body = (
      <>
        <ul className="reader-people" aria-label="Readers you blocked">
          {items.map((reader) => (
            <ReaderRow key={reader.id} reader={reader}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void onUnblock(reader.username)}
                busy={unblock.isPending && unblock.variables === reader.username}
                busyLabel="Unblocking..."
                disabled={unblock.isPending}
                aria-label={`Unblock ${reader.username}`}
              >
                Unblock
              </Button>
            </ReaderRow>
          ))}
        </ul>
        {blocked.hasNextPage && (
          <Button variant="secondary" onClick={() => void blocked.fetchNextPage()} busy={blocked.isFetchingNextPage} busyLabel="Loading...">
            Load more
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="reader-profile-panel" aria-labelledby="reader-blocked-title">
      <h2 id="reader-blocked-title">Blocked readers</h2>
      <p className="reader-muted">They cannot see your profile or reviews, follow you, or like or comment on your reviews.</p>
      {body}
    </section>
  );
}
