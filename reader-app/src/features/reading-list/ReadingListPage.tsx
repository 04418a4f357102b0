import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { errorMessage, toast, type ReadingListEntry, type ReadingStatus } from '@book/core';
import { BooksIcon } from '../../common/icons';
import { PageLoader } from '../../common/PageLoader';
import {
  BookCover,
  Button,
  EmptyState,
  LinkButton,
  PageHeader,
  READING_STATUS_LABELS,
  SelectField,
  StarRating,
  TextField,
  formatDate,
  formatDay,
  formatNumber,
  localDay,
  useConfirm,
  usePageTitle,
} from '../../common/kit';
import { useRemoveEntry, useUpdateEntry } from './api/reading-list-mutations';
import { readingListQuery } from './api/reading-list-queries';
import './reading-list.css';

export const STATUSES: ReadingStatus[] = ['wishlist', 'reading', 'completed', 'favourite', 'abandoned'];
const STATUS_OPTIONS = STATUSES.map((s) => ({ value: s, label: READING_STATUS_LABELS[s] }));

type Filter = 'all' | ReadingStatus;

// Entries shown at first, and added by each "Show more": a list imported from another site may hold thousands, and a
// phone renders (and re-renders on every change) only what is shown.
export const ENTRIES_PER_STEP = 50;

