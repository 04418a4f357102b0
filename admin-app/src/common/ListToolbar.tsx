import type { ReactNode } from 'react';
import { SearchInput, type SearchInputProps } from '@book/shared-ui';

type ListCountProps = { shown: number; total: number | undefined; noun: string; searching?: boolean };

/**
 * An admin list's toolbar: its search (a `search` landmark when it has one), a filter, and the count of what is shown.
 */
export interface ListToolbarProps {
  search?: Pick<SearchInputProps, 'label' | 'value' | 'onChange' | 'placeholder'>;
  filter?: ReactNode;
  count: ListCountProps;
}

export function ListToolbar({ search, filter, count }: ListToolbarProps) {
  return (
    <div className="admin-toolbar" role={search ? 'search' : undefined}>
      {search && (
        <div className="admin-toolbar__search">
          <SearchInput {...search} />
        </div>
      )}
      {filter && <div className="admin-toolbar__filter">{filter}</div>}
      <ListCount {...count} />
    </div>
  );
}

/** "12 of 40 books", announced politely; "Searching..." while a search is typed or loading, nothing before the first answer. */
function ListCount({ shown, total, noun, searching = false }: ListCountProps) {
  return (
    <span className="admin-toolbar__count" aria-live="polite">
      {searching ? 'Searching...' : total === undefined ? '' : `${shown} of ${total} ${noun}`}
    </span>
  );
}
