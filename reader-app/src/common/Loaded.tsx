import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@book/shared-ui';

interface LoadedProps<T> {
  query: UseQueryResult<T> | UseInfiniteQueryResult<T>;
  /** The spinner's label while it loads ("Loading authors..."). */
  loading: string;
  /** What a failed load says in its place ("Authors could not be loaded."). */
  failed: string;
  /** What the section says when the data holds nothing (an empty list, or pages without items). */
  empty?: ReactNode;
  /** What the section shows of the data once it is in. */
  children: (data: T) => ReactNode;
}

const holdsNothing = (data: unknown) =>
  Array.isArray(data)
    ? data.length === 0
    : (data as InfiniteData<{ items?: unknown[] }>).pages?.every((page) => page.items?.length === 0) === true;

/**
 * A part of a page read by one query: a spinner while it loads, a sentence if it failed, `empty` if there is nothing
 * to show, then what it shows.
 */
export function Loaded<T>({ query, loading, failed, empty, children }: LoadedProps<T>) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) return <p className="reader-muted">{failed}</p>;
  if (empty !== undefined && holdsNothing(query.data)) return empty;
  return children(query.data);
}
