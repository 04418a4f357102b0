import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage, toast } from '@book/core';
import { Button } from '@book/shared-ui';
import { ReaderList } from '../../common/ReaderList';
import { useAnswerFollowRequest } from './api/follows-mutations';
import { followRequestsQuery } from './api/readers-queries';
import './readers.css';

/** The two answers to a request, each a button on the asking reader's row ("Accept bob", "Decline bob"). */
const ANSWERS = [
  { accept: true, label: 'Accept', busyLabel: 'Accepting...', variant: 'primary' },
  { accept: false, label: 'Decline', busyLabel: 'Declining...', variant: 'secondary' },
] as const;

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
        actions={(reader) =>
          ANSWERS.map(({ accept, label, busyLabel, variant }) => (
            <Button
              key={label}
              variant={variant}
              size="sm"
              onClick={() => void respond(reader.username, accept)}
              busy={answering(reader.username, accept)}
              busyLabel={busyLabel}
              disabled={answer.isPending}
              aria-label={`${label} ${reader.username}`}
            >
              {label}
            </Button>
          ))
        }
      />
    </section>
  );
}
