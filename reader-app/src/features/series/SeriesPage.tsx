import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { BookCover, BooksIcon, EmptyState, READING_STATUS_LABELS } from '@book/shared-ui';
import { BookRating } from '../../common/BookCard';
import { RecordPageStates, useRecordPage, type RecordPageTexts } from '../../common/RecordPage';
import { seriesQuery, shownPosition, type SeriesEntry } from '../../common/api/series-queries';
import './series.css';

/** One work of the series: "Book 2", its cover and title (each a link to the book), author, rating, the reader's status. */
function SeriesEntryRow({ entry }: { entry: SeriesEntry }) {
  const { book } = entry;
  const author = book.author?.name ?? 'Unknown';
  const position = `Book ${shownPosition(entry.position)}`;
  return (
    <li className="reader-series__entry" data-testid="series-entry">
      <span className="reader-series__position">{position}</span>
      <Link to={`/books/${book._id}`} className="reader-series__cover" tabIndex={-1} aria-hidden="true">
        <BookCover src={book.coverImage} title={book.title} size="sm" />
      </Link>
      <div className="reader-series__body">
        <h2 className="reader-series__title">
          <Link to={`/books/${book._id}`} className="reader-link">
            {book.title}
          </Link>
        </h2>
        <p className="reader-muted reader-series__author">{author}</p>
        <p className="reader-series__rating">
          <BookRating book={book} />
        </p>
      </div>
      {entry.status && (
        <span className="reader-chip reader-series__status" data-testid="series-entry-status">
          {READING_STATUS_LABELS[entry.status]}
        </span>
      )}
    </li>
  );
}

const SERIES_PAGE: RecordPageTexts = {
  title: 'Series',
  loading: 'Loading series...',
  failed: 'Failed to load this series',
  notFound: 'Series not found',
  notFoundMessage: 'The series you are looking for does not exist or was removed.',
  icon: <BooksIcon />,
  back: { to: '/books', label: 'Browse Books' },
};

/** A series' page (/series/:id): its name, description and works in reading order, with the reader's status on each. */
export default function SeriesPage() {
  const { id = '' } = useParams();
  const series = useQuery({ ...seriesQuery(id), enabled: Boolean(id) });
  const missing = useRecordPage(series, SERIES_PAGE, (found) => found.name);
  if (!series.isSuccess) return <RecordPageStates query={series} missing={missing} texts={SERIES_PAGE} />;

  const s = series.data;
  return (
    <div className="reader-series">
      <nav aria-label="Breadcrumb" className="reader-breadcrumb">
        <Link to="/books">Books</Link> <span aria-hidden="true">›</span> <span aria-current="page">{s.name}</span>
      </nav>
      <header className="reader-series__head">
        <h1>{s.name}</h1>
        <p className="reader-muted">
          {s.entries.length === 1 ? '1 book' : `${s.entries.length} books`} in reading order
        </p>
        {s.description && <p className="reader-series__description">{s.description}</p>}
      </header>
      {s.entries.length === 0 ? (
        <EmptyState
          title="No books yet"
          message="None of this series' books is in the catalogue yet."
          icon={<BooksIcon />}
        />
      ) : (
        <ol className="reader-series__entries" aria-label={`${s.name}, in reading order`}>
          {s.entries.map((entry) => (
            <SeriesEntryRow key={entry.work} entry={entry} />
          ))}
        </ol>
      )}
    </div>
  );
}
