import { type Author } from '@book/core';
import { CardFooter } from '../../common/CardFooter';
import { MergeLink } from '../../common/MergeLink';
import { yearOf } from '../../common/text';
import { AuthorAvatar } from './AuthorAvatar';

interface AuthorCardProps {
  author: Author;
  deleting: boolean;
  disabled: boolean;
  onEdit: (author: Author) => void;
  onDelete: (author: Author) => void;
}

/** An author in Manage Authors' grid: photo, name, nationality, birth year, biography, books, Edit and Delete. */
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
      {author.biography && <p className="admin-card__blurb ui-clamp-3">{author.biography}</p>}
      <MergeLink kind="authors" id={author._id} name={author.name} className="admin-author-card__merge" />
      <CardFooter
        name={author.name}
        bookCount={author.bookCount}
        deleting={deleting}
        disabled={disabled}
        onEdit={() => onEdit(author)}
        onDelete={() => onDelete(author)}
      />
    </article>
  );
}
