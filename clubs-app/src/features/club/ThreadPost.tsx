import { useState, type FormEvent } from 'react';
import { errorMessage, toast } from '@book/core';
import { Button, TextArea, formatDate } from '@book/shared-ui';
import type { ClubPost } from '../../common/api/clubs-calls';

type Reply = NonNullable<ClubPost['replies']>[number];

export const POST_MAX = 4000;

/** Writing a post, a reply, or a new text for one's own: 1 to 4,000 characters, checked before sending. */
export function Composer({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  busy,
  initial = '',
}: {
  label: string;
  submitLabel: string;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
  busy: boolean;
  initial?: string;
}) {
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError('Write something first');
    if (text.length > POST_MAX) return setError('A post has at most 4,000 characters');
    setError(undefined);
    try {
      await onSubmit(text);
      setBody('');
    } catch (failure) {
      toast.error(errorMessage(failure, 'Your post could not be sent. Please try again.'));
    }
  };
  return (
    <form className="club-composer" onSubmit={submit} noValidate>
      <TextArea label={label} rows={3} value={body} onChange={(e) => setBody(e.target.value)} error={error} />
      <div className="club-post__actions">
        <Button type="submit" size="sm" busy={busy} busyLabel="Sending…">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export interface PostHandlers {
  /** The signed-in reader's id, to know their own posts. */
  viewerId?: string;
  member: boolean;
  moderator: boolean;
  busy: boolean;
  onEdit: (postId: string, body: string) => Promise<unknown>;
  onDelete: (post: ClubPost | Reply) => void;
  onPin: (post: ClubPost) => void;
  onLike: (post: ClubPost | Reply) => void;
  onReport: (post: ClubPost | Reply) => void;
  onReply: (postId: string, body: string) => Promise<unknown>;
}

const authorName = (post: ClubPost | Reply) => post.author?.username ?? 'a deleted reader';

/** One post or reply: its author and date, its text (or the author's edit of it), and what the viewer may do. */
export function ThreadPost({
  post,
  reply = false,
  ...can
}: { post: ClubPost | Reply; reply?: boolean } & PostHandlers) {
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const own = Boolean(can.viewerId && post.author?.id === can.viewerId);
  const whose = `${authorName(post)}'s ${reply ? 'reply' : 'post'}`;
  const replies = (post as ClubPost).replies;

  return (
    <li className={reply ? 'club-post club-post--reply' : 'club-post'} data-testid={reply ? 'club-reply' : 'club-post'}>
      <p className="club-post__meta">
        <strong>{authorName(post)}</strong> · {formatDate(post.createdAt)}
        {post.editedAt ? ' · edited' : ''}
        {!reply && (post as ClubPost).pinned ? ' · Pinned' : ''}
      </p>
      {editing ? (
        <Composer
          label={`Edit your ${reply ? 'reply' : 'post'}`}
          submitLabel="Save"
          initial={post.body}
          busy={can.busy}
          onSubmit={(body) => can.onEdit(post._id, body).then(() => setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="club-post__body">{post.body}</p>
      )}
      {!editing ? (
        <div className="club-post__actions">
          {can.member && !own ? (
            <Button variant="ghost" size="sm" aria-pressed={post.likedByMe} onClick={() => can.onLike(post)}>
              {post.likedByMe ? 'Liked' : 'Like'}
              {post.likeCount ? ` · ${post.likeCount}` : ''}
            </Button>
          ) : post.likeCount ? (
            <span className="clubs-muted">{post.likeCount === 1 ? '1 like' : `${post.likeCount} likes`}</span>
          ) : null}
          {can.member && !reply && !replying ? (
            <Button variant="ghost" size="sm" onClick={() => setReplying(true)}>
              Reply
            </Button>
          ) : null}
          {own ? (
            <Button variant="ghost" size="sm" aria-label={`Edit ${whose}`} onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
          {own || can.moderator ? (
            <Button variant="ghost" size="sm" aria-label={`Delete ${whose}`} onClick={() => can.onDelete(post)}>
              Delete
            </Button>
          ) : null}
          {can.viewerId && !own ? (
            <Button variant="ghost" size="sm" aria-label={`Report ${whose}`} onClick={() => can.onReport(post)}>
              Report
            </Button>
          ) : null}
          {can.moderator && !reply ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${(post as ClubPost).pinned ? 'Unpin' : 'Pin'} ${whose}`}
              onClick={() => can.onPin(post as ClubPost)}
            >
              {(post as ClubPost).pinned ? 'Unpin' : 'Pin'}
            </Button>
          ) : null}
        </div>
      ) : null}
      {replies?.length ? (
        <ul className="club-replies" aria-label={`Replies to ${authorName(post)}`}>
          {replies.map((r) => (
            <ThreadPost key={r._id} post={r} reply {...can} />
          ))}
        </ul>
      ) : null}
      {replying ? (
        <Composer
          label="Your reply"
          submitLabel="Reply"
          busy={can.busy}
          onSubmit={(body) => can.onReply(post._id, body).then(() => setReplying(false))}
          onCancel={() => setReplying(false)}
        />
      ) : null}
    </li>
  );
}
