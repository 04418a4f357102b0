import { useCallback, useEffect, useRef, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Author, type Book } from '@book/core';
import { mergesApi, type CatalogueJob } from '../../../common/api/merges-calls';
import { adminKeys } from '../../../common/query-keys';

/** How often a running job is read again. */
export const JOB_POLL_MS = 1000;

/** The job the server answered 202 with, read again every JOB_POLL_MS while it runs, no more once done or failed. */
export const catalogueJobQuery = (started: CatalogueJob | null) =>
  queryOptions({
    queryKey: adminKeys.catalogueJob(started?._id ?? ''),
    queryFn: ({ signal }) => mergesApi.job(started?._id ?? '', signal),
    enabled: started !== null,
    initialData: started ?? undefined,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? JOB_POLL_MS : false),
  });

interface Waiting {
  resolve: (kept: Book | Author) => void;
  reject: (error: unknown) => void;
}

/**
 * Follows the job of a merge, a grouping or a split: `job` is where it has got (undefined when none runs), and
 * `follow(started)` settles once it ends: the kept record when done; a failed job rejects with its message, which the
 * server wrote for the administrator (shown as a refused request's would be).
 */
export function useCatalogueJob() {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<CatalogueJob | null>(null);
  const waiting = useRef<Waiting | null>(null);
  const read = useQuery(catalogueJobQuery(started));
  const job = started ? read.data : undefined;

  useEffect(() => {
    const settle = waiting.current;
    if (!settle || !started || (!read.isError && job?.status === 'running')) return;
    waiting.current = null;
    setStarted(null);
    queryClient.removeQueries({ queryKey: adminKeys.catalogueJob(started._id) });
    if (read.isError) settle.reject(read.error);
    else if (job?.status === 'done' && job.result) settle.resolve(job.result);
    else settle.reject(new ApiError(500, job?.message ?? '', undefined, !!job?.message));
  }, [queryClient, started, job, read.isError, read.error]);

  const follow = useCallback(
    (first: CatalogueJob) =>
      new Promise<Book | Author>((resolve, reject) => {
        waiting.current = { resolve, reject };
        setStarted(first);
      }),
    [],
  );
  return { job, follow };
}
