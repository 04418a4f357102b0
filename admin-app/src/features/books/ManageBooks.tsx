import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Book } from '@book/core';
import { BookIcon, Button, PlusIcon, useConfirm, usePageTitle } from '@book/shared-ui';
import { useConfirmedDelete } from '../../common/use-confirmed-delete';
import { AdminPageHeader } from '../../common/AdminPageHeader';
import { ListState } from '../../common/ListState';
import { LoadMore } from '../../common/LoadMore';
import { useLoadErrorToast } from '../../common/use-load-error';
import { usePagedList } from '../../common/use-paged-list';
import { useSearchText } from '../../common/use-search-text';
import { ListToolbar } from '../../common/ListToolbar';
import { useDraftedFormModal } from '../../common/form-draft';
import { BookFormModal } from './BookFormModal';
import { BooksTable } from './BooksTable';
import { useDeleteBook } from './api/books-mutations';
import { adminBooksQuery } from './api/books-queries';
import { bookFormDefaults, type BookFormValues } from './book-form';
import './books.css';

const EMPTY_FORM = bookFormDefaults(null);

/** Manage Books (/admin/books): every status, searched on the server, paged with "Load more". */
export default function ManageBooks() {
  usePageTitle('Manage Books');
  const search = useSearchText();
  const books = usePagedList(adminBooksQuery(search.term));
  useLoadErrorToast(books, 'Failed to load books');
  const deleteBook = useDeleteBook();
  const modal = useDraftedFormModal<Book, BookFormValues>('book', EMPTY_FORM);
  const [confirm, confirmDialog] = useConfirm();

  // "Add New Book" on the dashboard opens the create form.
  const location = useLocation();
  const navigate = useNavigate();
  const { openCreate, close } = modal;
  useEffect(() => {
    if ((location.state as { create?: boolean } | null)?.create) {
      close(); // a draft found on arrival gives way
      openCreate();
      navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate, openCreate, close]);

  const { deletingId, handleDelete } = useConfirmedDelete<Book>({
    confirm,
    message: 'Are you sure you want to delete this book?',
    remove: (book) => deleteBook.mutateAsync(book._id),
    success: 'Book deleted successfully',
    failure: 'Failed to delete book',
  });

  const searching = search.typing || books.refreshing;

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Manage Books"
        subtitle="Add, edit and remove books of the catalogue, in every status."
        actions={
          <Button icon={<PlusIcon />} onClick={modal.openCreate}>
            Add Book
          </Button>
        }
      />

      <ListToolbar
        search={{
          label: 'Search books',
          value: search.text,
          onChange: search.setText,
          placeholder: 'Search by title or author...',
        }}
        count={{ shown: books.items.length, total: books.total, noun: 'books', searching }}
      />

      <section className="admin-panel" aria-label="Books">
        <ListState
          loading={books.isPending}
          error={books.isError}
          empty={books.items.length === 0}
          emptyTitle="No books found"
          emptyMessage={search.term ? 'Try a different search.' : 'Add the first book to the catalogue.'}
          emptyIcon={<BookIcon />}
          onRetry={() => books.refetch()}
        >
          <BooksTable books={books.items} deletingId={deletingId} onEdit={modal.openEdit} onDelete={handleDelete} />
          <LoadMore pages={books} />
        </ListState>
      </section>

      <BookFormModal
        open={modal.open}
        book={modal.editing}
        onClose={modal.close}
        onSaved={modal.close}
        draft={modal.draft}
        onDraftChange={modal.keepDraft}
      />
      {confirmDialog}
    </div>
  );
}
