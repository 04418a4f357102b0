import type { Genre } from '@book/core';
import { TagIcon } from '@book/shared-ui';
import { CardDescription } from '../../common/CardDescription';
import { CardFooter } from '../../common/CardFooter';

interface GenreCardProps {
  genre: Genre;
  deleting: boolean;
  disabled: boolean;
  onEdit: (genre: Genre) => void;
  onDelete: (genre: Genre) => void;
}

/** A genre in Manage Genres' grid: name, description (or "No description"), books, Edit and Delete. */
export function GenreCard({ genre, deleting, disabled, onEdit, onDelete }: GenreCardProps) {
  return (
    <article className="admin-card admin-genre-card" aria-labelledby={`admin-genre-${genre._id}`}>
      <div className="admin-genre-card__head">
        <span className="admin-genre-card__icon admin-tone-purple" aria-hidden="true">
          <TagIcon />
        </span>
        <h2 className="admin-card__title" id={`admin-genre-${genre._id}`}>
          {genre.name}
        </h2>
      </div>
      <CardDescription text={genre.description} />
      <CardFooter
        name={genre.name}
        bookCount={genre.bookCount}
        deleting={deleting}
        disabled={disabled}
        onEdit={() => onEdit(genre)}
        onDelete={() => onDelete(genre)}
      />
    </article>
  );
}
