import { useState, type ComponentType } from 'react';
import { errorMessage, toast, type Book, type Suggestion, type SuggestionSort } from '@book/core';
import { BookIcon, Button, LinkButton, formatDate } from '@book/shared-ui';
import { ManagePage } from '../../common/ManagePage';
import { actionsColumn, AdminTable } from '../../common/AdminTable';
import { useConfirmedDelete } from '../../common/use-confirmed-delete';
import { usePagedList } from '../../common/use-paged-list';
import { useApproveSeriesEntry, useApproveSuggestion, useDismissSuggestion } from './api/suggestions-mutations';
import { suggestionPrefill, type SuggestedBook } from './suggestion-prefill';
import { suggestionsQuery } from './api/suggestions-queries';
import './suggestions.css';

const SORT_OPTIONS: { value: SuggestionSort; label: string }[] = [
  { value: '-count', label: 'Most requested' },
  { value: '-createdAt', label: 'Newest' },
];

/** What the file said about the book besides title and author. */
function details(s: Suggestion): string {
  return [s.year ? String(s.year) : '', s.pages ? `${s.pages} pages` : '', s.publisher ?? '']
    .filter(Boolean)
    .join(' · ');
}

/** A readers' flag: the book flagged and the book they say it is the same as. */
type Duplicate = NonNullable<Suggestion['duplicate']>;

/** "Readers say X and Y are the same book" (one reader, "A reader says"). */
const duplicateText = (s: Suggestion, d: Duplicate) =>
  `${s.count === 1 ? 'A reader says' : 'Readers say'} ${d.book.title} and ${d.sameAs.title} are the same book`;

/** What Merge Duplicates starts from: the flagged book as the duplicate, the book it is the same as to keep. */
const mergeStart = (d: Duplicate) => ({
  merge: { _id: d.book._id, name: d.book.title },
  keep: { _id: d.sameAs._id, name: d.sameAs.title },
});

/** A reader's suggestion of a book for a series (readers name an existing series or a new one). */
type SeriesEntrySuggestion = NonNullable<Suggestion['seriesEntry']>;

/** "Book 2 of The Expanse" (a series readers name that does not exist yet says so). */
const seriesPlace = (e: SeriesEntrySuggestion) =>
  `Book ${e.position} of ${e.series.name}${e.series._id === null ? ' (a new series)' : ''}`;

/** "Readers say Caliban's War is Book 2 of The Expanse" (one reader, "A reader says"). */
const seriesText = (s: Suggestion, e: SeriesEntrySuggestion) =>
  `${s.count === 1 ? 'A reader says' : 'Readers say'} ${e.book.title} is ${seriesPlace(e)}`;

/** How a row's buttons name it: the book's title, or a flag's two titles. */
const rowName = (s: Suggestion) =>
  s.kind === 'duplicate' && s.duplicate ? `${s.duplicate.book.title} and ${s.duplicate.sameAs.title}` : s.title;

/** The Add New Book form that Approve opens, pre-filled (the books feature's, given by the route). */
export interface NewBookFormProps {
  open: boolean;
  book: null;
  prefill?: SuggestedBook | null;
  onClose: () => void;
  /** After a successful save, with the new book. */
  onSaved: (saved: Book) => void;
}

/**
 * Suggestions (/admin/suggestions): books readers asked for from their imports, and books readers flagged as the same
 * as another. Approve opens Add New Book pre-filled (`BookForm`: app/SuggestionsScreen.tsx gives the books feature's);
 * saving it links every suggesting reader's imported row to the new book. A flag's "Compare and merge" opens Merge
 * Duplicates with both books chosen. Dismiss after a confirmation.
 */
