import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@book/core';
import { Button, Spinner } from '@book/shared-ui';

/** A merge's or a grouping's preview: loading, failed with a retry, or read and shown by `children`. */
export function PreviewStates<T>({
  preview,
  children,
}: {
  preview: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (preview.isPending)
    return (
      <div className="admin-merge-loading">
        <Spinner label="Loading the preview..." />
      </div>
    );
  if (preview.isError)
    return (
      <div className="admin-panel admin-merge-error" role="alert">
        <p>{errorMessage(preview.error, 'Failed to load the preview')}</p>
        <Button variant="secondary" size="sm" onClick={() => void preview.refetch()}>
          Try again
        </Button>
      </div>
    );
  return children(preview.data);
}
