import type { ReactNode } from 'react';
import { ManagePage, type ListQuery, type SearchText } from './ManagePage';
import { useConfirmedDelete, type DeleteMutation } from './use-confirmed-delete';

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The spec's toasts after a delete, per entity. */
const DELETE_TOASTS = {
  book: { success: 'Book deleted successfully', failure: 'Failed to delete book' },
  author: { success: 'Author deleted successfully', failure: 'Failed to delete author' },
  genre: { success: 'Genre deleted successfully', failure: 'Failed to delete genre' },
  series: { success: 'Series deleted successfully', failure: 'Failed to delete series' },
};

interface CatalogueManagerProps<T extends { _id: string }> {
  /**
   * The entity, singular and plural ("book", "books"): the page's title ("Manage Books"), its add button ("Add
   * Book"), its search box ("Search books"), count, load failure, empty title ("No books found") and the toasts
   * after a delete (DELETE_TOASTS).
   */
  noun: { one: keyof typeof DELETE_TOASTS; many: string };
  subtitle: string;
  /** The search box's text (the `term` sent to the server, when searched there) and its placeholder. */
  search: SearchText & { term?: string; placeholder: string };
  list: ListQuery;
  /** A whole list's count (searched in the page); a paged list counts its loaded items of the server's total. */
  count?: { shown: number; total: number | undefined };
  /** What an empty list says while nothing is searched. */
  empty: { message?: string; icon: ReactNode };
  /** Tables sit in a panel labelled with the plural ("Books"); card grids on the page. */
  table?: boolean;
  onAdd: () => void;
  /** The delete mutation and the spec's confirmation text. */
  remove: { mutation: DeleteMutation; confirm: string };
  /** The create and edit form. */
  form: ReactNode;
  /** The rows, given the item being deleted and the delete flow. */
  children: (rows: { deletingId: string | null; handleDelete: (item: T) => Promise<void> }) => ReactNode;
}

/** Manage Books, Authors and Genres: a catalogue entity's list with search, add, edit and confirmed delete. */
export function CatalogueManager<T extends { _id: string }>(props: CatalogueManagerProps<T>) {
  const { noun, search, remove, empty } = props;
  const [One, Many] = [capitalized(noun.one), capitalized(noun.many)];
  const { deletingId, handleDelete, confirmDialog } = useConfirmedDelete<T>(remove.mutation, {
    message: remove.confirm,
    ...DELETE_TOASTS[noun.one],
  });
  const searched = search.term ?? search.text;

  return (
    <ManagePage
      title={`Manage ${Many}`}
      subtitle={props.subtitle}
      add={{ label: `Add ${One}`, onClick: props.onAdd }}
      search={{ label: `Search ${noun.many}`, placeholder: search.placeholder, state: search }}
      count={{ ...props.count, noun: noun.many }}
      list={props.list}
      loadError={`Failed to load ${noun.many}`}
      empty={{
        title: `No ${noun.many} found`,
        message: searched ? 'Try a different search.' : empty.message,
        icon: empty.icon,
      }}
      panel={props.table ? { label: Many } : undefined}
      after={
        <>
          {props.form}
          {confirmDialog}
        </>
      }
    >
      {props.children({ deletingId, handleDelete })}
    </ManagePage>
  );
}
