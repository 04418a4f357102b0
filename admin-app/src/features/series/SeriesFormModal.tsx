import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button, TextArea, TrashIcon } from '@book/shared-ui';
import { AdminFormModal } from '../../common/AdminFormModal';
import { RequiredTextField } from '../../common/entity-form';
import { saveWithToasts } from '../../common/save-with-toasts';
import { SearchCombobox } from '../../common/SearchCombobox';
import type { SeriesSummary } from './api/series-calls';
import { useSaveSeries } from './api/series-mutations';
import { bookChoicesQuery, seriesDetailQuery, type BookChoice } from './api/series-queries';

interface SeriesFormModalProps {
  open: boolean;
  series: SeriesSummary | null;
  onClose: () => void;
  onSaved: () => void;
}

interface SeriesFormValues {
  name: string;
  description: string;
}

/** An entry as the form edits it: the book, its title and author as shown, and its position (text while typed). */
interface EntryRow {
  work: string;
  title: string;
  author?: string;
  position: string;
}

const defaults = (series?: SeriesSummary | null): SeriesFormValues => ({
  name: series?.name ?? '',
  description: series?.description ?? '',
});

/** The next position after the last: 1 for an empty series, else the highest whole number above the last. */
const nextPosition = (rows: EntryRow[]) =>
  String(Math.floor(Math.max(0, ...rows.map((r) => Number(r.position) || 0))) + 1);

/**
 * Add or edit a series: its name and description, and its entries: books added by searching the catalogue, each with
 * its position (1, 2, 2.5…), moved up or down (they swap positions) or removed. Saved as one whole list.
 */
export function SeriesFormModal({ open, series, onClose, onSaved }: SeriesFormModalProps) {
  const editing = series !== null;
  const form = useForm<SeriesFormValues>({ defaultValues: defaults(series) });
  const { register, handleSubmit, reset } = form;
  const save = useSaveSeries();
  const detail = useQuery({ ...seriesDetailQuery(series?._id ?? ''), enabled: open && editing });
  const [rows, setRows] = useState<EntryRow[]>([]);
  const [rowsError, setRowsError] = useState('');

  useEffect(() => {
    if (!open) return;
    reset(defaults(series));
    setRowsError('');
    setRows([]);
  }, [open, series, reset]);

  useEffect(() => {
    if (!open || !detail.data) return;
    setRows(
      detail.data.entries.map((e) => ({
        work: e.work,
        title: e.book.title,
        author: e.book.author?.name,
        position: String(e.position),
      })),
    );
  }, [open, detail.data]);

  const add = (choice: BookChoice | null) => {
    if (!choice || rows.some((r) => r.work === choice._id)) return;
    setRows((current) => [
      ...current,
      { work: choice._id, title: choice.name, author: choice.detail, position: nextPosition(current) },
    ]);
  };
  /** Moves an entry up (-1) or down (+1): the two entries swap their positions, so the order changes, not the numbers. */
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const other = index + by;
      if (other < 0 || other >= current.length) return current;
      const next = [...current];
      next[index] = { ...current[other], position: current[index].position };
      next[other] = { ...current[index], position: current[other].position };
      return next;
    });
  const setPosition = (index: number, position: string) =>
    setRows((current) => current.map((r, i) => (i === index ? { ...r, position } : r)));
  const remove = (index: number) => setRows((current) => current.filter((_, i) => i !== index));

  const onSubmit = async (values: SeriesFormValues) => {
    const positions = rows.map((r) => Number(r.position));
    if (positions.some((p) => !Number.isFinite(p) || p <= 0 || rows.some((r) => r.position.trim() === ''))) {
      setRowsError('Each position must be a number greater than 0');
      return;
    }
    if (new Set(positions).size !== positions.length) {
      setRowsError('Two books cannot share a position');
      return;
    }
    setRowsError('');
    const payload = {
      name: values.name.trim(),
      description: values.description.trim(),
      entries: rows.map((r) => ({ work: r.work, position: Number(r.position) })),
    };
    const saved = await saveWithToasts(() => save.mutateAsync({ id: series?._id, payload }), {
      success: editing ? 'Series updated successfully' : 'Series created successfully',
      failure: 'Failed to save series',
    });
    if (!saved) return;
    onSaved();
  };

  return (
    <AdminFormModal
      id="admin-series-form"
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Series' : 'Add New Series'}
      submitLabel={editing ? 'Update Series' : 'Create Series'}
      submitDisabled={editing && detail.isPending}
      size="lg"
      onSubmit={handleSubmit(onSubmit)}
    >
      <RequiredTextField form={form} name="name" label="Series Name" />
      <TextArea label="Description" rows={3} {...register('description')} />
      <fieldset className="admin-series-entries">
        <legend>Books in reading order</legend>
        {editing && detail.isPending ? (
          <p className="admin-card__meta">Loading its books...</p>
        ) : rows.length === 0 ? (
          <p className="admin-card__meta">No books yet: add them below.</p>
        ) : (
          <ol className="admin-series-entries__list">
            {rows.map((row, index) => (
              <li key={row.work} className="admin-series-entries__row" data-testid="series-entry-row">
                <label className="admin-series-entries__position">
                  <span className="ui-visually-hidden">Position of {row.title}</span>
                  <input
                    className="ui-input"
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="any"
                    value={row.position}
                    onChange={(e) => setPosition(index, e.target.value)}
                  />
                </label>
                <span className="admin-series-entries__title">
                  {row.title}
                  {row.author && <span className="admin-card__meta"> · {row.author}</span>}
                </span>
                <span className="admin-series-entries__actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Move ${row.title} up`}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Move ${row.title} down`}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<TrashIcon />}
                    onClick={() => remove(index)}
                    aria-label={`Remove ${row.title}`}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        )}
        {rowsError && (
          <p className="ui-field__error" role="alert">
            {rowsError}
          </p>
        )}
        <SearchCombobox
          id="admin-series-add-book"
          label="Add a book"
          hint="Added after the last one; change its position to put it elsewhere."
          placeholder="Search by title or author..."
          noun="books"
          choices={bookChoicesQuery}
          value={null}
          onChange={add}
        />
      </fieldset>
    </AdminFormModal>
  );
}