/** A reading date (a day, kept as its UTC midnight: formatDay) as a date input holds it. */
const dateInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The started / finished line of an entry, with a small form to edit both dates. */
function ReadingDates({
  entry,
  title,
  saving,
  onSave,
}: {
  entry: ReadingListEntry;
  title: string;
  saving: boolean;
  onSave: (dates: { startedAt: string | null; finishedAt: string | null }) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState(false);
  const [startedAt, setStartedAt] = useState('');
  const [finishedAt, setFinishedAt] = useState('');
  const [error, setError] = useState('');

  const open = () => {
    setStartedAt(dateInput(entry.startedAt));
    setFinishedAt(dateInput(entry.finishedAt));
    setError('');
    setEditing(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (startedAt && finishedAt && finishedAt < startedAt)
      return setError('Finish date cannot be before the start date');
    if (await onSave({ startedAt: startedAt || null, finishedAt: finishedAt || null })) setEditing(false);
  };

  if (!editing) {
    const parts = [
      entry.startedAt && `Started ${formatDay(entry.startedAt)}`,
      entry.finishedAt && `Finished ${formatDay(entry.finishedAt)}`,
    ].filter(Boolean);
    return (
      <p className="reader-muted reader-rl-entry__dates">
        {parts.length ? parts.join(' · ') : 'No reading dates'}
        <button
          type="button"
          className="reader-rl-entry__edit-dates"
          onClick={open}
          aria-label={`Edit dates of ${title}`}
        >
          Edit dates
        </button>
      </p>
    );
  }
  return (
    <form
      className="reader-rl-dates"
      onSubmit={(e) => void submit(e)}
      aria-label={`Reading dates of ${title}`}
      noValidate
    >
      <TextField
        label="Started"
        type="date"
        value={startedAt}
        max={localDay()}
        onChange={(e) => setStartedAt(e.target.value)}
      />
      <TextField
        label="Finished"
        type="date"
        value={finishedAt}
        min={startedAt || undefined}
        max={localDay()}
        onChange={(e) => setFinishedAt(e.target.value)}
        error={error || undefined}
      />
      <div className="reader-rl-dates__actions">
        <Button type="submit" size="sm" busy={saving} busyLabel="Saving...">
          Save dates
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setEditing(false)} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function EntryRow({
  entry,
  updating,
  removing,
  onStatus,
  onDates,
  onRemove,
}: {
  entry: ReadingListEntry;
  updating: boolean;
  removing: boolean;
  onStatus: (status: ReadingStatus) => void;
  onDates: (dates: { startedAt: string | null; finishedAt: string | null }) => Promise<boolean>;
  onRemove: () => void;
}) {
  const book = entry.book;
  const title = book?.title ?? 'Unknown book';
  // A book no longer published keeps its place on the list by its title only: its page is gone, so nothing links to it.
  const available = Boolean(book?.available);
  return (
    <article className="reader-rl-entry" data-testid="reading-list-entry" aria-labelledby={`rl-${entry._id}`}>
      {available ? (
        <Link to={`/books/${book._id}`} className="reader-rl-entry__cover" tabIndex={-1} aria-hidden="true">
          <BookCover src={book.coverImage} title={title} size="fluid" sizes="72px" />
        </Link>
      ) : (
        <div className="reader-rl-entry__cover" aria-hidden="true">
          <BookCover title={title} size="fluid" />
        </div>
      )}
      <div className="reader-rl-entry__body">
        <h2 id={`rl-${entry._id}`} className="reader-rl-entry__title">
          {available ? <Link to={`/books/${book._id}`}>{title}</Link> : title}
        </h2>
        {available ? (
          <>
            <p className="reader-muted reader-rl-entry__author">by {book.author?.name ?? 'Unknown'}</p>
            <div className="reader-book-card__rating">
              <StarRating value={book.averageRating ?? 0} size="sm" />
              <span className="reader-muted">({book.reviewCount ?? 0})</span>
            </div>
          </>
        ) : (
          <p className="reader-muted reader-rl-entry__unavailable">No longer available</p>
        )}
        <p className="reader-muted reader-rl-entry__added">
          Added {formatDate(entry.createdAt)}
          {entry.rating ? ` · Your rating ${entry.rating}/5` : ''}
        </p>
        <ReadingDates entry={entry} title={title} saving={updating} onSave={onDates} />
      </div>
      <div className="reader-rl-entry__controls">
        <SelectField
          label={`Status for ${title}`}
          hideLabel
          value={entry.status}
          options={STATUS_OPTIONS}
          disabled={updating || removing}
          aria-busy={updating}
          onChange={(e) => onStatus(e.target.value as ReadingStatus)}
        />
        <Button
          variant="danger"
          size="sm"
          onClick={onRemove}
          busy={removing}
          busyLabel="Removing..."
          disabled={updating}
          aria-label={`Remove ${title}`}
        >
          Remove
        </Button>
      </div>
    </article>
  );
}

export default function ReadingListPage() {
  usePageTitle('Reading List');
  const list = useQuery(readingListQuery());
  const updateEntry = useUpdateEntry();
  const remove = useRemoveEntry();
  const [filter, setFilter] = useState<Filter>('all');
  const [visible, setVisible] = useState(ENTRIES_PER_STEP);
  const [confirm, confirmDialog] = useConfirm();

  useEffect(() => {
    if (list.error) toast.error(errorMessage(list.error, 'Failed to load reading list'));
  }, [list.error]);

  const entries = useMemo(() => list.data ?? [], [list.data]);
  const counts = useMemo(() => {
    const c: Record<Filter, number> = {
      all: entries.length,
      wishlist: 0,
      reading: 0,
      completed: 0,
      favourite: 0,
      abandoned: 0,
    };
    for (const e of entries) c[e.status] += 1;
    return c;
  }, [entries]);
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

  const onDates = async (entry: ReadingListEntry, dates: { startedAt: string | null; finishedAt: string | null }) => {
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

  const tabs: { value: Filter; label: string }[] = [
    { value: 'all', label: 'All' },
    ...STATUS_OPTIONS.map((o) => ({ value: o.value as Filter, label: o.label })),
  ];

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
          <div className="reader-rl-tabs" role="group" aria-label="Filter by status">
            {tabs.map((tab) => (
              <button
                key={tab.value}
                type="button"
                className={`reader-rl-tab${filter === tab.value ? ' is-active' : ''}`}
                aria-pressed={filter === tab.value}
                onClick={() => {
                  setFilter(tab.value);
                  setVisible(ENTRIES_PER_STEP);
                }}
              >
                {tab.label} <span className="reader-rl-tab__count">{counts[tab.value]}</span>
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <EmptyState title={`No books in ${READING_STATUS_LABELS[filter as ReadingStatus] ?? 'this list'}`} />
          ) : (
            <ul className="reader-rl-list">
              {shown.slice(0, visible).map((entry) => (
                <li key={entry._id}>
                  <EntryRow
                    entry={entry}
                    updating={updateEntry.isPending && updateEntry.variables?.id === entry._id}
                    removing={remove.isPending && remove.variables === entry._id}
                    onStatus={(status) => void onStatus(entry, status)}
                    onDates={(dates) => onDates(entry, dates)}
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
