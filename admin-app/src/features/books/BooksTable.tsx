import { type Book } from '@book/core';
import { BookCover, Button, StarRating, StatusBadge } from '@book/shared-ui';
import { EditIcon, TrashIcon } from '../../common/icons';
import { statusLabel } from './book-form';

interface BooksTableProps {
  books: Book[];
  deletingId: string | null;
  onEdit: (book: Book) => void;
  onDelete: (book: Book) => void;
}

/** Book, Author, Rating, Status, Actions; on phones each row becomes a card. */
export function BooksTable({ books, deletingId, onEdit, onDelete }: BooksTableProps) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--cards admin-books-table">
        <thead>
          <tr>
            <th scope="col">Book</th>
            <th scope="col">Author</th>
            <th scope="col">Rating</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="admin-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {books.map((book) => (
            <tr key={book._id} data-testid="admin-book-row">
              <td className="admin-table__primary">
                <div className="admin-book-cell">
                  <BookCover src={book.coverImage} title={book.title} size="sm" />
                  <div className="admin-book-cell__text">
                    <span className="admin-book-cell__title">{book.title}</span>
                    {book.genres.length > 0 && <span className="admin-book-cell__genres">{book.genres.map((g) => g.name).join(', ')}</span>}
                  </div>
                </div>
              </td>
              <td data-label="Author">{book.author?.name ?? <span className="admin-muted">Unknown</span>}</td>
              <td data-label="Rating">
                <span className="admin-rating-cell">
                  <StarRating value={book.averageRating} size="sm" />
                  <span className="admin-muted">({book.reviewCount})</span>
                </span>
              </td>
              <td data-label="Status">
                <StatusBadge status={book.status} label={statusLabel(book.status)} />
              </td>
              <td data-label="Actions">
                <div className="admin-table__actions">
                  <Button variant="ghost" size="sm" icon={<EditIcon />} onClick={() => onEdit(book)} aria-label={`Edit ${book.title}`} title="Edit">
                    <span className="admin-action-label">Edit</span>
                  </Button>
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
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
