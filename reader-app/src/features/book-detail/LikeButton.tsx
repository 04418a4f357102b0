import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, toast, type LikeResult } from '@book/core';
import { Button, formatNumber } from '@book/shared-ui';
import { queryKeys } from '../../common/query-keys';

/**
 * "Like" with the review's count, a toggle button (aria-pressed): pressing again takes the like back. The count shown
 * is the server's answer to the last press.
 */
export function LikeButton({
  reviewId,
  bookId,
  liked,
  count,
  author,
}: {
  reviewId: string;
  bookId: string;
  liked: boolean;
  count: number;
  author: string;
}) {
  const queryClient = useQueryClient();
  // The server's answer to the last press wins over the cached list and count (refreshed later).
  const [answer, setAnswer] = useState<LikeResult | null>(null);
  const [busy, setBusy] = useState(false);
  const state = { liked: answer?.liked ?? liked, count: answer?.likeCount ?? count };

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = state.liked ? await api.likes.unlike(reviewId) : await api.likes.like(reviewId);
      setAnswer(result);
      queryClient.setQueryData<string[]>(queryKeys.reviews.liked(bookId), (ids = []) =>
        result.liked ? [...new Set([...ids, reviewId])] : ids.filter((id) => id !== reviewId),
      );
    } catch (err) {
      toast.error(errorMessage(err, 'Could not update your like'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={state.liked}
      // Not disabled while the press is sent: a disabled button would lose the keyboard's focus.
      aria-busy={busy || undefined}
      onClick={() => void toggle()}
    >
      {/* The name starts with the visible text ("Like 3"), then says whose review. */}
      Like <span className="reader-like__count">{formatNumber(state.count)}</span>
      <span className="ui-visually-hidden">{`, review by ${author}`}</span>
    </Button>
  );
}
