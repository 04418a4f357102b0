import { useState } from 'react';
import { errorMessage, toast, type Book, type Suggestion, type SuggestionSort } from '@book/core';
import { BookIcon, Button, formatDate, SelectField, useConfirm, usePageTitle } from '@book/shared-ui';
import { AdminPageHeader } from '../../common/AdminPageHeader';
import { AdminTable } from '../../common/AdminTable';
import { ListToolbar } from '../../common/ListToolbar';
import { ListState } from '../../common/ListState';
import { LoadMore } from '../../common/LoadMore';
import { useConfirmedDelete } from '../../common/use-confirmed-delete';
import { useLoadErrorToast } from '../../common/use-load-error';
import { usePagedList } from '../../common/use-paged-list';
import { BookFormModal, type BookPrefill } from '../books/BookFormModal';
import { useApproveSuggestion, useDismissSuggestion } from './api/suggestions-mutations';
import { suggestionPrefill } from './suggestion-prefill';
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

/**
 * Suggestions (/admin/suggestions): books readers asked for from their imports. Approve opens Add New Book
 * pre-filled; saving it links every suggesting reader's imported row to the new book. Dismiss after a confirmation.
 */
export default function ManageSuggestions() {
  usePageTitle('Suggestions');
  const [sort, setSort] = useState<SuggestionSort>('-count');
  const suggestions = usePagedList(suggestionsQuery(sort));
  useLoadErrorToast(suggestions, 'Failed to load suggestions');
  const dismiss = useDismissSuggestion();
  const approve = useApproveSuggestion();
  const [approving, setApproving] = useState<{ suggestion: Suggestion; prefill: BookPrefill } | null>(null);
  const [confirm, confirmDialog] = useConfirm();

  const { deletingId, handleDelete } = useConfirmedDelete<Suggestion>({
    confirm: (message) => confirm(message, { confirmLabel: 'Dismiss' }),
    message: 'Are you sure you want to dismiss this suggestion?',
    remove: (s) => dismiss.mutateAsync(s._id),
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
    <div className="admin-page">
      <AdminPageHeader
        title="Suggestions"
        subtitle="Books readers asked for when their imports found no match in the catalogue."
      />

      <ListToolbar
        filter={
          <SelectField
            label="Sort suggestions"
            options={SORT_OPTIONS}
            value={sort}
            onChange={(e) => setSort(e.target.value as SuggestionSort)}
          />
        }
        count={{ shown: suggestions.items.length, total: suggestions.total, noun: 'suggestions' }}
      />

      <section className="admin-panel" aria-label="Suggestions">
        <ListState
          loading={suggestions.isPending}
          error={suggestions.isError}
          empty={suggestions.items.length === 0}
          emptyTitle="No suggestions"
          emptyMessage="When readers suggest books from their imports, they appear here."
          emptyIcon={<BookIcon />}
          onRetry={() => suggestions.refetch()}
        >
          <AdminTable
            rows={suggestions.items}
            rowKey={(s) => s._id}
            rowTestId="admin-suggestion-row"
            columns={[
              {
                header: 'Book',
                primary: true,
                cell: (s) => (
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
              {
                header: 'Actions',
                hiddenHeader: true,
                cell: (s) => (
                  <div className="admin-table__actions">
                    <Button
                      size="sm"
                      onClick={() => setApproving({ suggestion: s, prefill: suggestionPrefill(s) })}
                      disabled={deletingId !== null}
                      aria-label={`Approve ${s.title}`}
                    >
                      Approve
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      busy={deletingId === s._id}
                      disabled={deletingId !== null}
                      onClick={() => void handleDelete(s)}
                      aria-label={`Dismiss ${s.title}`}
                    >
                      Dismiss
                    </Button>
                  </div>
                ),
              },
            ]}
          />
          <LoadMore pages={suggestions} />
        </ListState>
      </section>

      <BookFormModal
        open={approving !== null}
        book={null}
        prefill={approving?.prefill}
        onClose={() => setApproving(null)}
        onSaved={(book) => approving && void onBookCreated(approving.suggestion, book)}
      />
      {confirmDialog}
    </div>
  );
}
