import { SearchInput, SelectField, type SearchInputProps } from '@book/shared-ui';

export type ListCountProps = {
  shown: number;
  total: number | undefined;
  noun: string;
  searching?: boolean;
  /** A list read without a count, its total not known: whether more are to load (said instead of a total). */
  more?: boolean;
};

/** What the list shows of itself, chosen from a select ("Filter by role", "Show reports", "Sort suggestions"). */
export interface ListFilter<V extends string> {
  label: string;
  /** The options say what they filter by ("All Roles"): the label is for screen readers only. */
  hideLabel?: boolean;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/**
 * An admin list's toolbar: its search (a `search` landmark when it has one), a filter, and the count of what is shown.
 */
export interface ListToolbarProps<V extends string> {
  search?: Pick<SearchInputProps, 'label' | 'value' | 'onChange' | 'placeholder'>;
  filter?: ListFilter<V>;
  count: ListCountProps;
}

export function ListToolbar<V extends string>({ search, filter, count }: ListToolbarProps<V>) {
  return (
    <div className="admin-toolbar" role={search ? 'search' : undefined}>
      {search && (
        <div className="admin-toolbar__search">
          <SearchInput {...search} />
        </div>
      )}
      {filter && (
        <div className="admin-toolbar__filter">
          <SelectField
            label={filter.label}
            hideLabel={filter.hideLabel}
            options={filter.options}
            value={filter.value}
            onChange={(e) => filter.onChange(e.target.value as V)}
          />
        </div>
      )}
      <ListCount {...count} />
    </div>
  );
}

/**
 * "12 of 40 books" ("50 reviews shown, more to load" when the total is not known), announced politely;
 * "Searching..." while a search is typed or loading, nothing before the first answer.
 */
function ListCount({ shown, total, noun, searching = false, more = false }: ListCountProps) {
  const text =
    total !== undefined ? `${shown} of ${total} ${noun}` : more ? `${shown} ${noun} shown, more to load` : '';
  return (
    <span className="admin-toolbar__count" aria-live="polite">
      {searching ? 'Searching...' : text}
    </span>
  );
}
