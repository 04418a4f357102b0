import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Author, Book } from '@book/core';
import { BookCardList } from '../../common/BookCard';
import { RecordPageStates, useRecordPage, type RecordPageTexts } from '../../common/RecordPage';
import { Section } from '../../common/Section';
import { Avatar, Button, EmptyState, StarRating, formatDay, formatNumber, BooksIcon, PenIcon } from '@book/shared-ui';
import { authorBooksQuery, authorQuery, averageAcross } from './api/authors-queries';
import { AuthorSeries } from './AuthorSeries';
import './author-page.css';

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

const AUTHOR_PAGE: RecordPageTexts = {
  title: 'Author',
  loading: 'Loading author...',
  failed: 'Failed to load this author',
  notFound: 'Author not found',
  notFoundMessage: 'The author you are looking for does not exist or was removed.',
  icon: <PenIcon weight="light" />,
  back: { to: '/authors', label: 'All authors' },
};

/** "British · Born January 3, 1892": what is known of them, in the reader's locale (the birth date is a day). */
function AuthorFacts({ author }: { author: Author }) {
  const born = formatDay(author.birthDate, { year: 'numeric', month: 'long', day: 'numeric' });
  if (!author.nationality && !born) return null;
  return (
    <p className="reader-muted reader-author-page__facts">
      {author.nationality && <span>{author.nationality}</span>}
      {author.nationality && born && <span aria-hidden="true"> · </span>}
      {born && (
        <span>
          Born <time dateTime={author.birthDate?.slice(0, 10)}>{born}</time>
        </span>
      )}
    </p>
  );
}

/** The average rating across their books, weighted by each book's reviews (the mean of all their reviews). */
function AuthorRating({ books }: { books: Book[] }) {
  const rating = averageAcross(books);
  if (!rating) return <p className="reader-muted reader-author-page__rating">No ratings yet</p>;
  const average = rating.average.toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="reader-author-page__rating" data-testid="author-average">
      <StarRating value={rating.average} />
      <span>
        <strong>{average}</strong> average rating across {plural(books.length, 'book', 'books')} (
        {plural(rating.reviews, 'review', 'reviews')})
      </span>
    </p>
  );
}

function AuthorBooks({ author }: { author: Author }) {
  const books = useQuery(authorBooksQuery(author._id));
  return (
    <Section
      id="reader-author-books"
      title={<>Books by {author.name}</>}
      aside={books.isSuccess && books.data.length > 0 && <AuthorRating books={books.data} />}
    >
      {books.isError ? (
        <EmptyState
          title="Failed to load their books"
          action={<Button onClick={() => void books.refetch()}>Try again</Button>}
        />
      ) : books.data?.length === 0 ? (
        <EmptyState title="No books yet" message="None of their books is in the catalogue yet." icon={<BooksIcon />} />
      ) : (
        <BookCardList books={books.data} placeholders={Math.min(Math.max(author.bookCount, 1), 6)} />
      )}
    </Section>
  );
}

/** An author's page (/authors/:id): who they are and their published books, with the average rating across them. */
export default function AuthorPage() {
  const { id = '' } = useParams();
  const author = useQuery({ ...authorQuery(id), enabled: Boolean(id) });
  // A merged author's old address: the API answers with the author they were merged into, whose address replaces
  // the old one in the history (the author already read is shown at once).
  const kept = author.data && author.data._id !== id ? author.data : undefined;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!kept) return;
    queryClient.setQueryData(authorQuery(kept._id).queryKey, kept);
    void navigate(
      { pathname: `/authors/${kept._id}`, search: location.search, hash: location.hash },
      { replace: true },
    );
  }, [kept, queryClient, navigate, location.search, location.hash]);
  const missing = useRecordPage(author, AUTHOR_PAGE, (found) => found.name);
  if (!author.isSuccess || kept) return <RecordPageStates query={author} missing={missing} texts={AUTHOR_PAGE} />;

  const a = author.data;
  return (
    <div className="reader-author-page">
      <nav className="reader-author-page__back" aria-label="Breadcrumb">
        <Link to="/authors" className="reader-link">
          Authors
        </Link>
      </nav>
      <section className="reader-author-page__hero" aria-labelledby="reader-author-name">
        <Avatar src={a.avatar} name={a.name} size="xl" />
        <div className="reader-author-page__info">
          <h1 id="reader-author-name">{a.name}</h1>
          <AuthorFacts author={a} />
          {a.biography && <p className="reader-author-page__bio">{a.biography}</p>}
        </div>
      </section>
      <AuthorBooks author={a} />
      <AuthorSeries authorId={a._id} />
    </div>
  );
}
