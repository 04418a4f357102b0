import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Genre } from '@book/core';
import { TagIcon } from '@book/shared-ui';
import { ManagePage } from '../../common/ManagePage';
import { useConfirmedDelete } from '../../common/use-confirmed-delete';
import { matchesSearch } from '../../common/text';
import { useFormModal } from '../../common/use-form-modal';
import { useDeleteGenre } from './api/genres-mutations';
import { genresQuery } from '../../common/api/genres-queries';
import { GenreCard } from './GenreCard';
import { GenreFormModal } from './GenreFormModal';
import './genres.css';

/** Manage Genres (/admin/genres): card grid, client-side search by name or description. */
export default function ManageGenres() {
  const [search, setSearch] = useState('');
  const genres = useQuery(genresQuery());
  const modal = useFormModal<Genre>();

  const visible = useMemo(
    () => (genres.data ?? []).filter((g) => matchesSearch(search, g.name, g.description)),
    [genres.data, search],
  );

  const { deletingId, handleDelete, confirmDialog } = useConfirmedDelete<Genre>(useDeleteGenre(), {
    message: 'Are you sure you want to delete this genre? This will affect any books using this genre.',
    success: 'Genre deleted successfully',
    failure: 'Failed to delete genre',
  });

  return (
    <ManagePage
      title="Manage Genres"
      subtitle="The categories readers browse the catalogue by."
      add={{ label: 'Add Genre', onClick: modal.openCreate }}
      search={{
        label: 'Search genres',
        placeholder: 'Search by name or description...',
        state: { text: search, setText: setSearch },
      }}
      count={{ shown: visible.length, total: genres.data?.length, noun: 'genres' }}
      list={genres}
      loadError="Failed to load genres"
      empty={{ title: 'No genres found', message: search ? 'Try a different search.' : undefined, icon: <TagIcon /> }}
      after={
        <>
          <GenreFormModal open={modal.open} genre={modal.editing} onClose={modal.close} onSaved={modal.close} />
          {confirmDialog}
        </>
      }
    >
      <div className="admin-columns admin-grid">
        {visible.map((genre) => (
          <GenreCard
            key={genre._id}
            genre={genre}
            deleting={deletingId === genre._id}
            disabled={deletingId !== null}
            onEdit={modal.openEdit}
            onDelete={handleDelete}
          />
        ))}
      </div>
    </ManagePage>
  );
}
