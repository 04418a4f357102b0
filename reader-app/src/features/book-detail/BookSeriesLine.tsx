import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { bookSeriesQuery, shownPosition } from '../../common/api/series-queries';

/** "Book 2 of The Expanse" for each series the book is in, each linking to the series; nothing when it is in none. */
export function BookSeriesLine({ bookId }: { bookId: string }) {
  const series = useQuery(bookSeriesQuery(bookId));
  if (!series.data?.length) return null;
  return (
    <ul className="reader-book-series" aria-label="Series">
      {series.data.map((s) => (
        <li key={s._id}>
          Book {shownPosition(s.position)} of{' '}
          <Link to={`/series/${s._id}`} className="reader-link">
            {s.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
