import type { Author } from '@book/core';
import { PenIcon } from '@book/shared-ui';
import { useConfirmedDelete } from '../../common/use-confirmed-delete';
import { ManagePage } from '../../common/ManagePage';
import { useDraftedFormModal } from '../../common/form-draft';
import { usePagedList } from '../../common/use-paged-list';
import { useSearchText } from '../../common/use-search-text';
import { useDeleteAuthor } from './api/authors-mutations';
import { adminAuthorsQuery } from './api/authors-queries';
import { AuthorCard } from './AuthorCard';
import { AuthorFormModal } from './AuthorFormModal';
import { authorFormDefaults, type AuthorFormValues } from './author-form';
import './authors.css';

const EMPTY_FORM = authorFormDefaults(null);

/** Manage Authors (/admin/authors): card grid, searched by name or nationality on the server, paged with "Load more". */
export default function ManageAuthors() {
  const search = useSearchText();
  const authors = usePagedList(adminAuthorsQuery(search.term));
  const modal = useDraftedFormModal<Author, AuthorFormValues>('author', EMPTY_FORM);

  const { deletingId, handleDelete, confirmDialog } = useConfirmedDelete<Author>(useDeleteAuthor(), {
    message: 'Are you sure you want to delete this author? This will also affect any books by this author.',
    success: 'Author deleted successfully',
    failure: 'Failed to delete author',
  });

  return (
    <ManagePage
      title="Manage Authors"
      subtitle="Author profiles shown across the catalogue."
      add={{ label: 'Add Author', onClick: modal.openCreate }}
      search={{ label: 'Search authors', placeholder: 'Search by name or nationality...', state: search }}
      count={{ noun: 'authors' }}
      list={authors}
      loadError="Failed to load authors"
      empty={{
        title: 'No authors found',
        message: search.term ? 'Try a different search.' : undefined,
        icon: <PenIcon />,
      }}
      after={
        <>
          <AuthorFormModal author={modal.editing} {...modal.formProps} />
          {confirmDialog}
        </>
      }
    >
      <div className="admin-columns admin-grid">
        {authors.items.map((author) => (
          <AuthorCard
            key={author._id}
            author={author}
            deleting={deletingId === author._id}
            disabled={deletingId !== null}
            onEdit={modal.openEdit}
            onDelete={handleDelete}
          />
        ))}
      </div>
    </ManagePage>
  );
}
