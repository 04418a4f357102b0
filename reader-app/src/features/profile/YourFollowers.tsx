import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage, toast } from '@book/core';
import { Button } from '@book/shared-ui';
import { ReaderList } from '../../common/ReaderList';
import { readerConnectionsQuery } from '../../common/api/readers-queries';
import { useRemoveFollower } from './api/profile-mutations';

/** The readers who follow the signed-in reader, newest first, each of whom they may remove (their follow ends). */
export function YourFollowers({ username }: { username: string }) {
  const followers = useInfiniteQuery(readerConnectionsQuery(username, 'followers'));
  const remove = useRemoveFollower();

  const removeFollower = async (follower: string) => {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync(follower);
      toast.success(`${follower} no longer follows you`);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not remove the follower'));
    }
  };

  return (
    <section className="reader-privacy__followers" aria-labelledby="reader-privacy-followers-title">
      <h3 id="reader-privacy-followers-title">Your followers</h3>
      <p className="reader-muted">
        They see what you share with followers. Remove someone and they stop following you.
      </p>
      <ReaderList
        list={followers}
        label="Your followers"
        loading="Loading your followers..."
        failed="Your followers could not be loaded."
        empty="No one follows you yet."
        actions={(reader) => (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void removeFollower(reader.username)}
            busy={remove.isPending && remove.variables === reader.username}
            busyLabel="Removing..."
            disabled={remove.isPending}
            aria-label={`Remove ${reader.username}`}
          >
            Remove
          </Button>
        )}
      />
    </section>
  );
}
