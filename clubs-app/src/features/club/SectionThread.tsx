import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, toast, useSession } from '@book/core';
import { Button, Spinner, useConfirm, ReportDialog } from '@book/shared-ui';
import type { ClubPost } from '../../common/api/clubs-calls';
import { threadQuery } from './api/club-queries';
import { usePost, usePostActions, useShowAnyway } from './api/club-mutations';
import { Composer, ThreadPost, type PostHandlers } from './ThreadPost';

const postsText = (count: number) => (count === 1 ? '1 post waits' : `${count} posts wait`);

/** A section's thread: its posts and their replies once the member's progress reaches its end, else how many wait. */
export function SectionThread({
  clubId,
  sectionId,
  member,
  moderator = false,
}: {
  clubId: string;
  sectionId: string;
  member: boolean;
  /** The club's owner or a moderator: deletes and pins any post. */
  moderator?: boolean;
}) {
  const thread = useQuery(threadQuery(clubId, sectionId));
  const show = useShowAnyway(clubId, sectionId);
  const post = usePost(clubId, sectionId);
  const actions = usePostActions(clubId, sectionId);
  const viewerId = useSession((s) => s.user?._id);
  const [confirm, confirmDialog] = useConfirm();
  const [reporting, setReporting] = useState<{ id: string; reply: boolean } | null>(null);

  const handlers: PostHandlers = {
    viewerId,
    member,
    moderator,
    busy: post.isPending || actions.edit.isPending,
    onReply: (parent, body) => post.mutateAsync({ body, parent }),
    onEdit: async (postId, body) => {
      await actions.edit.mutateAsync({ postId, body });
      toast.success('Your changes are saved');
    },
    onDelete: async (target) => {
      const reply = Boolean(target.parent);
      const ok = await confirm(reply ? 'Delete this reply?' : 'Delete this post and its replies?', {
        confirmLabel: 'Delete',
      });
      if (!ok) return;
      actions.remove.mutate(target._id, {
        onSuccess: () => toast.success(reply ? 'Reply deleted' : 'Post deleted'),
        onError: (error) => toast.error(errorMessage(error, 'It could not be deleted. Please try again.')),
      });
    },
    onReport: (target) => setReporting({ id: target._id, reply: Boolean(target.parent) }),
    onLike: (target) =>
      actions.like.mutate(
        { postId: target._id, liked: !target.likedByMe },
        { onError: (error) => toast.error(errorMessage(error, 'Your like could not be saved.')) },
      ),
    onPin: (target: ClubPost) =>
      actions.pin.mutate(
        { postId: target._id, pinned: !target.pinned },
        {
          onSuccess: () => toast.success(target.pinned ? 'Post unpinned' : 'Post pinned to the top of the thread'),
          onError: (error) => toast.error(errorMessage(error, 'The post could not be pinned.')),
        },
      ),
  };

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
              <ThreadPost key={p._id} post={p} {...handlers} />
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
      {confirmDialog}
      {reporting ? (
        <ReportDialog
          kind="club-post"
          target={reporting.id}
          open
          what={reporting.reply ? 'reply' : 'post'}
          onClose={() => setReporting(null)}
        />
      ) : null}
    </section>
  );
}
