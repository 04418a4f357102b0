import { type Book } from '@book/core';
import { BookCover, bookFormatLabel, Button, EditIcon, StarRating, StatusBadge, TrashIcon } from '@book/shared-ui';
import { actionsColumn, AdminTable, type AdminColumn } from '../../common/AdminTable';
import { MergeLink } from '../../common/MergeLink';
import { statusLabel } from './book-form';

interface BooksTableProps {
  books: Book[];
  deletingId: string | null;
  onEdit: (book: Book) => void;
  onDelete: (book: Book) => void;
}

/**
 * Book (with its edition's format), Author, Rating, Status, Actions (Edit, Merge, Group editions, Delete); on phones
 * each row becomes a card.
 */
export function BooksTable({ books, deletingId, onEdit, onDelete }: BooksTableProps) {
  const columns: AdminColumn<Book>[] = [
    {
      header: 'Book',
      primary: true,
      cell: (book) => (
        <div className="admin-book-cell">
          <BookCover src={book.coverImage} title={book.title} size="sm" />
          <div className="admin-book-cell__text">
            <span className="admin-book-cell__title">{book.title}</span>
            {book.format && (
              <span className="admin-book-cell__format" data-testid="admin-book-format">
                {bookFormatLabel(book.format)}
              </span>
            )}
            {book.genres.length > 0 && (
              <span className="admin-book-cell__genres">{book.genres.map((g) => g.name).join(', ')}</span>
            )}
          </div>
        </div>
      ),
    },
    { header: 'Author', cell: (book) => book.author?.name ?? <span className="admin-muted">Unknown</span> },
    {
      header: 'Rating',
      cell: (book) => (
        <span className="admin-rating-cell">
          <StarRating value={book.averageRating} size="sm" />
          <span className="admin-muted">({book.reviewCount})</span>
        </span>
      ),
    },
    { header: 'Status', cell: (book) => <StatusBadge status={book.status} label={statusLabel(book.status)} /> },
    actionsColumn((book) => (
      <>
        <Button
          variant="ghost"
          size="sm"
          icon={<EditIcon />}
          onClick={() => onEdit(book)}
          aria-label={`Edit ${book.title}`}
          title="Edit"
        >
          <span className="admin-action-label">Edit</span>
        </Button>
        <MergeLink kind="books" id={book._id} name={book.title} />
        <MergeLink kind="books" action="group" id={book._id} name={book.title} />
        <Button
          variant="ghost"
          size="sm"
          icon={<TrashIcon />}
          className="admin-danger-ghost"
          busy={deletingId === book._id}
          disabled={deletingId !== null}
          onClick={() => onDelete(book)}
          aria-label={`Delete ${book.title}`}
          title="Delete"
        >
          <span className="admin-action-label">Delete</span>
        </Button>
      </>
    )),
  ];
  return (
    <AdminTable
      rows={books}
      columns={columns}
      rowKey={(book) => book._id}
      rowTestId="admin-book-row"
      className="admin-books-table"
    />
  );
}
