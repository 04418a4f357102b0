import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, toast } from '@book/core';
import { Button, Spinner, TextArea, formatDate } from '@book/shared-ui';
import type { ClubPost } from '../../common/api/clubs-calls';
import { threadQuery } from './api/club-queries';
import { usePost, useShowAnyway } from './api/club-mutations';

const postsText = (count: number) => (count === 1 ? '1 post waits' : `${count} posts wait`);

function Composer({
  label,
  submitLabel,
  onSubmit,
  busy,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (body: string) => Promise<unknown>;
  busy: boolean;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError('Write something first');
    if (text.length > 4000) return setError('A post has at most 4,000 characters');
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
      <Button type="submit" size="sm" busy={busy} busyLabel="Sending…">
        {submitLabel}
      </Button>
    </form>
  );
}

function Post({
  post,
  canReply,
  onReply,
  busy,
}: {
  post: ClubPost;
  canReply: boolean;
  onReply: (body: string) => Promise<unknown>;
  busy: boolean;
}) {
  const [replying, setReplying] = useState(false);
  return (
    <li className="club-post" data-testid="club-post">
      <p className="club-post__meta">
        <strong>{post.author ? post.author.username : 'a deleted reader'}</strong> · {formatDate(post.createdAt)}
        {post.pinned ? ' · Pinned' : ''}
      </p>
      <p className="club-post__body">{post.body}</p>
      {post.replies?.length ? (
        <ul className="club-replies" aria-label={`Replies to ${post.author?.username ?? 'a deleted reader'}`}>
          {post.replies.map((reply) => (
            <li key={reply._id} className="club-post club-post--reply" data-testid="club-reply">
              <p className="club-post__meta">
                <strong>{reply.author ? reply.author.username : 'a deleted reader'}</strong> ·{' '}
                {formatDate(reply.createdAt)}
              </p>
              <p className="club-post__body">{reply.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {canReply ? (
        replying ? (
          <Composer
            label="Your reply"
            submitLabel="Reply"
            busy={busy}
            onSubmit={(body) => onReply(body).then(() => setReplying(false))}
          />
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setReplying(true)}>
            Reply
          </Button>
        )
      ) : null}
    </li>
  );
}

/** A section's thread: its posts and their replies once the member's progress reaches its end, else how many wait. */
export function SectionThread({ clubId, sectionId, member }: { clubId: string; sectionId: string; member: boolean }) {
  const thread = useQuery(threadQuery(clubId, sectionId));
  const show = useShowAnyway(clubId, sectionId);
  const post = usePost(clubId, sectionId);

  if (thread.isPending) return <Spinner label="Loading the thread" />;
  if (thread.isError) return <p role="alert">{errorMessage(thread.error, 'This thread could not be loaded.')}</p>;
  const { section, posts, waiting } = thread.data;

  return (
    <section className="club-thread" aria-labelledby="thread-title" data-testid="club-thread">
      <h3 id="thread-title">{section.title}</h3>
      {!section.open ? (
        <div className="club-gate" role="status">
          <p>
            {waiting > 0
              ? `${postsText(waiting)} until you reach ${section.until}.`
              : `This section opens when you reach ${section.until}.`}
          </p>
          {member ? (
            <Button
              variant="secondary"
              busy={show.isPending}
              onClick={() =>
                show.mutate(undefined, {
                  onError: (error) => toast.error(errorMessage(error, 'This section could not be opened.')),
                })
              }
            >
              Show this section anyway
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          {posts.length === 0 ? <p className="clubs-muted">No posts in this section yet.</p> : null}
          <ul className="club-posts">
            {posts.map((p) => (
              <Post
                key={p._id}
                post={p}
                canReply={member}
                busy={post.isPending}
                onReply={(body) => post.mutateAsync({ body, parent: p._id })}
              />
            ))}
          </ul>
          {member ? (
            <Composer
              label="Your post"
              submitLabel="Post"
              busy={post.isPending}
              onSubmit={(body) => post.mutateAsync({ body })}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
