import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BooksIcon, useDebouncedValue } from '@book/shared-ui';
import { CardDescription } from '../../common/CardDescription';
import { CardFooter } from '../../common/CardFooter';
import { CatalogueManager } from '../../common/CatalogueManager';
import { useFormModal } from '../../common/use-form-modal';
import type { SeriesSummary } from './api/series-calls';
import { useDeleteSeries } from './api/series-mutations';
import { seriesListQuery } from './api/series-queries';
import { SeriesFormModal } from './SeriesFormModal';
import './series.css';

interface SeriesCardProps {
  series: SeriesSummary;
  deleting: boolean;
  disabled: boolean;
  onEdit: (series: SeriesSummary) => void;
  onDelete: (series: SeriesSummary) => void;
}

/** A series in the grid: its name, description, how many books, Edit and Delete. */
function SeriesCard({ series, deleting, disabled, onEdit, onDelete }: SeriesCardProps) {
  return (
    <article className="admin-card admin-series-card" aria-labelledby={`admin-series-${series._id}`}>
      <h2 className="admin-card__title" id={`admin-series-${series._id}`}>
        {series.name}
      </h2>
      <CardDescription text={series.description} />
      <CardFooter
        name={series.name}
        bookCount={series.entryCount}
        deleting={deleting}
        disabled={disabled}
        onEdit={() => onEdit(series)}
        onDelete={() => onDelete(series)}
      />
    </article>
  );
}

/** Manage Series (/admin/series): the series by name, searched on the server; add, edit (books and positions), delete. */
export default function ManageSeries() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const list = useQuery(seriesListQuery(term));
  const modal = useFormModal<SeriesSummary>();
  const items = list.data?.items ?? [];

  return (
    <CatalogueManager<SeriesSummary>
      noun={{ one: 'series', many: 'series' }}
      subtitle="Books in reading order, as the series pages and the book pages' “Book 2 of …” show them."
      search={{ text: search, setText: setSearch, term, placeholder: 'Search by name...' }}
      list={list}
      count={{ shown: items.length, total: list.data?.meta.total }}
      empty={{ icon: <BooksIcon /> }}
      onAdd={modal.openCreate}
      remove={{
        mutation: useDeleteSeries(),
        confirm: 'Are you sure you want to delete this series? Its books stay in the catalogue.',
      }}
      form={<SeriesFormModal open={modal.open} series={modal.editing} onClose={modal.close} onSaved={modal.close} />}
    >
      {({ deletingId, handleDelete }) => (
        <div className="admin-columns admin-grid">
          {items.map((series) => (
            <SeriesCard
              key={series._id}
              series={series}
              deleting={deletingId === series._id}
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
