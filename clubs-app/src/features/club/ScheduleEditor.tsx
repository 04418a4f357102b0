import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, errorMessage, toast } from '@book/core';
import { Button, SearchInput, SelectField, TextField, useDebouncedValue } from '@book/shared-ui';
import type { ClubSchedule } from '../../common/api/clubs-calls';
import { useModeration } from './api/club-mutations';

interface SectionRow {
  _id?: string;
  title: string;
  end: string;
  unit: 'page' | 'percent';
  dueDate: string;
}

const UNITS = [
  { value: 'page', label: 'Page' },
  { value: 'percent', label: 'Percent' },
];

const rowsOf = (schedule: ClubSchedule): SectionRow[] =>
  schedule.sections.map((s) => ({
    _id: s._id,
    title: s.title,
    end: String(s.endPage ?? s.endPercent ?? ''),
    unit: s.endPage != null ? 'page' : 'percent',
    dueDate: s.dueDate ? s.dueDate.slice(0, 10) : '',
  }));

/** Whatever is wrong with the sections, in the product's voice (the server checks it again). */
function problemOf(rows: SectionRow[]): string | null {
  if (rows.length === 0) return 'Add at least one section';
  for (const [i, row] of rows.entries()) {
    if (!row.title.trim()) return `Give section ${i + 1} a title`;
    const end = Number(row.end);
    if (!row.end.trim() || !Number.isFinite(end) || end <= 0) return `Say where section ${i + 1} ends`;
    if (row.unit === 'percent' && end > 100) return `Section ${i + 1} ends past 100%`;
  }
  return null;
}

/** A moderator choosing the club's book from the catalogue and dividing it into sections. */
export function ScheduleEditor({
  clubId,
  schedule,
  onDone,
}: {
  clubId: string;
  schedule: ClubSchedule;
  onDone: () => void;
}) {
  const { schedule: save } = useModeration(clubId);
  const [book, setBook] = useState(schedule.book);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: ['books', 'search', debounced],
    queryFn: ({ signal }) => api.books.list({ search: debounced, limit: 5 }, signal),
    enabled: debounced.length > 1,
  });
  const [rows, setRows] = useState<SectionRow[]>(() =>
    schedule.sections.length ? rowsOf(schedule) : [{ title: '', end: '', unit: 'page', dueDate: '' }],
  );
  const [error, setError] = useState<string>();
  const change = (i: number, patch: Partial<SectionRow>) =>
    setRows((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = book ? problemOf(rows) : 'Choose the book the club reads';
    setError(problem ?? undefined);
    if (problem || !book) return;
    try {
      await save.mutateAsync({
        book: book._id,
        sections: rows.map((row) => ({
          ...(row._id ? { _id: row._id } : {}),
          title: row.title.trim(),
          ...(row.unit === 'page' ? { endPage: Number(row.end) } : { endPercent: Number(row.end) }),
          ...(row.dueDate ? { dueDate: row.dueDate } : {}),
        })),
      });
      toast.success('Schedule saved');
      onDone();
    } catch (failure) {
      toast.error(errorMessage(failure, 'The schedule could not be saved.'));
    }
  };

  return (
    <form className="clubs-form" onSubmit={submit} noValidate aria-label="The club's schedule">
      <p>
        Book: <strong>{book ? book.title : 'none chosen'}</strong>
      </p>
      <SearchInput
        label="Find a book in the catalogue"
        value={search}
        onChange={setSearch}
        placeholder="Title or author"
      />
      {found.data?.items.length ? (
        <ul className="club-members" aria-label="Books found">
          {found.data.items.map((b) => (
            <li key={b._id}>
              {b.title}{' '}
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Read ${b.title}`}
                onClick={() => {
                  setBook({ _id: b._id, title: b.title, pageCount: b.pageCount ?? 0 });
                  setSearch('');
                }}
              >
                Choose
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <ol className="club-sections">
        {rows.map((row, i) => (
          <li key={row._id ?? `new-${i}`} className="club-progress" data-testid="schedule-row">
            <TextField
              label={`Section ${i + 1} title`}
              value={row.title}
              onChange={(e) => change(i, { title: e.target.value })}
            />
            <TextField
              label={`Section ${i + 1} ends at`}
              inputMode="numeric"
              value={row.end}
              onChange={(e) => change(i, { end: e.target.value })}
            />
            <SelectField
              label={`Section ${i + 1} counted in`}
              options={UNITS}
              value={row.unit}
              onChange={(e) => change(i, { unit: e.target.value as SectionRow['unit'] })}
            />
            <TextField
              label={`Section ${i + 1} read by`}
              type="date"
              value={row.dueDate}
              onChange={(e) => change(i, { dueDate: e.target.value })}
            />
            {rows.length > 1 ? (
              <Button size="sm" variant="ghost" onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
                Remove section {i + 1}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {error ? (
        <p role="alert" className="ui-field__error">
          {error}
        </p>
      ) : null}
      <div className="clubs-form__actions">
        <Button
          variant="secondary"
          onClick={() => setRows((all) => [...all, { title: '', end: '', unit: 'page', dueDate: '' }])}
        >
          Add a section
        </Button>
        <Button type="submit" busy={save.isPending} busyLabel="Saving…">
          Save the schedule
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
