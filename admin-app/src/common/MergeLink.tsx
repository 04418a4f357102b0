import { LinkButton } from '@book/shared-ui';

/**
 * "Merge" beside a record of a list (a book's row, an author's card): opens Merge Duplicates with it as the duplicate,
 * for the administrator to choose the record to keep. `action="group"` (a book's row): "Group editions" opens Group
 * Editions with the book's work as the one that stays, for the administrator to choose the book whose work joins it.
 */
export function MergeLink({
  kind,
  id,
  name,
  className,
  action = 'merge',
}: {
  kind: 'books' | 'authors';
  id: string;
  name: string;
  className?: string;
  action?: 'merge' | 'group';
}) {
  if (action === 'group') {
    return (
      <LinkButton
        variant="ghost"
        size="sm"
        className={className}
        to="/admin/merges/editions"
        state={{ keep: { _id: id, name } }}
        aria-label={`Group editions of ${name} with another book`}
      >
        Group editions…
      </LinkButton>
    );
  }
  return (
    <LinkButton
      variant="ghost"
      size="sm"
      className={className}
      to={kind === 'authors' ? '/admin/merges?kind=authors' : '/admin/merges'}
      state={{ merge: { _id: id, name } }}
      aria-label={`Merge ${name} into another ${kind === 'authors' ? 'author' : 'book'}`}
    >
      Merge
    </LinkButton>
  );
}