export default function ManageSuggestions({ BookForm }: { BookForm: ComponentType<NewBookFormProps> }) {
  const [sort, setSort] = useState<SuggestionSort>('-count');
  const suggestions = usePagedList(suggestionsQuery(sort));
  const approve = useApproveSuggestion();
  const addToSeries = useApproveSeriesEntry();
  const approveSeriesEntry = async (e: SeriesEntrySuggestion, id: string) => {
    try {
      await addToSeries.mutateAsync(id);
      toast.success(`${e.book.title} added as ${seriesPlace(e).replace(' (a new series)', '')}`);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to approve suggestion'));
    }
  };
  const [approving, setApproving] = useState<{ suggestion: Suggestion; prefill: SuggestedBook } | null>(null);

  const { deletingId, handleDelete, confirmDialog } = useConfirmedDelete<Suggestion>(useDismissSuggestion(), {
    message: 'Are you sure you want to dismiss this suggestion?',
    confirmLabel: 'Dismiss',
    success: 'Suggestion dismissed',
    failure: 'Failed to dismiss suggestion',
  });

  const onBookCreated = async (suggestion: Suggestion, book: Book) => {
    setApproving(null);
    try {
      const { linked } = await approve.mutateAsync({ id: suggestion._id, bookId: book._id });
      toast.success(`Suggestion approved: ${linked} ${linked === 1 ? 'reader' : 'readers'} linked to ${book.title}`);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to approve suggestion'));
    }
  };

  return (
    <ManagePage
      title="Suggestions"
      subtitle="Books readers asked for when their imports found no match in the catalogue, books they say are the same, and books they place in a series."
      filter={{ label: 'Sort suggestions', options: SORT_OPTIONS, value: sort, onChange: setSort }}
      count={{ noun: 'suggestions' }}
      list={suggestions}
      loadError="Failed to load suggestions"
      empty={{
        title: 'No suggestions',
        message: 'When readers suggest books from their imports, or say two books are the same, they appear here.',
        icon: <BookIcon />,
      }}
      panel={{ label: 'Suggestions' }}
      after={
        <>
          <BookForm
            open={approving !== null}
            book={null}
            prefill={approving?.prefill}
            onClose={() => setApproving(null)}
            onSaved={(book) => approving && void onBookCreated(approving.suggestion, book)}
          />
          {confirmDialog}
        </>
      }
    >
      <AdminTable
        rows={suggestions.items}
        rowKey={(s) => s._id}
        rowTestId="admin-suggestion-row"
        columns={[
          {
            header: 'Book',
            primary: true,
            cell: (s) =>
              s.kind === 'duplicate' && s.duplicate ? (
                <span className="admin-suggestion__title">{duplicateText(s, s.duplicate)}</span>
              ) : s.kind === 'series' && s.seriesEntry ? (
                <span className="admin-suggestion__title">{seriesText(s, s.seriesEntry)}</span>
              ) : (
                <>
                  <span className="admin-suggestion__title">{s.title}</span>
                  {details(s) && <span className="admin-muted admin-suggestion__details">{details(s)}</span>}
                </>
              ),
          },
          { header: 'Author', cell: (s) => s.author || <span className="admin-muted">Unknown</span> },
          { header: 'ISBN', cell: (s) => s.isbn ?? <span className="admin-muted">None</span> },
          {
            header: 'Requests',
            cell: (s) => (
              <span
                className="admin-suggestion__count"
                aria-label={`${s.count} ${s.count === 1 ? 'reader' : 'readers'}`}
              >
                {s.count}
              </span>
            ),
          },
          { header: 'Suggested', cell: (s) => formatDate(s.createdAt) },
          actionsColumn<Suggestion>((s) => (
            <>
              {s.kind === 'duplicate' && s.duplicate ? (
                <LinkButton
                  size="sm"
                  to="/admin/merges"
                  state={mergeStart(s.duplicate)}
                  aria-label={`Compare and merge ${rowName(s)}`}
                >
                  Compare and merge
                </LinkButton>
              ) : s.kind === 'series' && s.seriesEntry ? (
                <Button
                  size="sm"
                  busy={addToSeries.isPending && addToSeries.variables === s._id}
                  disabled={deletingId !== null || addToSeries.isPending}
                  onClick={() => void approveSeriesEntry(s.seriesEntry!, s._id)}
                  aria-label={`Add ${s.title} to ${s.seriesEntry.series.name}`}
                >
                  Add to series
                </Button>
              ) : (
                <Button
                  size="sm"
                  onClick={() => setApproving({ suggestion: s, prefill: suggestionPrefill(s) })}
                  disabled={deletingId !== null}
                  aria-label={`Approve ${s.title}`}
                >
                  Approve
                </Button>
              )}
              <Button
                variant="secondary"
                size="sm"
                busy={deletingId === s._id}
                disabled={deletingId !== null}
                onClick={() => void handleDelete(s)}
                aria-label={`Dismiss ${rowName(s)}`}
              >
                Dismiss
              </Button>
            </>
          )),
        ]}
      />
    </ManagePage>
  );
}
