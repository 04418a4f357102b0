import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ReaderAvatarLink, ReaderLink } from '../../common/ReaderLink';
import { RelativeTime } from '../../common/RelativeTime';
import { BookCover, StarRating, formatNumber } from '@book/shared-ui';
import type { ActivityItem } from '@book/core';

/** What the reader did, as the sentence after their name ("finished", then the book's title). */
const VERBS: Record<Exclude<ActivityItem['type'], 'goal' | 'progress'>, string> = {
  started: 'started reading',
  finished: 'finished',
  abandoned: 'stopped reading',
  rated: 'rated',
  reviewed: 'reviewed',
};

function bookPath(book: NonNullable<ActivityItem['book']>): string {
  return `/books/${book.id}`;
}

/** "is on page 120 of" (a page of their edition) or "is 40% through" (a percentage), before the book's title. */
function progressVerb(progress: ActivityItem['progress']): string {
  if (progress?.page != null) return `is on page ${formatNumber(progress.page)} of`;
  if (progress?.percent != null) return `is ${formatNumber(progress.percent)}% through`;
  return 'is reading';
}

function action(item: ActivityItem): ReactNode {
  if (item.type === 'goal') {
    if (!item.goal) return 'set a reading goal';
    const { year, target } = item.goal;
    return `set a goal of ${formatNumber(target)} ${target === 1 ? 'book' : 'books'} for ${year}`;
  }
  const verb = item.type === 'progress' ? progressVerb(item.progress) : VERBS[item.type];
  if (!item.book) return `${verb} a book that is no longer in the catalogue`;
  return (
    <>
      {verb}{' '}
      <Link className="reader-link" to={bookPath(item.book)}>
        {item.book.title}
      </Link>
      {item.book.author && <span className="reader-muted"> by {item.book.author}</span>}
    </>
  );
}

/** One thing a followed reader did: who (avatar and name), what, the book, their rating and review, and when. */
export function FeedItem({ item }: { item: ActivityItem }) {
  const { actor, book, review } = item;
  return (
    <article className="reader-feed-item" data-testid="feed-item">
      <ReaderAvatarLink reader={actor} />
      <div className="reader-feed-item__body">
        <p className="reader-feed-item__what">
          <ReaderLink reader={actor} /> {action(item)}
        </p>
        {item.rating !== null && <StarRating value={item.rating} size="sm" />}
        {review && (
          <div className="reader-feed-item__review">
            <p className="reader-feed-item__review-title">{review.title}</p>
            {review.spoiler ? (
              <p className="reader-muted reader-feed-item__spoiler">Contains spoilers</p>
            ) : (
              review.excerpt && <p className="reader-feed-item__excerpt ui-clamp-3">{review.excerpt}</p>
            )}
          </div>
        )}
        <p className="reader-muted reader-feed-item__when">
          <RelativeTime iso={item.createdAt} />
        </p>
      </div>
      {book && (
        <Link to={bookPath(book)} className="reader-feed-item__cover" tabIndex={-1} aria-hidden="true">
          <BookCover src={book.coverImage} title={book.title} size="sm" />
        </Link>
      )}
    </article>
  );
}
