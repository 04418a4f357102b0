import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '@book/core';
import { Button, Modal, SearchInput, Spinner, ThanksPanel, useDebouncedValue } from '@book/shared-ui';
import { booksQuery } from '../../common/api/books-queries';
import { suggestionsApi } from '../../common/api/suggestions-calls';

const RESULTS = 8;

/**
 * "This is the same book as…": the reader searches the catalogue for the other book and flags the pair; it reaches
 * the administrators' Suggestions queue, where they compare the two and merge them. Once sent, the reader is
 * thanked in the dialog.
 */
export function SameBookDialog({
  book,
  open,
  onClose,
}: {
  book: { _id: string; title: string };
  open: boolean;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const results = useQuery({
    ...booksQuery({ search, limit: RESULTS + 1 }),
    enabled: open && search.length > 0,
    placeholderData: keepPreviousData,
  });
  const others = (results.data?.items ?? []).filter((b) => b._id !== book._id).slice(0, RESULTS);
  const [sending, setSending] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [thanks, setThanks] = useState<string | null>(null);

  const close = () => {
    setTyped('');
    setError('');
    setThanks(null);
    onClose();
  };

  const flag = async (other: { _id: string; title: string }) => {
    if (sending) return;
    setSending(other._id);
    setError('');
    try {
      const { suggested } = await suggestionsApi.flagDuplicate(book._id, other._id);
      setThanks(
        suggested
          ? `Thanks! An administrator will compare "${book.title}" with "${other.title}".`
          : `You have already flagged "${book.title}" and "${other.title}": an administrator will compare them.`,
      );
    } catch (err) {
      setError(errorMessage(err, 'Could not send your flag'));
    } finally {
      setSending(null);
    }
  };

  const searched = search.length > 0 && results.isSuccess;
  return (
    <Modal open={open} title="This is the same book as…" onClose={close} busy={sending !== null}>
      {thanks ? (
        <ThanksPanel className="reader-same-book" onClose={close}>
          {thanks}
        </ThanksPanel>
      ) : (
        <div className="reader-same-book">
          <p className="reader-muted">
            Find the other record of &ldquo;{book.title}&rdquo; in the catalogue; an administrator will compare the two
            and merge them.
          </p>
          <SearchInput
            label="Search for the other book"
            placeholder="Title, author or ISBN"
            value={typed}
            onChange={setTyped}
            autoFocus
          />
          <div aria-live="polite" className="reader-same-book__status">
            {search.length > 0 && results.isFetching && <Spinner size="sm" label="Searching..." />}
            {searched && !results.isFetching && others.length === 0 && <p>No other book matches your search.</p>}
            {search.length > 0 && results.isError && (
              <p role="alert">{errorMessage(results.error, 'Could not search the catalogue')}</p>
            )}
          </div>
          {search.length > 0 && others.length > 0 && (
            <ul className="reader-same-book__results" aria-label="Books found">
              {others.map((other) => (
                <li key={other._id} className="reader-same-book__result">
                  <span>
                    <span className="reader-same-book__title">{other.title}</span>
                    {other.author && <span className="reader-muted"> by {other.author.name}</span>}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={sending === other._id}
                    disabled={sending !== null}
                    onClick={() => void flag(other)}
                    aria-label={`Same book: ${other.title}`}
                  >
                    Same book
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {error && (
            <p className="reader-same-book__error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
