import type { Author } from '@book/core';
import { PenIcon } from '@book/shared-ui';
import { CatalogueManager } from '../../common/CatalogueManager';
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

  return (
    <CatalogueManager<Author>
      noun={{ one: 'author', many: 'authors' }}
      subtitle="Author profiles shown across the catalogue."
      search={{ ...search, placeholder: 'Search by name or nationality...' }}
      list={authors}
      empty={{ icon: <PenIcon /> }}
      onAdd={modal.openCreate}
      remove={{
        mutation: useDeleteAuthor(),
        confirm: 'Are you sure you want to delete this author? This will also affect any books by this author.',
      }}
      form={<AuthorFormModal author={modal.editing} {...modal.formProps} />}
    >
      {({ deletingId, handleDelete }) => (
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
      )}
    </CatalogueManager>
  );
}
