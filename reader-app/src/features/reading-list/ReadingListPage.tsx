import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, toast, type ReadingListEntry, type ReadingStatus } from '@book/core';
import { PageLoader } from '../../common/PageLoader';
import {
  BooksIcon,
  Button,
  EmptyState,
  formatNumber,
  LinkButton,
  PageHeader,
  READING_STATUS_LABELS,
  useConfirm,
  usePageTitle,
} from '@book/shared-ui';
import { useRemoveEntry, useUpdateEntry } from '../../common/api/reading-list-mutations';
import { readingListQuery } from '../../common/api/reading-list-queries';
import { switchEditionSaying, useSwitchEdition } from '../../common/api/edition-mutations';
import { EntryRow } from './EntryRow';
import type { ReadingDatesChange } from './ReadingDates';
import { StatusFilter, type Filter } from './StatusFilter';
import './reading-list.css';

// Entries shown at first, and added by each "Show more": a list imported from another site may hold thousands, and a
// phone renders (and re-renders on every change) only what is shown.
export const ENTRIES_PER_STEP = 50;

export default function ReadingListPage() {
  usePageTitle('Reading List');
  const list = useQuery(readingListQuery());
  const updateEntry = useUpdateEntry();
  const remove = useRemoveEntry();
  const switchEdition = useSwitchEdition();
  const [filter, setFilter] = useState<Filter>('all');
  const [visible, setVisible] = useState(ENTRIES_PER_STEP);
  const [confirm, confirmDialog] = useConfirm();

  useEffect(() => {
    if (list.error) toast.error(errorMessage(list.error, 'Failed to load reading list'));
  }, [list.error]);

  const entries = useMemo(() => list.data ?? [], [list.data]);
  const shown = filter === 'all' ? entries : entries.filter((e) => e.status === filter);

  const onStatus = async (entry: ReadingListEntry, status: ReadingStatus) => {
    if (status === entry.status || updateEntry.isPending) return;
    try {
      await updateEntry.mutateAsync({ id: entry._id, changes: { status } });
      toast.success('Status updated successfully');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to update status'));
    }
  };

  const onDates = async (entry: ReadingListEntry, dates: ReadingDatesChange) => {
    if (updateEntry.isPending) return false;
    try {
      await updateEntry.mutateAsync({ id: entry._id, changes: dates });
      toast.success('Reading dates updated');
      return true;
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to update reading dates'));
      return false;
    }
  };

  const onEdition = (entry: ReadingListEntry, book: string) => switchEditionSaying(switchEdition, entry._id, book);

  const onRemove = async (entry: ReadingListEntry) => {
    if (remove.isPending) return;
    if (
      !(await confirm('Are you sure you want to remove this book from your reading list?', { confirmLabel: 'Remove' }))
    )
      return;
    try {
      await remove.mutateAsync(entry._id);
      toast.success('Book removed from reading list');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to remove book'));
    }
  };

  return (
    <div className="reader-reading-list">
      <PageHeader
        title="My Reading List"
        subtitle="Track what you want to read, are reading and have finished"
        actions={
          <LinkButton to="/reading-list/import" variant="secondary">
            Import & export
          </LinkButton>
        }
      />
      {list.isPending ? (
        <PageLoader label="Loading reading list..." />
      ) : list.isError ? (
        <EmptyState
          title="Failed to load reading list"
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          title="Your reading list is empty"
          message="Add books from their pages to keep track of what you read."
          icon={<BooksIcon />}
          action={<LinkButton to="/books">Browse Books</LinkButton>}
        />
      ) : (
        <>
          <StatusFilter
            entries={entries}
            filter={filter}
            onChange={(next) => {
              setFilter(next);
              setVisible(ENTRIES_PER_STEP);
            }}
          />
          {shown.length === 0 ? (
            <EmptyState title={`No books in ${READING_STATUS_LABELS[filter as ReadingStatus] ?? 'this list'}`} />
          ) : (
            <ul className="reader-stack">
              {shown.slice(0, visible).map((entry) => (
                <li key={entry._id}>
                  <EntryRow
                    entry={entry}
                    updating={updateEntry.isPending && updateEntry.variables?.id === entry._id}
                    removing={remove.isPending && remove.variables === entry._id}
                    switching={switchEdition.isPending && switchEdition.variables?.id === entry._id}
                    onStatus={(status) => void onStatus(entry, status)}
                    onDates={(dates) => onDates(entry, dates)}
                    onEdition={(book) => onEdition(entry, book)}
                    onRemove={() => void onRemove(entry)}
                  />
                </li>
              ))}
            </ul>
          )}
          {shown.length > visible ? (
            <div className="reader-rl-more">
              <p className="reader-muted" aria-live="polite">
                Showing {formatNumber(visible)} of {formatNumber(shown.length)} books
              </p>
              <Button variant="secondary" onClick={() => setVisible((n) => n + ENTRIES_PER_STEP)}>
                Show more
              </Button>
            </div>
          ) : null}
        </>
      )}
      {confirmDialog}
    </div>
  );
}
