import { Button } from '@book/shared-ui';

export interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" under a server-paged admin list (a TanStack infinite query); nothing once the last page is in. */
export function LoadMore({ pages }: { pages: Pages }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className="admin-load-more">
      <Button
        variant="secondary"
        busy={pages.isFetchingNextPage}
        busyLabel="Loading..."
        onClick={() => pages.fetchNextPage()}
      >
        Load more
      </Button>
    </div>
  );
}
