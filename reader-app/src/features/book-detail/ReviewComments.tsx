import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage, selectIsAdmin, selectIsSignedIn, toast, useSession, type Comment } from '@book/core';
import { ReaderLink } from '../../common/ReaderLink';
import { Loaded } from '../../common/Loaded';
import { LoadMore } from '../../common/LoadMore';
import { Button, formatDate, useConfirm, ReportDialog } from '@book/shared-ui';
import { CommentForm } from './CommentForm';
import { reviewCommentsQuery, useCommentMutations } from './api/comments';

/**
 * A review's comments, oldest first and a page at a time, with the form to write one (signed in). A comment's author
 * edits or deletes it; the review's author and administrators may delete it too. Bodies are plain text: a URL in one
 * stays text.
 */
export function ReviewComments({
  reviewId,
  bookId,
  reviewAuthorId,
}: {
  reviewId: string;
  bookId: string;
  reviewAuthorId: string | null;
}) {
  const signedIn = useSession(selectIsSignedIn);
  const isAdmin = useSession(selectIsAdmin);
  const myId = useSession((s) => (signedIn ? s.user?._id : undefined));
  const location = useLocation();
  const comments = useInfiniteQuery(reviewCommentsQuery(reviewId));
  const { create, update, remove } = useCommentMutations(reviewId, bookId);
  const [editing, setEditing] = useState<string | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];

  const write = async (body: string) => {
    try {
      await create.mutateAsync(body);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, 'Could not post your comment'));
      return false;
    }
  };
  const save = async (id: string, body: string) => {
    try {
      await update.mutateAsync({ id, body });
      setEditing(null);
      return true;
    } catch (err) {
      toast.error(errorMessage(err, 'Could not update your comment'));
      return false;
    }
  };
  const del = async (comment: Comment) => {
    if (!(await confirm('Are you sure you want to delete this comment?'))) return;
    try {
      await remove.mutateAsync(comment._id);
      toast.success('Comment deleted');
    } catch (err) {
      toast.error(errorMessage(err, 'Could not delete the comment'));
    }
  };

  return (
    <div className="reader-comments">
      <Loaded
        query={comments}
        loading="Loading comments..."
        failed="Comments could not be loaded."
        empty={<p className="reader-muted">No comments yet.</p>}
      >
        {() => (
          <ol className="reader-comments__list" aria-label="Comments">
            {items.map((c) => {
              const mine = Boolean(myId && c.user?.id === myId);
              return (
                <CommentItem
                  key={c._id}
                  comment={c}
                  mine={mine}
                  canDelete={mine || Boolean(myId && reviewAuthorId === myId) || isAdmin}
                  actions={signedIn}
                  editing={editing === c._id}
                  saving={update.isPending}
                  onEdit={() => setEditing(c._id)}
                  onSave={(body) => save(c._id, body)}
                  onCancel={() => setEditing(null)}
                  onDelete={() => void del(c)}
                  onReport={() => setReporting(c._id)}
                />
              );
            })}
          </ol>
        )}
      </Loaded>
      <LoadMore pages={comments} label="More comments" size="sm" />
      {signedIn ? (
        <CommentForm label="Your comment" submitLabel="Post comment" busy={create.isPending} onSubmit={write} />
      ) : (
        <p className="reader-muted">
          <Link to="/login" state={{ from: location }} className="reader-link">
            Login to comment
          </Link>
        </p>
      )}
      {reporting && <ReportDialog kind="comment" target={reporting} open onClose={() => setReporting(null)} />}
      {confirmDialog}
    </div>
  );
}

interface CommentItemProps {
  comment: Comment;
  /** The signed-in reader wrote it (they may edit it, not report it). */
  mine: boolean;
  canDelete: boolean;
  /** Signed in: the comment's buttons show. */
  actions: boolean;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: (body: string) => Promise<boolean>;
  onCancel: () => void;
  onDelete: () => void;
  onReport: () => void;
}

/** One comment: who wrote it and when, its text or the form editing it, and what the reader may do with it. */
function CommentItem(props: CommentItemProps) {
  const { comment: c, mine, canDelete, actions, editing, saving, onEdit, onSave, onCancel, onDelete, onReport } = props;
  const name = c.user?.username ?? 'Deleted user';
  return (
    <li className="reader-comment" data-testid="comment">
      <p className="reader-comment__head">
        <span className="reader-comment__user">{c.user ? <ReaderLink reader={c.user} /> : name}</span>{' '}
        <span className="reader-muted">
          <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
          {c.edited ? ' · edited' : ''}
        </span>
      </p>
      {editing ? (
        <CommentForm
          label="Edit your comment"
          initial={c.body}
          submitLabel="Save"
          busy={saving}
          onSubmit={onSave}
          onCancel={onCancel}
        />
      ) : (
        <p className="reader-comment__body">{c.body}</p>
      )}
      {actions && !editing && (
        <div className="reader-comment__actions">
          {mine && (
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label="Edit your comment">
              Edit
            </Button>
          )}
          {canDelete && (
            <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Delete comment by ${name}`}>
              Delete
            </Button>
          )}
          {!mine && (
            <Button variant="secondary" size="sm" onClick={onReport} aria-label={`Report comment by ${name}`}>
              Report
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
