import { Link } from 'react-router-dom';
import { Avatar } from '@book/shared-ui';
import './reader-link.css';

/** The page of a reader: where every username shown to readers leads. */
export function readerPath(username: string): string {
  return `/readers/${encodeURIComponent(username)}`;
}

/**
 * A reader's name as a link to their page, with their avatar in the same link when asked (one tab stop, named by
 * the username alone: the picture is decoration beside it).
 */
export function ReaderLink({
  reader,
  avatar,
  className = 'reader-link',
}: {
  reader: { username: string; avatar?: string | null };
  avatar?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  return (
    <Link to={readerPath(reader.username)} className={avatar ? `reader-person ${className}` : className}>
      {avatar && (
        <span className="reader-person__avatar" aria-hidden="true">
          <Avatar src={reader.avatar} name={reader.username} size={avatar} />
        </span>
      )}
      <span className="reader-person__name">{reader.username}</span>
    </Link>
  );
}

/**
 * A reader's avatar as a link to their page, for a pointer, beside a ReaderLink with their name: left out of the
 * tab order and of what assistive technology reads, which reach the same page through the name.
 */
export function ReaderAvatarLink({
  reader,
  size = 'md',
}: {
  reader: { username: string; avatar?: string | null };
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Link to={readerPath(reader.username)} className="reader-avatar-link" tabIndex={-1} aria-hidden="true">
      <Avatar src={reader.avatar} name={reader.username} size={size} />
    </Link>
  );
}
