import { type Author } from '@book/core';
import { BookIcon, Button, EditIcon, TrashIcon } from '@book/shared-ui';
import { yearOf } from '../../common/text';
import { AuthorAvatar } from './AuthorAvatar';

interface AuthorCardProps {
  author: Author;
  deleting: boolean;
  disabled: boolean;
  onEdit: (author: Author) => void;
  onDelete: (author: Author) => void;
}

export function AuthorCard({ author, deleting, disabled, onEdit, onDelete }: AuthorCardProps) {
  const born = yearOf(author.birthDate);
  return (
    <article className="admin-card admin-author-card" aria-labelledby={`admin-author-${author._id}`}>
      <div className="admin-author-card__head">
        <AuthorAvatar src={author.avatar} name={author.name} />
        <div className="admin-author-card__id">
          <h2 className="admin-card__title" id={`admin-author-${author._id}`}>
            {author.name}
          </h2>
          {author.nationality && <p className="admin-card__meta">{author.nationality}</p>}
          {born !== null && <p className="admin-card__meta">Born {born}</p>}
        </div>
      </div>
      {author.biography && <p className="admin-clamp-3">{author.biography}</p>}
      <div className="admin-card__footer">
        <span className="admin-pill">
          <BookIcon /> {author.bookCount} {author.bookCount === 1 ? 'book' : 'books'}
        </span>
        <div className="admin-card__actions">
          <Button
            variant="secondary"
            size="sm"
            icon={<EditIcon />}
            onClick={() => onEdit(author)}
            aria-label={`Edit ${author.name}`}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            size="sm"
            icon={<TrashIcon />}
            busy={deleting}
            disabled={disabled}
            onClick={() => onDelete(author)}
            aria-label={`Delete ${author.name}`}
          >
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
