import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, selectIsSignedIn, toast, useSession, type FollowState } from '@book/core';
import { Button } from '../../common/kit';
import { useFollow, useUnfollow } from './api/follows-mutations';

/**
 * Follow, a pending request (which the reader may withdraw) or an existing follow (which they may end). A visitor is
 * asked to sign in first and comes back here.
 */
export function FollowButton({ username, state }: { username: string; state: FollowState }) {
  const signedIn = useSession(selectIsSignedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollow(username);
  const unfollow = useUnfollow(username);
  const busy = follow.isPending || unfollow.isPending;

  const onFollow = async () => {
    if (!signedIn) {
      navigate('/login', { state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } } });
      return;
    }
    if (busy) return;
    try {
      const { follow: now } = await follow.mutateAsync();
      toast.success(now === 'requested' ? `Follow request sent to ${username}` : `You now follow ${username}`);
    } catch (err) {
      toast.error(errorMessage(err, `Could not follow ${username}`));
    }
  };

  const onUnfollow = async () => {
    if (busy) return;
    try {
      await unfollow.mutateAsync();
      toast.success(state === 'requested' ? 'Follow request cancelled' : `You no longer follow ${username}`);
    } catch (err) {
      toast.error(errorMessage(err, state === 'requested' ? 'Could not cancel the request' : `Could not unfollow ${username}`));
    }
  };

  if (state === 'none') {
    return (
      <Button onClick={() => void onFollow()} busy={follow.isPending} busyLabel="Following...">
        Follow
      </Button>
    );
  }
  return (
    <div className="reader-follow">
      <span className="reader-chip" data-testid="follow-state">
        {state === 'requested' ? 'Requested' : 'Following'}
      </span>
      {state === 'requested' && <span className="reader-muted">Your request is waiting for {username}&apos;s approval.</span>}
      <Button variant="secondary" size="sm" onClick={() => void onUnfollow()} busy={unfollow.isPending} busyLabel={state === 'requested' ? 'Cancelling...' : 'Unfollowing...'}>
        {state === 'requested' ? 'Cancel request' : 'Unfollow'}
      </Button>
    </div>
  );
}
