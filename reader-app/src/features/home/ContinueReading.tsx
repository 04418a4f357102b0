import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ReadingListEntry } from '@book/core';
import { BookCover } from '@book/shared-ui';
import { Loaded } from '../../common/Loaded';
import { Section } from '../../common/Section';
import { readingListQuery } from '../../common/api/reading-list-queries';

const reading = (entries: ReadingListEntry[]) => entries.filter((entry) => entry.status === 'reading');

/** The signed-in reader's own books in progress (their reading list's "Currently Reading"), each a link to the book. */
export function ContinueReading() {
  const list = useQuery({ ...readingListQuery(), select: reading });
  return (
    <Section
      id="reader-continue-title"
      title="Continue reading"
      className="reader-continue"
      link={{ to: '/reading-list', text: 'Your reading list →' }}
    >
      <Loaded
        query={list}
        loading="Loading your books..."
        failed="Your reading list could not be loaded."
        empty={
          <p className="reader-muted">
            You are not reading anything right now.{' '}
            <Link className="reader-link" to="/books">
              Find your next book
            </Link>
          </p>
        }
      >
        {(entries) => (
          <ul className="reader-continue__books">
            {entries.map(({ _id, book }) => (
              <li key={_id}>
                {book.available ? (
                  <Link to={`/books/${book._id}`} className="reader-continue__book">
                    <BookCover src={book.coverImage} title={book.title} size="sm" />
                    <span className="reader-continue__text">
                      <span className="reader-continue__title">{book.title}</span>
                      <span className="reader-muted">{book.author?.name ?? 'Unknown author'}</span>
                    </span>
                  </Link>
                ) : (
                  // No longer published: its title only, and no link to a page that is gone (as on the reading list).
                  <span className="reader-continue__book">
                    <BookCover title={book.title} size="sm" />
                    <span className="reader-continue__text">
                      <span className="reader-continue__title">{book.title}</span>
                      <span className="reader-muted">No longer available</span>
                    </span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Section>
  );
}
