import { useQuery } from '@tanstack/react-query';
import { ReaderAvatarLink, ReaderLink } from '../../common/ReaderLink';
import { READING_STATUS_LABELS, StarRating } from '@book/shared-ui';
import { bookFriendsQuery } from './api/friends-queries';

/**
 * "Readers you follow" who have the book on their list, with where it is on it and their rating. Only for a signed-in
 * reader (the caller renders it for them alone), and only when there is someone to show.
 */
export function FriendsOnBook({ bookId }: { bookId: string }) {
  const friends = useQuery(bookFriendsQuery(bookId));
  if (!friends.data?.length) return null;
  return (
    <section className="reader-section reader-book-friends" aria-labelledby="reader-book-friends-title">
      <h2 id="reader-book-friends-title">Readers you follow</h2>
      <ul className="reader-book-friends__list">
        {friends.data.map(({ reader, status, rating }) => (
          <li key={reader.id} className="reader-book-friend" data-testid="book-friend">
            <ReaderAvatarLink reader={reader} size="sm" />
            <span className="reader-book-friend__who">
              <ReaderLink reader={reader} />
              <span className="reader-muted">{READING_STATUS_LABELS[status]}</span>
            </span>
            {rating !== null && <StarRating value={rating} size="sm" />}
          </li>
        ))}
      </ul>
    </section>
  );
}
