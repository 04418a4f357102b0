import type { ReactNode, Ref } from 'react';
import { Button, PlusIcon, usePageTitle } from '@book/shared-ui';
import { AdminPageHeader } from './AdminPageHeader';
import { ListState } from './ListState';
import { ListToolbar, type ListCountProps, type ListFilter } from './ListToolbar';
import { LoadMore, type Pages } from './LoadMore';
import { useLoadErrorToast, type LoadState } from './use-load-error';

/**
 * What the page needs of its list's query: a server-paged one (usePagedList's: Load more, its loaded items and the
 * server's total; `refreshing` while a new search or filter loads) or a whole list.
 */
export type ListQuery = LoadState & { isPending: boolean; refetch: () => unknown; refreshing?: boolean } & (
    | { fetchNextPage?: never; items?: never; total?: never }
    | (Pages & { items: readonly unknown[]; total: number | undefined })
  );

/** The toolbar's count ("12 of 40 books"): a paged list's loaded items of the server's total, unless given. */
type Count = Pick<ListCountProps, 'noun' | 'more'> & { shown?: number; total?: number };

/** The text of a list's search box: useSearchText's (searched on the server) or a plain state (a whole list). */
export interface SearchText {
  text: string;
  setText: (text: string) => void;
  /** While typed text has not been sent yet. */
  typing?: boolean;
}

interface ManagePageProps<V extends string> {
  /** The page's h1, and its name in the tab and after a navigation. */
  title: string;
  subtitle: ReactNode;
  /** The header's button opening the create form ("Add Book"). */
  add?: { label: string; onClick: () => void };
  /** The toolbar's search box; the count says "Searching..." while its text is typed or its results load. */
  search?: { label: string; placeholder: string; state: SearchText };
  filter?: ListFilter<V>;
  /** A whole list's count, or a paged one's total known elsewhere (Manage Reviews': the statistics'), is given. */
  count: Count;
  /** Between the header and the toolbar: the screen's statistics. */
  stats?: ReactNode;
  list: ListQuery;
  /** The toast of a failed load (spec 8: "Failed to load books"). */
  loadError: string;
  /** What an empty list says; it is empty when the toolbar's count shows none. */
  empty: { title: string; message?: ReactNode; icon: ReactNode };
  /** Tables sit in a labelled panel (a screen moving the focus to it passes its ref); card grids on the page. */
  panel?: { label: string; ref?: Ref<HTMLElement> };
  /** The rows. */
  children: ReactNode;
  /** After the list: further sections, then the screen's dialogs. */
  after?: ReactNode;
}

/**
 * The frame every admin manager shares: heading with its add button, statistics, toolbar (search, filter, count),
 * then the list's loading, its failure with Try again, its empty text or its rows with Load more, then the dialogs.
 */
export function ManagePage<V extends string>(props: ManagePageProps<V>) {
  const { title, subtitle, add, stats, search, filter, count, ...page } = props;
  const { list, loadError, empty, panel, children, after } = page;
  usePageTitle(title);
  useLoadErrorToast(list, loadError);
  const searching = search ? Boolean(search.state.typing || list.refreshing) : false;
  const shown = count.shown ?? list.items?.length ?? 0;

  const state = (
    <ListState
      loading={list.isPending}
      error={list.isError}
      empty={shown === 0}
      emptyTitle={empty.title}
      emptyMessage={empty.message}
      emptyIcon={empty.icon}
      onRetry={() => list.refetch()}
    >
      {children}
      {list.fetchNextPage && <LoadMore pages={list} />}
    </ListState>
  );

  return (
    <div className="admin-page">
      <AdminPageHeader
        title={title}
        subtitle={subtitle}
        actions={
          add && (
            <Button icon={<PlusIcon />} onClick={add.onClick}>
              {add.label}
            </Button>
          )
        }
      />
      {stats}
      <ListToolbar
        search={
          search && {
            label: search.label,
            placeholder: search.placeholder,
            value: search.state.text,
            onChange: search.state.setText,
          }
        }
        filter={filter}
        count={{ ...count, shown, total: count.total ?? list.total, searching }}
      />
      {panel ? (
        <section className="admin-panel" aria-label={panel.label} ref={panel.ref} tabIndex={panel.ref ? -1 : undefined}>
          {state}
        </section>
      ) : (
        state
      )}
      {after}
    </div>
  );
}
