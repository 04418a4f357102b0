import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { selectIsSignedIn, useSession } from '@book/core';
import {
  loadable,
  Avatar,
  BooksIcon,
  formatNumber,
  LinkButton,
  PenIcon,
  ReadersIcon,
  ReviewIcon,
  Spinner,
  usePageTitle,
} from '@book/shared-ui';
import { BookCardList } from '../../common/BookCard';
import { Loaded } from '../../common/Loaded';
import { Section } from '../../common/Section';
import { authorsQuery } from '../../common/api/authors-queries';
import { booksQuery } from '../../common/api/books-queries';
import { statsQuery } from './api/stats-queries';
import './home.css';

const STAT_CARDS = [
  { key: 'totalBooks', label: 'Books', icon: <BooksIcon /> },
  { key: 'totalUsers', label: 'Readers', icon: <ReadersIcon /> },
  { key: 'totalReviews', label: 'Reviews', icon: <ReviewIcon /> },
  { key: 'totalAuthors', label: 'Authors', icon: <PenIcon weight="light" /> },
] as const;

// The signed-in reader's sections load after the page shows: never in a visitor's page, its first paint or its chunk.
const SignedInHome = loadable(() => import('./SignedInHome'));

const TOP_RATED_BOOKS = { sort: '-averageRating', limit: 6 } as const;
const TOP_AUTHORS = { sort: '-bookCount', limit: 6 } as const;

export default function HomePage() {
  usePageTitle('Home');
  const signedIn = useSession(selectIsSignedIn);
  const user = useSession((s) => s.user);
  const stats = useQuery(statsQuery());
  const books = useQuery({ ...booksQuery(TOP_RATED_BOOKS), select: (page) => page.items });
  const authors = useQuery(authorsQuery(TOP_AUTHORS));

  return (
    <div className="reader-home">
      <section className="reader-hero" aria-labelledby="reader-hero-title">
        <div className="reader-hero__text">
          {/* data-session: hidden in the static first paint (anonymous), which must not show a signed-in reader the wrong text. */}
          <p className="reader-hero__eyebrow" data-session="">
            {signedIn && user ? `Welcome back, ${user.username}` : 'Your next great read is here'}
          </p>
          <h1 id="reader-hero-title">Discover, review and track the books you love</h1>
          <p className="reader-hero__lead">
            Browse a growing catalogue, read honest reviews from fellow readers and keep your own reading list.
          </p>
          <div className="reader-hero__actions">
            <LinkButton to="/books">Browse Books</LinkButton>
            {signedIn ? (
              <LinkButton to="/reading-list" variant="secondary" data-session="">
                My Reading List
              </LinkButton>
            ) : (
              <LinkButton to="/register" variant="secondary" data-session="">
                Sign Up Free
              </LinkButton>
            )}
          </div>
        </div>
      </section>

      {signedIn && (
        <div className="reader-home__mine" data-session="">
          <SignedInHome />
        </div>
      )}

      <section className="reader-section" aria-labelledby="reader-stats-title">
        <h2 id="reader-stats-title" className="ui-visually-hidden">
          Site statistics
        </h2>
        <ul className="reader-stats">
          {STAT_CARDS.map((card) => (
            <li key={card.key} className="reader-stat">
              <span className="reader-stat__icon" aria-hidden="true">
                {card.icon}
              </span>
              <span className="reader-stat__value" data-testid={`stat-${card.key}`}>
                {stats.data ? formatNumber(stats.data[card.key]) : stats.isError ? '–' : <Spinner size="sm" />}
              </span>
              <span className="reader-stat__label">{card.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <Section
        id="reader-top-books-title"
        title="Top Rated Books"
        link={{ to: '/books?sort=-averageRating', text: 'View all books →' }}
      >
        {books.isError ? (
          <p className="reader-muted">Books could not be loaded.</p>
        ) : (
          <BookCardList className="reader-home__books" books={books.data} eager={3} />
        )}
      </Section>

      <Section
        id="reader-top-authors-title"
        title="Popular Authors"
        link={{ to: '/authors', text: 'View all authors →' }}
      >
        <Loaded query={authors} loading="Loading authors..." failed="Authors could not be loaded.">
          {(popular) => (
            <ul className="reader-tiles reader-home__authors">
              {popular.map((author) => (
                <li key={author._id}>
                  <Link to={`/books?author=${author._id}`} className="reader-home__author">
                    <Avatar src={author.avatar} name={author.name} size="lg" />
                    <span className="reader-home__author-name">{author.name}</span>
                    <span className="reader-muted">
                      {author.bookCount} {author.bookCount === 1 ? 'book' : 'books'}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Section>

      <section className="reader-cta" aria-labelledby="reader-cta-title" data-session="">
        <h2 id="reader-cta-title">{signedIn ? 'Share what you are reading' : 'Join our community of readers'}</h2>
        <p>
          {signedIn
            ? 'Review the books you finished and help others find their next favourite.'
            : 'Create a free account to write reviews, build your reading list and follow your progress.'}
        </p>
        <div className="reader-hero__actions">
          {signedIn ? (
            <LinkButton to="/books">Find a book to review</LinkButton>
          ) : (
            <>
              <LinkButton to="/register">Sign Up</LinkButton>
              <LinkButton to="/books" variant="secondary">
                Browse Books
              </LinkButton>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
