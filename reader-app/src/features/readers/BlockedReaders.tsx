import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@book/shared-ui';
import { ReaderList } from '../../common/ReaderList';
import { blockedReadersQuery } from './api/blocks';
import { useUnblockReader } from './use-unblock-reader';
import './readers.css';

/** The readers the signed-in reader blocked, newest first, each unblocked here (follows that ended stay ended). */
export function BlockedReaders() {
  const blocked = useInfiniteQuery(blockedReadersQuery());
  const unblock = useUnblockReader();
  const onUnblock = (username: string) => {
    if (!unblock.isPending) void unblock.unblockReader(username);
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
            onClick={() => onUnblock(reader.username)}
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
