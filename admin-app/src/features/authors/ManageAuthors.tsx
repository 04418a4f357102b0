import type { Author } from '@book/core';
import { Button, PenIcon, PlusIcon, useConfirm, usePageTitle } from '@book/shared-ui';
import { useConfirmedDelete } from '../../common/use-confirmed-delete';
import { AdminPageHeader } from '../../common/AdminPageHeader';
import { ListState } from '../../common/ListState';
import { LoadMore } from '../../common/LoadMore';
import { useDraftedFormModal } from '../../common/form-draft';
import { useLoadErrorToast } from '../../common/use-load-error';
import { usePagedList } from '../../common/use-paged-list';
import { useSearchText } from '../../common/use-search-text';
import { ListToolbar } from '../../common/ListToolbar';
import { useDeleteAuthor } from './api/authors-mutations';
import { adminAuthorsQuery } from './api/authors-queries';
import { AuthorCard } from './AuthorCard';
import { AuthorFormModal } from './AuthorFormModal';
import { authorFormDefaults, type AuthorFormValues } from './author-form';
import './authors.css';

const EMPTY_FORM = authorFormDefaults(null);

/** Manage Authors (/admin/authors): card grid, searched by name or nationality on the server, paged with "Load more". */
export default function ManageAuthors() {
  usePageTitle('Manage Authors');
  const search = useSearchText();
  const authors = usePagedList(adminAuthorsQuery(search.term));
  useLoadErrorToast(authors, 'Failed to load authors');
  const deleteAuthor = useDeleteAuthor();
  const modal = useDraftedFormModal<Author, AuthorFormValues>('author', EMPTY_FORM);
  const [confirm, confirmDialog] = useConfirm();

  const visible = authors.items;
  const searching = search.typing || authors.refreshing;

  const { deletingId, handleDelete } = useConfirmedDelete<Author>({
    confirm,
    message: 'Are you sure you want to delete this author? This will also affect any books by this author.',
    remove: (author) => deleteAuthor.mutateAsync(author._id),
    success: 'Author deleted successfully',
    failure: 'Failed to delete author',
  });

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Manage Authors"
        subtitle="Author profiles shown across the catalogue."
        actions={
          <Button icon={<PlusIcon />} onClick={modal.openCreate}>
            Add Author
          </Button>
        }
      />
      <ListToolbar
        search={{
          label: 'Search authors',
          value: search.text,
          onChange: search.setText,
          placeholder: 'Search by name or nationality...',
        }}
        count={{ shown: visible.length, total: authors.total, noun: 'authors', searching }}
      />

      <ListState
        loading={authors.isPending}
        error={authors.isError}
        empty={visible.length === 0}
        emptyTitle="No authors found"
        emptyMessage={search.term ? 'Try a different search.' : undefined}
        emptyIcon={<PenIcon />}
        onRetry={() => authors.refetch()}
      >
        <div className="admin-grid">
          {visible.map((author) => (
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
        <LoadMore pages={authors} />
      </ListState>

      <AuthorFormModal
        open={modal.open}
        author={modal.editing}
        onClose={modal.close}
        onSaved={modal.close}
        draft={modal.draft}
        onDraftChange={modal.keepDraft}
      />
      {confirmDialog}
    </div>
  );
}
