import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, selectIsSignedIn, toast, useSession, type FollowState } from '@book/core';
import { Button } from '@book/shared-ui';
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
  // Pressing Follow or Unfollow replaces the button with the other one: the focus moves to it rather than being lost.
  const control = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    control.current?.focus();
  }, [state]);

  const onFollow = async () => {
    if (!signedIn) {
      navigate('/login', {
        state: { from: { pathname: location.pathname, search: location.search, hash: location.hash } },
      });
      return;
    }
    if (busy) return;
    pressed.current = true;
    try {
      const { follow: now } = await follow.mutateAsync();
      toast.success(now === 'requested' ? `Follow request sent to ${username}` : `You now follow ${username}`);
    } catch (err) {
      pressed.current = false;
      toast.error(errorMessage(err, `Could not follow ${username}`));
    }
  };

  const onUnfollow = async () => {
    if (busy) return;
    pressed.current = true;
    try {
      await unfollow.mutateAsync();
      toast.success(state === 'requested' ? 'Follow request cancelled' : `You no longer follow ${username}`);
    } catch (err) {
      pressed.current = false;
      toast.error(
        errorMessage(err, state === 'requested' ? 'Could not cancel the request' : `Could not unfollow ${username}`),
      );
    }
  };

  if (state === 'none') {
    return (
      <Button ref={control} onClick={() => void onFollow()} busy={follow.isPending} busyLabel="Following...">
        Follow
      </Button>
    );
  }
  return (
    <div className="reader-follow">
      <span className="reader-chip" data-testid="follow-state">
        {state === 'requested' ? 'Requested' : 'Following'}
      </span>
      {state === 'requested' && (
        <span className="reader-muted">Your request is waiting for {username}&apos;s approval.</span>
      )}
      <Button
        ref={control}
        variant="secondary"
        size="sm"
        onClick={() => void onUnfollow()}
        busy={unfollow.isPending}
        busyLabel={state === 'requested' ? 'Cancelling...' : 'Unfollowing...'}
      >
        {state === 'requested' ? 'Cancel request' : 'Unfollow'}
      </Button>
    </div>
  );
}
