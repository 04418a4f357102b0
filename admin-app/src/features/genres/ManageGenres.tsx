import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Genre } from '@book/core';
import { TagIcon } from '@book/shared-ui';
import { CatalogueManager } from '../../common/CatalogueManager';
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

  return (
    <CatalogueManager<Genre>
      noun={{ one: 'genre', many: 'genres' }}
      subtitle="The categories readers browse the catalogue by."
      search={{ text: search, setText: setSearch, placeholder: 'Search by name or description...' }}
      list={genres}
      count={{ shown: visible.length, total: genres.data?.length }}
      empty={{ icon: <TagIcon /> }}
      onAdd={modal.openCreate}
      remove={{
        mutation: useDeleteGenre(),
        confirm: 'Are you sure you want to delete this genre? This will affect any books using this genre.',
      }}
      form={<GenreFormModal open={modal.open} genre={modal.editing} onClose={modal.close} onSaved={modal.close} />}
    >
      {({ deletingId, handleDelete }) => (
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
      )}
    </CatalogueManager>
  );
}
