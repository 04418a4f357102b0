import { useEffect, useId, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookFormatLabel, Button, SelectField, Spinner } from '@book/shared-ui';
import type { BookFormat, Edition } from '../../common/api/editions-calls';
import { editionsQuery } from '../../common/api/editions-queries';

interface EditionSwitchProps {
  /** The entry's edition: its book. */
  book: { _id: string; title: string; format?: BookFormat | null };
  /** The entry's title, naming its controls. */
  title: string;
  switching: boolean;
  /** Resolves true once the entry names the chosen edition. */
  onSwitch: (bookId: string) => Promise<boolean>;
}

/** "Paperback · 1966 · English", with the edition's title when it differs from the entry's. */
function editionLabel(edition: Edition, title: string): string {
  const parts = [bookFormatLabel(edition.format), edition.publishedDate?.slice(0, 4), edition.language || undefined];
  const label = parts.filter(Boolean).join(' · ');
  return edition.title === title ? label : `${label}: ${edition.title}`;
}

/**
 * The entry's edition (its format, when known) and "Switch edition": the work's editions, read when asked for, in a
 * select; choosing one records it as the reader's. A work with one edition says so instead.
 */
export function EditionSwitch({ book, title, switching, onSwitch }: EditionSwitchProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  // The last editions stay while those of the newly chosen book load: the select (and its focus) stays in place.
  const editions = useQuery({ ...editionsQuery(book._id), enabled: open, placeholderData: keepPreviousData });
  const selectId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusOnLoad = useRef(false);
  const loaded = editions.isSuccess;

  // Once the editions are there, the focus goes from "Switch edition" to their select (or the close button).
  useEffect(() => {
    if (!open || !loaded || !focusOnLoad.current) return;
    focusOnLoad.current = false;
    panel.current?.querySelector<HTMLElement>('select, button')?.focus();
  }, [open, loaded]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const choose = async (bookId: string) => {
    if (bookId === book._id || switching) return;
    setChosen(bookId);
    await onSwitch(bookId);
    setChosen(null);
  };

  const others = (editions.data ?? []).filter((edition) => edition._id !== book._id);
  const current = { value: book._id, label: `${bookFormatLabel(book.format)} (yours)` };

  return (
    <div className="reader-rl-edition">
      <p className="reader-muted reader-rl-entry__dates">
        {book.format && <span data-testid="entry-format">{bookFormatLabel(book.format)}</span>}
        <button
          ref={toggle}
          type="button"
          className="reader-rl-entry__edit-dates"
          aria-expanded={open}
          aria-label={`Switch edition of ${title}`}
          onClick={() => {
            focusOnLoad.current = !open;
            setOpen(!open);
          }}
        >
          Switch edition
        </button>
      </p>
      {open && (
        <div ref={panel} className="reader-rl-edition__panel">
          {editions.isPending ? (
            <Spinner size="sm" label="Loading editions..." />
          ) : editions.isError && !editions.data ? (
            <p className="reader-muted" role="alert">
              Editions could not be loaded.{' '}
              <Button variant="secondary" size="sm" onClick={() => void editions.refetch()}>
                Try again
              </Button>
            </p>
          ) : others.length === 0 && !editions.isPlaceholderData ? (
            <p className="reader-muted">This book has no other editions.</p>
          ) : (
            <SelectField
              id={selectId}
              label={`Edition of ${title}`}
              value={chosen ?? book._id}
              aria-busy={switching}
              options={[
                current,
                ...others.map((edition) => ({ value: edition._id, label: editionLabel(edition, title) })),
              ]}
              onChange={(e) => void choose(e.target.value)}
            />
          )}
          <Button variant="secondary" size="sm" onClick={close}>
            Done
          </Button>
        </div>
      )}
    </div>
  );
}
