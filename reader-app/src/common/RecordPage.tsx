import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, errorMessage, toast } from '@book/core';
import { Button, EmptyState, LinkButton, usePageTitle } from '@book/shared-ui';
import { PageLoader } from './PageLoader';

/** What a record's page (a book, an author, a series) says while the record is not shown. */
export interface RecordPageTexts {
  /** The page's title until the record is in ("Book"). */
  title: string;
  /** The loader's label ("Loading book..."). */
  loading: string;
  /** What a failed read says, as the page's heading and its toast ("Failed to load book details"). */
  failed: string;
  /** The heading when there is no such record ("Book not found"), also the page's title then. */
  notFound: string;
  /** The sentence under it. */
  notFoundMessage: string;
  icon: ReactNode;
  /** Where the not-found state leads instead. */
  back: { to: string; label: string };
}

/**
 * The page's title (the record's name once it is in) and the toast when its read fails for a reason of ours. Answers
 * whether the record is missing: only a 404 (or an id that cannot be one) means there is no such record.
 */
export function useRecordPage<T>(query: UseQueryResult<T>, texts: RecordPageTexts, name: (record: T) => string) {
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(query.data ? name(query.data) : missing ? texts.notFound : texts.title);
  useEffect(() => {
    if (query.error && !missing) toast.error(errorMessage(query.error, texts.failed));
  }, [query.error, missing, texts.failed]);
  return missing;
}

/**
 * What a record's page shows instead of the record: the loader while it loads (or while the page moves to another
 * record), a failure with a retry, or that there is no such record.
 */
export function RecordPageStates<T>({
  query,
  missing,
  texts,
}: {
  query: UseQueryResult<T>;
  missing: boolean;
  texts: RecordPageTexts;
}) {
  if (!query.isError) return <PageLoader label={texts.loading} />;
  if (!missing) {
    return (
      <EmptyState
        headingLevel={1}
        title={texts.failed}
        icon={texts.icon}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <EmptyState
      headingLevel={1}
      title={texts.notFound}
      message={texts.notFoundMessage}
      icon={texts.icon}
      action={<LinkButton to={texts.back.to}>{texts.back.label}</LinkButton>}
    />
  );
}
