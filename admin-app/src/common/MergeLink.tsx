import { LinkButton } from '@book/shared-ui';

/**
 * "Merge" beside a record of a list (a book's row, an author's card): opens Merge Duplicates with it as the duplicate,
 * for the administrator to choose the record to keep.
 */
export function MergeLink({
  kind,
  id,
  name,
  className,
}: {
  kind: 'books' | 'authors';
  id: string;
  name: string;
  className?: string;
}) {
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
