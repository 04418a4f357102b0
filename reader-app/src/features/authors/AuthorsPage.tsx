import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Author } from '@book/core';
import { PageLoader } from '../../common/PageLoader';
import { Avatar, Button, EmptyState, PageHeader, PenIcon, SearchInput, usePageTitle } from '@book/shared-ui';
import { authorsQuery } from '../../common/api/authors-queries';
import { filterAuthors } from './author-search';
import './authors.css';

function bornYear(iso: string | null): string {
  if (!iso) return '';
  const year = new Date(iso).getUTCFullYear();
  return Number.isNaN(year) ? '' : String(year);
}

function AuthorCard({ author }: { author: Author }) {
  const born = bornYear(author.birthDate);
  return (
    <article className="reader-author-card" data-testid="author-card" aria-labelledby={`author-${author._id}`}>
      <Avatar src={author.avatar} name={author.name} size="lg" />
      <div className="reader-author-card__body">
        <h2 id={`author-${author._id}`} className="reader-author-card__name">
          <Link to={`/authors/${author._id}`} className="reader-author-card__link">
            {author.name}
          </Link>
        </h2>
        <p className="reader-muted reader-author-card__meta">
          {author.nationality && <span>{author.nationality}</span>}
          {author.nationality && born && <span aria-hidden="true"> · </span>}
          {born && <span>Born {born}</span>}
        </p>
        {author.biography && <p className="reader-author-card__bio ui-clamp-3">{author.biography}</p>}
        <Link to={`/books?author=${author._id}`} className="reader-chip reader-author-card__count">
          {author.bookCount} {author.bookCount === 1 ? 'book' : 'books'}
        </Link>
      </div>
    </article>
  );
}

export default function AuthorsPage() {
  usePageTitle('Authors');
  const authors = useQuery(authorsQuery({ sort: 'name' }));
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterAuthors(authors.data ?? [], search), [authors.data, search]);

  return (
    <div className="reader-authors">
      <PageHeader title="Authors" subtitle="Meet the writers behind the books" />
      <div className="reader-authors__search">
        <SearchInput
          label="Search authors"
          value={search}
          onChange={setSearch}
          placeholder="Search by name or nationality..."
        />
      </div>
      {authors.isPending ? (
        <PageLoader label="Loading authors..." />
      ) : authors.isError ? (
        <EmptyState
          title="Failed to load authors"
          message="Please try again."
          action={<Button onClick={() => void authors.refetch()}>Try again</Button>}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title="No authors found"
          message={search ? 'Try another name or nationality.' : undefined}
          icon={<PenIcon weight="light" />}
        />
      ) : (
        <>
          <p className="reader-muted" aria-live="polite">
            {shown.length} {shown.length === 1 ? 'author' : 'authors'}
          </p>
          <ul className="reader-tiles reader-author-grid">
            {shown.map((author) => (
              <li key={author._id}>
                <AuthorCard author={author} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
