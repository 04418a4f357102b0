import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { bookFormatLabel, Spinner } from '@book/shared-ui';
import { LoadFailed } from '../../common/LoadFailed';
import type { Edition } from '../../common/api/editions-calls';
import { editionsQuery } from '../../common/api/editions-queries';

/** "2005 · English": what tells an edition apart besides its format; each part only when known. */
const details = (edition: Edition) =>
  [edition.publishedDate?.slice(0, 4), edition.language].filter((part) => Boolean(part)).join(' · ');

/**
 * The other editions of the book's work (format, year, language; each a link to its page), shown only when there are
 * any. Below the reviews, so nothing above it moves when it comes in.
 */
export function OtherEditions({ bookId, title }: { bookId: string; title: string }) {
  const editions = useQuery(editionsQuery(bookId));
  if (editions.isSuccess && editions.data.length === 0) return null;
  return (
    <section className="reader-section reader-book-editions" aria-labelledby="reader-editions-title">
      <h2 id="reader-editions-title">Other editions</h2>
      {editions.isPending ? (
        <Spinner label="Loading editions..." />
      ) : editions.isError ? (
        <LoadFailed variant="secondary" onRetry={editions.refetch}>
          Other editions could not be loaded.
        </LoadFailed>
      ) : (
        <ul className="reader-book-editions__list">
          {editions.data.map((edition) => (
            <li key={edition._id} data-testid="book-edition">
              <Link to={`/books/${edition._id}`} className="reader-book-edition">
                <span className="reader-book-edition__format">{bookFormatLabel(edition.format)}</span>
                {edition.title !== title && (
                  <>
                    {' '}
                    <span className="reader-book-edition__title">{edition.title}</span>
                  </>
                )}
                {details(edition) && (
                  <>
                    {' '}
                    <span className="reader-muted">{details(edition)}</span>
                  </>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
