import { Button } from '@book/shared-ui';

/** The part of a paged query (a TanStack infinite query) that its "Load more" needs. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

interface LoadMoreProps {
  pages: Pages;
  /** What it loads: "Load more reviews". */
  label?: string;
  busyLabel?: string;
  size?: 'sm' | 'md';
  /** Centred under a page's list, with room around it; otherwise it follows the list in its section. */
  centred?: boolean;
}

/** "Load more" under a paged list, busy while the next page loads; nothing once the last page is in. */
export function LoadMore({
  pages,
  label = 'Load more',
  busyLabel = 'Loading more...',
  size,
  centred = false,
}: LoadMoreProps) {
  if (!pages.hasNextPage) return null;
  const button = (
    <Button
      variant="secondary"
      size={size}
      onClick={() => void pages.fetchNextPage()}
      busy={pages.isFetchingNextPage}
      busyLabel={busyLabel}
    >
      {label}
    </Button>
  );
  return centred ? <div className="reader-load-more">{button}</div> : button;
}
