import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '@book/core';
import { Button, Modal, Spinner, TextField, ThanksPanel, useDebouncedValue } from '@book/shared-ui';
import { seriesApi } from '../../common/api/series-calls';
import { suggestionsApi } from '../../common/api/suggestions-calls';
import { queryKeys } from '../../common/query-keys';
import type { BookDialogProps } from './book-dialog';

/**
 * "Suggest for a series": the reader names the series (one of the catalogue's, found as they type, or a new one) and
 * the book's place in it; the suggestion reaches the administrators' Suggestions queue, who add it.
 */
export function SeriesSuggestDialog({ book, open, onClose }: BookDialogProps) {
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<string>('');
  const [position, setPosition] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [thanks, setThanks] = useState<string | null>(null);
  const search = useDebouncedValue(typed.trim());
  const found = useQuery({
    queryKey: [...queryKeys.series.all, 'search', search],
    queryFn: ({ signal }) => seriesApi.list(search, signal),
    enabled: open && search.length > 0,
    placeholderData: keepPreviousData,
  });
  const matches = search.length > 0 ? (found.data ?? []) : [];

  const close = () => {
    setTyped('');
    setChosen('');
    setPosition('');
    setError('');
    setThanks(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const place = Number(position);
    const existing = matches.find((s) => s._id === chosen);
    const name = typed.trim();
    if (!existing && !name) return setError('Name the series');
    if (!Number.isFinite(place) || place <= 0 || position.trim() === '')
      return setError('The position must be a number greater than 0');
    setSending(true);
    setError('');
    try {
      const { suggested } = await suggestionsApi.suggestSeries(book._id, {
        ...(existing ? { series: existing._id } : { seriesName: name }),
        position: place,
      });
      const where = `Book ${place} of ${existing?.name ?? name}`;
      setThanks(
        suggested
          ? `Thanks! An administrator will add "${book.title}" as ${where}.`
          : `You have already suggested "${book.title}" as ${where}: an administrator will look at it.`,
      );
    } catch (err) {
      setError(errorMessage(err, 'Could not send your suggestion'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} title="Suggest for a series" onClose={close} busy={sending}>
      {thanks ? (
        <ThanksPanel className="reader-same-book" onClose={close}>
          {thanks}
        </ThanksPanel>
      ) : (
        <form className="reader-same-book" onSubmit={(e) => void submit(e)} noValidate>
          <p className="reader-muted">
            Which series is &ldquo;{book.title}&rdquo; part of, and which book of it is it? An administrator will add
            it.
          </p>
          <TextField
            label="Series"
            placeholder="The series' name"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setChosen('');
            }}
            autoComplete="off"
            autoFocus
          />
          <div aria-live="polite" className="reader-same-book__status">
            {search.length > 0 && found.isFetching && <Spinner size="sm" label="Searching..." />}
          </div>
          {search.length > 0 && (
            <fieldset className="reader-series-choices">
              <legend className="reader-muted">Choose the series</legend>
              {matches.map((s) => (
                <label key={s._id} className="reader-series-choice">
                  <input type="radio" name="series" checked={chosen === s._id} onChange={() => setChosen(s._id)} />{' '}
                  {s.name}
                </label>
              ))}
              {!matches.some((s) => s.name.toLowerCase() === search.toLowerCase()) && (
                <label className="reader-series-choice">
                  <input type="radio" name="series" checked={chosen === ''} onChange={() => setChosen('')} /> A new
                  series: &ldquo;{search}&rdquo;
                </label>
              )}
            </fieldset>
          )}
          <TextField
            label="Position in the series"
            hint="1 for the first book; 2.5 for one between the second and the third"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={position}
            onChange={(e) => setPosition(e.target.value)}
          />
          {error && (
            <p className="reader-same-book__error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" busy={sending}>
            Send suggestion
          </Button>
        </form>
      )}
    </Modal>
  );
}
