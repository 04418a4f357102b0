import { useCallback, useDeferredValue, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BookCardList, type BookView } from '../../common/BookCard';
import {
  BooksIcon,
  Button,
  cx,
  EmptyState,
  formatNumber,
  GridIcon,
  ListIcon,
  PageHeader,
  SelectField,
  Spinner,
  usePageTitle,
} from '@book/shared-ui';
import { SearchBox } from './SearchBox';
import { authorsQuery } from '../../common/api/authors-queries';
import { catalogueQuery } from './api/books-queries';
import { genresQuery } from './api/genres-queries';
import { SORT_OPTIONS, useCatalogueParams } from './use-catalogue-params';
import { useInfiniteScroll } from './use-infinite-scroll';
import { readView, saveView } from './catalogue-view';
import './books.css';

/**
 * How many cards the page's first render shows: those above the fold on any screen (a phone shows two, a desktop a
 * row). React renders the others right after that render is painted (a deferred value), so the page's LCP, a cover
 * of the first row, does not wait for the DOM, style and layout of the cards out of view.
 */
const FIRST_RENDER_CARDS = 6;

/**
 * How many covers load first (eager, high priority): the first row, the page's LCP. A phone's grid has two columns
 * (common.css, up to 420px wide): its other covers wait for layout (lazy), so the first paint does not wait for
 * them to be decoded. A render on the server (first-paint.tsx, `live`) does not know the screen: it takes a phone's.
 */
const priorityCovers = () =>
  typeof window === 'undefined' || window.matchMedia?.('(max-width: 420px)').matches ? 2 : FIRST_RENDER_CARDS;

export default function BooksPage() {
  usePageTitle('Books');
  const { filters, setFilter, clearAll, hasFilters } = useCatalogueParams();
  const [view, setViewState] = useState<BookView>(readView);
  const genres = useQuery(genresQuery());
  // The filter's options change rarely.
  const authors = useQuery({ ...authorsQuery({ sort: 'name' }), staleTime: 5 * 60_000 });
  const books = useInfiniteQuery({ ...catalogueQuery(filters), placeholderData: (previous) => previous });
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = books;

  const setView = (next: BookView) => {
    setViewState(next);
    saveView(next);
  };

  const onSearch = useCallback(
    (value: string) => setFilter('search', value, { replace: Boolean(filters.search) && Boolean(value) }),
    [setFilter, filters.search],
  );

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const sentinel = useInfiniteScroll<HTMLDivElement>(loadMore, Boolean(hasNextPage) && !isFetchingNextPage);

  const shownCards = useDeferredValue(Infinity, FIRST_RENDER_CARDS);
  const allItems = books.data?.pages.flatMap((p) => p.items) ?? [];
  const items = allItems.slice(0, shownCards);
  const [firstCovers] = useState(priorityCovers);
  const total = books.data?.pages[0]?.meta.total ?? 0;
  // Results of the previous filters while the new ones load; not a silent re-read of the same results.
  const refreshing = books.isPlaceholderData;
  // Filtering by an author: their page is one step away.
  const filteredAuthor = filters.author ? authors.data?.find((a) => a._id === filters.author) : undefined;

  return (
    <div className="reader-catalogue">
      <PageHeader title="Browse Books" subtitle="Find your next favourite among our collection" />

      <section className="reader-filters" aria-label="Filters">
        <div className="reader-filters__search">
          <SearchBox value={filters.search} onSearch={onSearch} />
        </div>
        <div className="reader-filters__selects">
          <SelectField
            label="Genre"
            value={filters.genre}
            onChange={(e) => setFilter('genre', e.target.value)}
            options={[
              { value: '', label: 'All Genres' },
              ...(genres.data ?? []).map((g) => ({ value: g._id, label: g.name })),
            ]}
          />
          <SelectField
            label="Author"
            value={filters.author}
            onChange={(e) => setFilter('author', e.target.value)}
            options={[
              { value: '', label: 'All Authors' },
              ...(authors.data ?? []).map((a) => ({ value: a._id, label: a.name })),
            ]}
          />
          <SelectField
            label="Sort by"
            value={filters.sort}
            onChange={(e) => setFilter('sort', e.target.value)}
            options={SORT_OPTIONS}
          />
        </div>
        {filteredAuthor && (
          <p className="reader-filters__about">
            <Link to={`/authors/${filteredAuthor._id}`} className="reader-link">
              About {filteredAuthor.name}
            </Link>
          </p>
        )}
        <div className="reader-filters__bar">
          <p className="reader-muted" aria-live="polite">
            {books.isPending
              ? 'Loading books...'
              : books.isError
                ? ''
                : `${formatNumber(total)} ${total === 1 ? 'book' : 'books'} found`}
            {refreshing && <Spinner size="sm" label="Updating results..." />}
          </p>
          <div className="reader-filters__actions">
            {hasFilters && (
              <Button variant="ghost" size="sm" onClick={clearAll}>
                Clear all filters
              </Button>
            )}
            <div className="reader-view-toggle" role="group" aria-label="View">
              <Button
                variant={view === 'grid' ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={view === 'grid'}
                onClick={() => setView('grid')}
              >
                <GridIcon /> Grid
              </Button>
              <Button
                variant={view === 'list' ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={view === 'list'}
                onClick={() => setView('list')}
              >
                <ListIcon weight="light" /> List
              </Button>
            </div>
          </div>
        </div>
      </section>

      {/* For screen readers' heading navigation: the cards' titles (h3) come under it, not straight under the h1. */}
      <h2 className="ui-visually-hidden">Results</h2>
      {books.isError ? (
        <EmptyState
          title="Failed to load books"
          message="Please check your connection and try again."
          action={<Button onClick={() => void books.refetch()}>Try again</Button>}
        />
      ) : !books.isPending && allItems.length === 0 ? (
        <EmptyState
          title="No books found"
          message="Try a different search or remove some filters."
          icon={<BooksIcon />}
          action={
            hasFilters ? (
              <Button variant="secondary" onClick={clearAll}>
                Clear all filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <BookCardList
          className={cx('reader-catalogue__results', refreshing && 'is-refreshing')}
          books={books.isPending ? undefined : items}
          placeholders={12}
          view={view}
          eager={firstCovers}
          aria-busy={books.isFetching}
          data-view={view}
          data-testid="book-results"
        />
      )}

      {/* Once every card is there: the sentinel must not come into view above cards still to render. */}
      {hasNextPage && items.length === allItems.length && (
        <div className="reader-load-more" ref={sentinel}>
          <Button variant="secondary" onClick={loadMore} busy={isFetchingNextPage} busyLabel="Loading more...">
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
