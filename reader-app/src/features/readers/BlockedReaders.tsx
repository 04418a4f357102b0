import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage, toast } from '@book/core';
import { Button } from '../../common/kit';
import { ReaderList } from './ReaderList';
import { blockedReadersQuery, useUnblock } from './api/blocks';
import './readers.css';

/** The readers the signed-in reader blocked, newest first, each unblocked here (follows that ended stay ended). */
export function BlockedReaders() {
  const blocked = useInfiniteQuery(blockedReadersQuery());
  const unblock = useUnblock();

  const onUnblock = async (username: string) => {
    if (unblock.isPending) return;
    try {
      await unblock.mutateAsync(username);
      toast.success(`${username} is no longer blocked`);
    } catch (err) {
      toast.error(errorMessage(err, `Could not unblock ${username}`));
    }
  };

  return (
    <section className="reader-profile-panel" aria-labelledby="reader-blocked-title">
      <h2 id="reader-blocked-title">Blocked readers</h2>
      <p className="reader-muted">
        They cannot see your profile or reviews, follow you, or like or comment on your reviews.
      </p>
      <ReaderList
        list={blocked}
        label="Readers you blocked"
        loading="Loading blocked readers..."
        failed="Blocked readers could not be loaded."
        empty="You have not blocked anyone."
        actions={(reader) => (
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
        )}
      />
    </section>
  );
}
