import { useRef } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { api, errorMessage, toast, type Notification } from '@book/core';
import { PageLoader } from '../../common/PageLoader';
import { Avatar, Button, EmptyState, PageHeader, formatDate, usePageTitle } from '@book/shared-ui';
import { queryKeys } from '../../common/query-keys';
import { LoadMore } from '../../common/LoadMore';
import './notifications.css';

const PAGE_SIZE = 20;

/** What happened, in a sentence (the actor's name is shown before it). */
function describe(n: Notification): string {
  const book = n.review?.book?.title;
  switch (n.type) {
    case 'follow':
      return 'started following you';
    case 'follow-request':
      return 'asked to follow you';
    case 'like':
      return book ? `liked your review of ${book}` : 'liked your review';
    case 'comment':
      return book ? `commented on your review of ${book}` : 'commented on your review';
    default:
      return n.message ?? 'An administrator acted on your account';
  }
}

function NotificationRow({ n }: { n: Notification }) {
  // An administrator's action, or a merge of the catalogue, is told by the product itself: no reader did it.
  const fromTheProduct = n.type === 'moderation' || n.type === 'review-archived';
  const who = fromTheProduct ? null : (n.actor?.username ?? 'A former reader');
  const text = describe(n);
  return (
    <li className={`reader-notification${n.read ? '' : ' is-unread'}`} data-testid="notification">
      {who ? (
        <Avatar src={n.actor?.avatar || undefined} name={who} size="sm" />
      ) : (
        <span className="reader-notification__mark" aria-hidden="true" />
      )}
      <div className="reader-notification__body">
        <Link to={n.link} className="reader-link reader-notification__link">
          {who ? `${who} ${text}` : text}
        </Link>
        {n.comment && <p className="reader-notification__excerpt">“{n.comment.excerpt}”</p>}
        <p className="reader-muted reader-notification__meta">
          {!n.read && <span className="reader-notification__unread">Unread · </span>}
          <time dateTime={n.createdAt}>
            {formatDate(n.createdAt, {
              year: 'numeric',
              month: 'short',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
            })}
          </time>
        </p>
      </div>
    </li>
  );
}

/** The signed-in reader's notifications, newest first and a page at a time, each linking to what it is about. */
export default function NotificationsPage() {
  usePageTitle('Notifications');
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: queryKeys.notifications.list,
    queryFn: ({ pageParam, signal }) => api.notifications.list({ page: pageParam, limit: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
    staleTime: 0,
  });
  const readAll = useMutation({
    mutationFn: () => api.notifications.readAll(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  const anyUnread = items.some((n) => !n.read);

  const markAll = async () => {
    try {
      await readAll.mutateAsync();
      toast.success('All notifications marked as read');
      // Mark all as read is gone once nothing is unread: the focus moves to the newest notification, not to the page.
      listRef.current?.querySelector<HTMLElement>('a')?.focus();
    } catch (err) {
      toast.error(errorMessage(err, 'Could not mark the notifications as read'));
    }
  };

  const action = anyUnread ? (
    <Button variant="secondary" onClick={() => void markAll()} busy={readAll.isPending} busyLabel="Marking...">
      Mark all as read
    </Button>
  ) : undefined;

  return (
    <div className="reader-notifications">
      <PageHeader
        title="Notifications"
        subtitle="Follows, likes and comments on your reviews, and news from the administrators"
        actions={action}
      />
      {list.isPending ? (
        <PageLoader label="Loading notifications..." />
      ) : list.isError ? (
        <EmptyState title="Notifications could not be loaded" message="Please try again in a moment." />
      ) : items.length === 0 ? (
        <EmptyState
          title="No notifications yet"
          message="When readers follow you, or like or comment on your reviews, you will see it here."
        />
      ) : (
        <ul className="reader-notifications__list" ref={listRef}>
          {items.map((n) => (
            <NotificationRow key={n._id} n={n} />
          ))}
        </ul>
      )}
      <LoadMore pages={list} centred />
    </div>
  );
}
