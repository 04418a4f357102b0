import { BookIcon, Button, EditIcon, TrashIcon } from '@book/shared-ui';

interface CardFooterProps {
  /** What the card shows (an author's, a genre's or a series' name), for its buttons' labels. */
  name: string;
  bookCount: number;
  deleting: boolean;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The foot of an author's, a genre's or a series' card: how many books it has, then Edit and Delete. */
export function CardFooter({ name, bookCount, deleting, disabled, onEdit, onDelete }: CardFooterProps) {
  return (
    <div className="admin-card__footer">
      <span className="admin-pill">
        <BookIcon /> {bookCount} {bookCount === 1 ? 'book' : 'books'}
      </span>
      <div className="admin-card__actions">
        <Button variant="secondary" size="sm" icon={<EditIcon />} onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button
          variant="danger"
          size="sm"
          icon={<TrashIcon />}
          busy={deleting}
          disabled={disabled}
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      </div>
    </div>
  );
}
