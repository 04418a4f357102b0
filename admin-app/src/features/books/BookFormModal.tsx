import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ApiError, toast, type Book } from '@book/core';
import { ISBN_INVALID, isValidIsbn, normalizeIsbn } from '@book/rules';
import { Button, Checkbox, ImageInput, SelectField, TextArea, TextField } from '@book/shared-ui';
import { AdminFormModal } from '../../common/AdminFormModal';
import { entityDialog, RequiredTextField } from '../../common/entity-form';
import { useKeepDraft } from '../../common/form-draft';
import { saveWithToasts } from '../../common/save-with-toasts';
import { useImageField } from '../../common/use-image-field';
import { useLoadErrorLog } from '../../common/use-load-error';
import { authorChoicesQuery } from './api/authors-queries';
import { AuthorPicker } from './AuthorPicker';
import { genresQuery } from '../../common/api/genres-queries';
import { useSaveBook } from './api/books-mutations';
import { FORMAT_OPTIONS } from '../../common/api/works-calls';
import { BOOK_STATUS_OPTIONS, bookFormDefaults, toBookPayload, type BookFormValues } from './book-form';
import './books.css';

/** Values a new book starts with (a reader's suggestion); the author is picked by name when one is called that. */
export interface BookPrefill {
  values: Partial<BookFormValues>;
  authorName?: string;
}

interface BookFormModalProps {
  open: boolean;
  /** The book being edited; null to create one. */
  book: Book | null;
  /** Only when creating: the form's starting values (keep the same object while open: a new one resets the form). */
  prefill?: BookPrefill | null;
  onClose: () => void;
  /** After a successful save, with the saved book. */
  onSaved: (saved: Book) => void;
  /** What the form opens with instead of the book's values (a draft kept when a session ended mid-edit: form-draft.ts). */
  draft?: { values: BookFormValues; image: string } | null;
  /** After each change the administrator makes: the values and the cover's URL, to keep as a draft. */
  onDraftChange?: (values: BookFormValues, image: string) => void;
}

/** The message of a refused save that concerns the ISBN (invalid: 400, taken by another book: 409), else undefined. */
function isbnProblem(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || !err.fromServer) return undefined;
  return err.errors?.isbn?.[0] ?? (/isbn/i.test(err.message) ? err.message : undefined);
}

/** The book's ISBN as the catalogue keeps it in both forms, read-only (the API derives them from the ISBN saved). */
function StoredIsbns({ book }: { book: Book }) {
  const value = (isbn: string | null | undefined) => isbn || <span className="admin-muted">Not set</span>;
  return (
    <dl className="admin-book-isbns" aria-label="Stored ISBNs">
      <div>
        <dt>ISBN-10</dt>
        <dd>{value(book.isbn10)}</dd>
      </div>
      <div>
        <dt>ISBN-13</dt>
        <dd>{value(book.isbn13)}</dd>
      </div>
    </dl>
  );
}

