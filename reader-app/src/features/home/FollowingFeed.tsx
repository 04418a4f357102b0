import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSession } from '@book/core';
import { Button, Spinner } from '@book/shared-ui';
import { LoadMore } from '../../common/LoadMore';
import { Section } from '../../common/Section';
import { readerProfileQuery } from '../../common/api/readers-queries';
import { FeedItem } from './FeedItem';
import { FollowSuggestions } from './FollowSuggestions';
import { feedQuery } from './api/feed-queries';

/** Why the feed is empty: no one followed yet, or followed readers who have done nothing the reader may see. */
function EmptyFeed() {
  const me = useSession((s) => s.user?.username ?? '');
  const profile = useQuery({ ...readerProfileQuery(me), enabled: Boolean(me) });
  const following = profile.data?.counts.following;
  return (
    <div className="reader-feed-empty">
      <p>
        {following === 0
          ? 'You are not following anyone yet. Follow readers to see what they read and review here.'
          : following
            ? 'The readers you follow have not shared anything yet. Follow a few more to see more here.'
            : 'Nothing from readers you follow yet.'}
      </p>
      <FollowSuggestions />
    </div>
  );
}

/** What the readers the signed-in reader follows did, newest first, a page at a time. */
export function FollowingFeed() {
  const feed = useInfiniteQuery(feedQuery());
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Section id="reader-feed-title" title="From readers you follow" className="reader-feed">
      {feed.isPending ? (
        <Spinner label="Loading what readers you follow are up to..." />
      ) : feed.isError ? (
        <div className="reader-feed-empty">
          <p className="reader-muted">Your feed could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void feed.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyFeed />
      ) : (
        <>
          <ol className="reader-stack">
            {items.map((item) => (
              <li key={item.id}>
                <FeedItem item={item} />
              </li>
            ))}
          </ol>
          <LoadMore pages={feed} centred />
        </>
      )}
    </Section>
  );
}
