import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, toast, type YearBook, type YearStats } from '@book/core';
import { PageLoader } from '../../common/PageLoader';
import {
  BookCover,
  BooksIcon,
  Button,
  EmptyState,
  formatDay,
  formatNumber,
  LinkButton,
  PageHeader,
  SelectField,
  StarRating,
  usePageTitle,
} from '@book/shared-ui';
import { formatPercent, formatRating, plural } from './format';
import { GoalCard } from './GoalCard';
import { MonthChart } from './MonthChart';
import { yearStatsQuery } from './api/my-year-queries';
import './my-year.css';

const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

/** The year asked for by `/my-year/:year` or `/my-year?year=`, else this year; null when malformed. */
function useRequestedYear(thisYear: number): number | null {
  const { year: param } = useParams();
  const [search] = useSearchParams();
  const raw = param ?? search.get('year');
  if (raw === null) return thisYear;
  const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : null;
}

function BookFact({ label, book }: { label: string; book: YearBook | null }) {
  if (!book) return null;
  return (
    <li className="reader-my-year__fact">
      <span className="reader-my-year__fact-label">{label}</span>
      {book.available ? (
        <Link to={`/books/${book._id}`} className="reader-my-year__fact-value">
          {book.title}
        </Link>
      ) : (
        <span className="reader-my-year__fact-value">{book.title}</span>
      )}
      <span className="reader-muted">{plural(book.pageCount ?? 0, 'page')}</span>
    </li>
  );
}

/** A book of the year: its cover linking to its page; one no longer published, its title only, with no link (its page is gone). */
function YearCover({ book }: { book: YearBook }) {
  const finished = (
    <span className="reader-muted">
      <time dateTime={book.finishedAt}>{formatDay(book.finishedAt, { month: 'short', day: 'numeric' })}</time>
    </span>
  );
  if (!book.available) {
    return (
      <div className="reader-my-year__cover reader-my-year__cover--unavailable" data-testid="my-year-unavailable-book">
        <BookCover title={book.title} size="fluid" />
        <span className="reader-my-year__cover-title">{book.title}</span>
        <span className="reader-muted">No longer available</span>
        {finished}
      </div>
    );
  }
  return (
    <Link to={`/books/${book._id}`} className="reader-my-year__cover">
      <BookCover src={book.coverImage} title={book.title} size="fluid" sizes="(max-width: 480px) 33vw, 140px" />
      <span className="reader-my-year__cover-title">{book.title}</span>
      {finished}
    </Link>
  );
}

