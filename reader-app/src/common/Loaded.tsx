import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { Spinner } from './kit';

interface LoadedProps<T> {
  query: UseQueryResult<T> | UseInfiniteQueryResult<T>;
  /** The spinner's label while it loads ("Loading authors..."). */
  loading: string;
  /** What a failed load says in its place ("Authors could not be loaded."). */
  failed: string;
  /** What the section shows of the data once it is in. */
  children: (data: T) => ReactNode;
}

/** A part of a page read by one query: a spinner while it loads, a sentence if it failed, then what it shows. */
export function Loaded<T>({ query, loading, failed, children }: LoadedProps<T>) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) return <p className="reader-muted">{failed}</p>;
  return children(query.data);
}