/** Add New Book / Edit Book. A chosen cover is uploaded first; a failed upload aborts the save. */
export function BookFormModal({
  open,
  book,
  prefill = null,
  onClose,
  onSaved,
  draft = null,
  onDraftChange,
}: BookFormModalProps) {
  const form = useForm<BookFormValues>({ defaultValues: bookFormDefaults(book) });
  const { register, handleSubmit, reset, control, formState, setError, setValue, getValues } = form;
  const dialog = entityDialog('Book', book !== null, { open, onClose });
  const cover = useImageField('abort');
  const [coverError, setCoverError] = useState<string | undefined>();

  // The lookups of the form; their failures are only logged (spec 8). Authors are searched by AuthorPicker.
  const genres = useQuery({ ...genresQuery(), enabled: open });
  useLoadErrorLog(genres, 'Failed to load genres');
  const saveBook = useSaveBook();

  const resetCover = cover.reset;
  const startValues = book ? null : prefill;
  useEffect(() => {
    if (!open) return;
    reset(draft ? draft.values : { ...bookFormDefaults(book), ...startValues?.values });
    resetCover(draft ? draft.image : (book?.coverImage ?? ''));
    setCoverError(undefined);
  }, [open, book, startValues, draft, reset, resetCover]);
  useKeepDraft(form, cover.url, open, onDraftChange);

  // A suggestion's author is picked if an author has that name (case aside): searched on the server by that name.
  const authorName = startValues?.authorName?.trim() ?? '';
  const namesakes = useQuery({ ...authorChoicesQuery(authorName), enabled: open && authorName !== '' });
  useLoadErrorLog(namesakes, 'Failed to load authors');
  useEffect(() => {
    if (!open || !authorName || !namesakes.data || getValues('author')) return;
    const match = namesakes.data.find((a) => a.name.trim().toLowerCase() === authorName.toLowerCase());
    if (match) setValue('author', match);
  }, [open, authorName, namesakes.data, getValues, setValue]);

  const onSubmit = async (values: BookFormValues) => {
    if (!cover.hasImage) {
      setCoverError('Cover image is required');
      toast.error('Cover image is required');
      return;
    }
    const image = await cover.resolveForSave();
    if (!image.proceed) return;
    const payload = toBookPayload(values, image.url, Boolean(book));
    const saved = await saveWithToasts(
      () => saveBook.mutateAsync({ id: book?._id, payload }),
      dialog.toasts,
      (err) => {
        const problem = isbnProblem(err);
        if (problem) setError('isbn', { message: problem }, { shouldFocus: true });
      },
    );
    if (!saved) return;
    reset(bookFormDefaults(null));
    resetCover('');
    onSaved(saved.value);
  };

  return (
    <AdminFormModal {...dialog.modal} onSubmit={handleSubmit(onSubmit)} submitDisabled={cover.removing} size="lg">
      <RequiredTextField form={form} name="title" label="Title" />
      <Controller
        name="author"
        control={control}
        rules={{ validate: (author) => author !== null || 'Author is required' }}
        render={({ field, fieldState }) => (
          <AuthorPicker
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="admin-form__row">
        <div>
          <TextField
            label="ISBN"
            autoComplete="off"
            inputMode="text"
            placeholder="e.g. 978-0-441-17271-9"
            hint="Optional: ISBN-10 or ISBN-13, hyphens allowed"
            error={formState.errors.isbn?.message}
            {...register('isbn', {
              validate: (v) => v.trim() === '' || isValidIsbn(normalizeIsbn(v)) || ISBN_INVALID,
            })}
          />
          {book && <StoredIsbns book={book} />}
        </div>
        <SelectField label="Format" options={FORMAT_OPTIONS} {...register('format')} />
      </div>
      <TextArea label="Description" rows={4} {...register('description')} />

      <fieldset className="admin-form__fieldset">
        <legend>Genres</legend>
        {genres.isPending ? (
          <p className="admin-muted">Loading genres...</p>
        ) : genres.isError && !genres.data ? (
          // Not "No genres available": they exist, they could not be read. The rest of the form stays usable.
          <p className="admin-muted" role="alert">
            Failed to load genres{' '}
            <Button variant="secondary" size="sm" onClick={() => genres.refetch()}>
              Try again
            </Button>
          </p>
        ) : (genres.data ?? []).length === 0 ? (
          <p className="admin-muted">No genres available</p>
        ) : (
          <Controller
            control={control}
            name="genres"
            render={({ field }) => (
              <div className="admin-form__checks">
                {(genres.data ?? []).map((g) => (
                  <Checkbox
                    key={g._id}
                    label={g.name}
                    checked={field.value.includes(g._id)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked ? [...field.value, g._id] : field.value.filter((id) => id !== g._id),
                      )
                    }
                  />
                ))}
              </div>
            )}
          />
        )}
      </fieldset>

      <ImageInput
        key={cover.version}
        label="Cover Image"
        value={cover.url}
        onChange={(url) => {
          cover.setUrl(url);
          if (url) setCoverError(undefined);
        }}
        file={cover.file}
        onFileChange={(file) => {
          cover.setFile(file);
          if (file) setCoverError(undefined);
        }}
        onRemove={cover.remove}
        error={coverError}
        hint="PNG, JPG, GIF or WebP up to 5MB"
      />

      <div className="admin-form__row">
        <TextField label="Published Date" type="date" {...register('publishedDate')} />
        <TextField label="Publisher" {...register('publisher')} />
      </div>
      <div className="admin-form__row">
        <TextField label="Language" placeholder="e.g. English" {...register('language')} />
        <TextField
          label="Page Count"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          error={formState.errors.pageCount?.message}
          {...register('pageCount', {
            validate: (v) => v.trim() === '' || /^\d+$/.test(v.trim()) || 'Page count must be a whole number',
          })}
        />
        <SelectField label="Status" options={BOOK_STATUS_OPTIONS} {...register('status')} />
      </div>
    </AdminFormModal>
  );
}