function YearFigures({ stats }: { stats: YearStats }) {
  return (
    <>
      <section aria-labelledby="my-year-totals-title">
        <h2 id="my-year-totals-title" className="ui-visually-hidden">
          Totals
        </h2>
        <ul className="reader-stats reader-my-year__totals">
          <li className="reader-stat">
            <span className="reader-stat__value" data-testid="my-year-books">
              {formatNumber(stats.booksFinished)}
            </span>
            <span className="reader-stat__label">{stats.booksFinished === 1 ? 'Book finished' : 'Books finished'}</span>
          </li>
          <li className="reader-stat">
            <span className="reader-stat__value" data-testid="my-year-pages">
              {formatNumber(stats.pagesFinished)}
            </span>
            <span className="reader-stat__label">Pages read</span>
          </li>
          <li className="reader-stat">
            <span className="reader-stat__value">
              {stats.averageRating === null ? '–' : formatRating(stats.averageRating)}
            </span>
            <span className="reader-stat__label">
              {stats.averageRating === null
                ? 'No ratings given'
                : `Average rating (${plural(stats.ratedBooks, 'book')})`}
            </span>
            {stats.averageRating !== null && <StarRating value={stats.averageRating} size="sm" />}
          </li>
          <li className="reader-stat">
            <span className="reader-stat__value reader-my-year__author">{stats.topAuthor?.name ?? '–'}</span>
            <span className="reader-stat__label">
              {stats.topAuthor ? `Most read author (${plural(stats.topAuthor.books, 'book')})` : 'Most read author'}
            </span>
          </li>
        </ul>
      </section>

      <div className="reader-my-year__grid">
        <section className="reader-my-year__panel" aria-labelledby="my-year-months-title">
          <h2 id="my-year-months-title" className="reader-my-year__section-title">
            Month by month
          </h2>
          <MonthChart months={stats.months} metric="books" title="Books finished" unit="book" />
          <MonthChart months={stats.months} metric="pages" title="Pages read" unit="page" />
        </section>
        <div className="reader-my-year__side">
          <section className="reader-my-year__panel" aria-labelledby="my-year-genres-title">
            <h2 id="my-year-genres-title" className="reader-my-year__section-title">
              Genres
            </h2>
            {stats.genres.length === 0 ? (
              <p className="reader-muted">None of these books has a genre.</p>
            ) : (
              <ul className="reader-my-year__genres">
                {stats.genres.map((g) => (
                  <li key={g._id}>
                    <span className="reader-my-year__genre-name">{g.name}</span>
                    <span className="reader-my-year__genre-share">
                      {formatPercent(g.share)} <span className="reader-muted">({plural(g.books, 'book')})</span>
                    </span>
                    <span className="reader-my-year__genre-bar" aria-hidden="true">
                      <span style={{ width: `${Math.round(g.share * 100)}%` }} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {(stats.longestBook || stats.shortestBook) && (
            <section className="reader-my-year__panel" aria-labelledby="my-year-lengths-title">
              <h2 id="my-year-lengths-title" className="reader-my-year__section-title">
                Longest and shortest
              </h2>
              <ul className="reader-my-year__facts">
                <BookFact label="Longest" book={stats.longestBook} />
                <BookFact label="Shortest" book={stats.shortestBook} />
              </ul>
            </section>
          )}
        </div>
      </div>

      <section className="reader-my-year__panel" aria-labelledby="my-year-books-title">
        <h2 id="my-year-books-title" className="reader-my-year__section-title">
          Every book of {stats.year}, in the order you finished them
        </h2>
        <ol className="reader-my-year__covers">
          {stats.books.map((book) => (
            <li key={book._id}>
              <YearCover book={book} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** "My year": the reader's goal and the figures of the books they finished in a year. */
export default function MyYearPage() {
  // The year it is where the reader is (on New Year's morning in Auckland, UTC is still in the old one).
  const thisYear = new Date().getFullYear();
  const year = useRequestedYear(thisYear);
  const navigate = useNavigate();
  const stats = useQuery(yearStatsQuery(year ?? thisYear));
  usePageTitle(`My Year in Books: ${year ?? thisYear}`);

  useEffect(() => {
    if (stats.error) toast.error(errorMessage(stats.error, 'Failed to load your year'));
  }, [stats.error]);

  if (year === null) return <Navigate to="/my-year" replace />;

  const years = stats.data?.years ?? [year];
  const selector = (
    <SelectField
      label="Year"
      value={String(year)}
      options={years.map((y) => ({ value: String(y), label: String(y) }))}
      onChange={(e) => navigate(`/my-year/${e.target.value}`)}
      className="reader-my-year__select"
    />
  );

  return (
    <div className="reader-my-year">
      <PageHeader
        title={`My Year in Books: ${year}`}
        subtitle="Your goal and the books you finished, month by month"
        actions={selector}
      />
      {stats.isPending ? (
        <PageLoader label="Loading your year..." />
      ) : stats.isError ? (
        <EmptyState
          title="Failed to load your year"
          action={<Button onClick={() => void stats.refetch()}>Try again</Button>}
        />
      ) : (
        <>
          <GoalCard year={year} progress={stats.data.goal} thisYear={thisYear} />
          {stats.data.booksFinished === 0 ? (
            <EmptyState
              title={`No books finished in ${year}`}
              message="Books you mark as Completed, with a finish date in this year, are counted here."
              icon={<BooksIcon />}
              action={<LinkButton to="/reading-list">Go to your reading list</LinkButton>}
            />
          ) : (
            <YearFigures stats={stats.data} />
          )}
        </>
      )}
    </div>
  );
}
