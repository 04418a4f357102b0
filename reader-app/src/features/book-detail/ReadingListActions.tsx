import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CheckIcon, HeartIcon, OpenBookIcon, Button, READING_STATUS_LABELS } from '@book/shared-ui';
import { errorMessage, selectIsSignedIn, toast, useSession, type ReadingStatus } from '@book/core';
import { switchEditionSaying, useSwitchEdition } from '../../common/api/edition-mutations';
import { useAddToReadingList, useUpdateEntry } from '../../common/api/reading-list-mutations';
import { readingListQuery } from '../../common/api/reading-list-queries';

const BUTTONS: { status: ReadingStatus; icon: ReactNode }[] = [
  { status: 'wishlist', icon: <HeartIcon /> },
  { status: 'reading', icon: <OpenBookIcon /> },
  { status: 'completed', icon: <CheckIcon /> },
];

/**
 * The three reading-list buttons of the book page: they add the book with that status or, when it is on the list
 * already, move it to that status (as the reading list's dropdown does), so "Completed" works on a book being read.
 * The list holds one entry per work: on the page of another edition of a listed work they move that entry, and the
 * page names the reader's edition and offers to switch the entry to this one.
 */
export function ReadingListActions({ bookId, work }: { bookId: string; work: string }) {
  const signedIn = useSession(selectIsSignedIn);
  const queryClient = useQueryClient();
  const entries = useQuery({ ...readingListQuery(), enabled: signedIn });
  const add = useAddToReadingList(bookId);
  const update = useUpdateEntry();
  const switchEdition = useSwitchEdition();
  const current = entries.data?.find((e) => e.work === work);
  const theirEdition = current && current.book._id !== bookId ? current.book : null;
  const pendingStatus = add.isPending ? add.variables : update.isPending ? update.variables?.changes.status : undefined;

  const onChoose = async (status: ReadingStatus) => {
    if (!signedIn) {
      toast.error('Please login to add books to your reading list');
      return;
    }
    if (pendingStatus) return;
    let listed = current;
    try {
      // Chosen before the reader's list has loaded (a tap as the page appears): the choice waits for it, so that a
      // listed book is moved rather than added twice.
      listed ??= (await queryClient.ensureQueryData(readingListQuery())).find((e) => e.work === work);
      if (listed?.status === status) return;
      if (listed) {
        await update.mutateAsync({ id: listed._id, changes: { status } });
        toast.success('Status updated successfully');
      } else {
        await add.mutateAsync(status);
        toast.success(`Added to ${READING_STATUS_LABELS[status]} list`);
      }
    } catch (err) {
      toast.error(errorMessage(err, listed ? 'Failed to update status' : 'Failed to add to reading list'));
    }
  };

  return (
    <div className="reader-rl-actions" role="group" aria-labelledby="reader-rl-actions-title">
      <p id="reader-rl-actions-title" className="reader-rl-actions__title">
        Add to reading list
      </p>
      <div className="reader-rl-actions__buttons">
        {BUTTONS.map(({ status, icon }) => (
          <Button
            key={status}
            variant={current?.status === status ? 'primary' : 'secondary'}
            aria-pressed={current ? current.status === status : undefined}
            size="sm"
            icon={icon}
            busy={pendingStatus === status}
            busyLabel={current ? undefined : 'Adding...'}
            disabled={pendingStatus !== undefined && pendingStatus !== status}
            onClick={() => void onChoose(status)}
          >
            {READING_STATUS_LABELS[status]}
          </Button>
        ))}
      </div>
      {current && (
        <p className="reader-muted" data-testid="reading-list-status">
          On your <Link to="/reading-list">reading list</Link> as {READING_STATUS_LABELS[current.status]}
          {theirEdition && (
            <>
              , in{' '}
              <Link to={`/books/${theirEdition._id}`}>
                {theirEdition.format ? `the ${theirEdition.format} edition` : 'another edition'}
              </Link>
            </>
          )}
        </p>
      )}
      {current && theirEdition && (
        <Button
          className="reader-rl-actions__switch"
          variant="secondary"
          size="sm"
          busy={switchEdition.isPending}
          busyLabel="Switching..."
          onClick={() => void switchEditionSaying(switchEdition, current._id, bookId)}
        >
          Switch to this edition
        </Button>
      )}
    </div>
  );
}
