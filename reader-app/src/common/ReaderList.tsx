import type { ReactNode } from 'react';
import type { ReaderSummary } from '@book/core';
import { Button, Spinner } from '@book/shared-ui';
import { LoadMore } from './LoadMore';
import { ReaderRow } from './ReaderRow';
import './reader-list.css';

/** The part of an infinite query of readers that a list shows (followers, following, requests, blocked readers). */
interface ReaderPages {
  isPending: boolean;
  isError: boolean;
  data?: { pages: { items: ReaderSummary[] }[] };
  refetch(): unknown;
  hasNextPage: boolean;
  fetchNextPage(): unknown;
  isFetchingNextPage: boolean;
}

/**
 * A paged list of readers: a spinner while the first page loads, the failure with Try again, the empty text, then
 * each reader's row with the list's own actions, and "Load more" while pages remain.
 */
export function ReaderList({
  list,
  label,
  loading,
  failed,
  empty,
  actions,
}: {
  list: ReaderPages;
  label: string;
  loading: string;
  failed: string;
  empty: string;
  actions?: (reader: ReaderSummary) => ReactNode;
}) {
  const readers = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isPending) return <Spinner label={loading} />;
  if (list.isError && readers.length === 0) {
    return (
      <p className="reader-muted">
        {failed}{' '}
        <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  if (readers.length === 0) return <p className="reader-muted">{empty}</p>;
  return (
    <>
      <ul className="reader-stack reader-stack--spaced" aria-label={label}>
        {readers.map((reader) => (
          <ReaderRow key={reader.id} reader={reader}>
            {actions?.(reader)}
          </ReaderRow>
        ))}
      </ul>
      <LoadMore pages={list} busyLabel="Loading..." />
    </>
  );
}
