import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Book } from '@book/core';
import { BookIcon } from '@book/shared-ui';
import { CatalogueManager } from '../../common/CatalogueManager';
import { usePagedList } from '../../common/use-paged-list';
import { useSearchText } from '../../common/use-search-text';
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
  const search = useSearchText();
  const books = usePagedList(adminBooksQuery(search.term));
  const modal = useDraftedFormModal<Book, BookFormValues>('book', EMPTY_FORM);

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

  return (
    <CatalogueManager<Book>
      noun={{ one: 'book', many: 'books' }}
      subtitle="Add, edit and remove books of the catalogue, in every status."
      search={{ ...search, placeholder: 'Search by title or author...' }}
      list={books}
      empty={{ message: 'Add the first book to the catalogue.', icon: <BookIcon /> }}
      table
      onAdd={modal.openCreate}
      remove={{
        mutation: useDeleteBook(),
        confirm: 'Are you sure you want to delete this book?',
      }}
      form={<BookFormModal book={modal.editing} {...modal.formProps} />}
    >
      {({ deletingId, handleDelete }) => (
        <BooksTable books={books.items} deletingId={deletingId} onEdit={modal.openEdit} onDelete={handleDelete} />
      )}
    </CatalogueManager>
  );
}
