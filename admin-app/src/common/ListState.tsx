import type { ReactNode } from 'react';
import { Button, EmptyState, Spinner } from '@book/shared-ui';

interface ListStateProps {
  loading: boolean;
  error: boolean;
  empty: boolean;
  emptyTitle: string;
  emptyMessage?: ReactNode;
  emptyIcon?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading spinner, load failure with a retry, empty state, or the list itself. */
export function ListState({
  loading,
  error,
  empty,
  emptyTitle,
  emptyMessage,
  emptyIcon,
  onRetry,
  children,
}: ListStateProps) {
  if (loading) {
    return (
      <div className="admin-list-state">
        <Spinner size="lg" />
      </div>
    );
  }
  if (error && empty) {
    return (
      <div className="admin-list-state">
        <EmptyState
          title="Something went wrong"
          message="The list could not be loaded."
          action={
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  if (empty) return <EmptyState title={emptyTitle} message={emptyMessage} icon={emptyIcon} />;
  return <>{children}</>;
}
