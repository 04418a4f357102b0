import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage, toast } from '@book/core';
import { Button } from '@book/shared-ui';
import { ReaderList } from '../../common/ReaderList';
import { useAnswerFollowRequest } from './api/follows-mutations';
import { followRequestsQuery } from './api/readers-queries';
import './readers.css';

/** The readers who asked to follow the signed-in reader, oldest first, each accepted or declined here. */
export function FollowRequests() {
  const requests = useInfiniteQuery(followRequestsQuery());
  const answer = useAnswerFollowRequest();

  const respond = async (username: string, accept: boolean) => {
    if (answer.isPending) return;
    try {
      await answer.mutateAsync({ username, accept });
      toast.success(accept ? `${username} now follows you` : `Request from ${username} declined`);
    } catch (err) {
      toast.error(errorMessage(err, accept ? 'Could not accept the request' : 'Could not decline the request'));
    }
  };
  const answering = (username: string, accept: boolean) =>
    answer.isPending && answer.variables?.username === username && answer.variables.accept === accept;

  return (
    <section className="reader-profile-panel" aria-labelledby="reader-follow-requests-title">
      <h2 id="reader-follow-requests-title">Follow requests</h2>
      <ReaderList
        list={requests}
        label="Readers asking to follow you"
        loading="Loading follow requests..."
        failed="Follow requests could not be loaded."
        empty="No follow requests waiting."
        actions={(reader) => (
          <>
            <Button
              size="sm"
              onClick={() => void respond(reader.username, true)}
              busy={answering(reader.username, true)}
              busyLabel="Accepting..."
              disabled={answer.isPending}
              aria-label={`Accept ${reader.username}`}
            >
              Accept
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void respond(reader.username, false)}
              busy={answering(reader.username, false)}
              busyLabel="Declining..."
              disabled={answer.isPending}
              aria-label={`Decline ${reader.username}`}
            >
              Decline
            </Button>
          </>
        )}
      />
    </section>
  );
}
