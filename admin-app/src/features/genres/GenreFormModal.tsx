import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Genre } from '@book/core';
import { Button, Modal, TextArea, TextField } from '@book/shared-ui';
import { saveWithToasts } from '../../common/save-with-toasts';
import { useSaveGenre } from './api/genres-mutations';

interface GenreFormModalProps {
  open: boolean;
  genre: Genre | null;
  onClose: () => void;
  onSaved: () => void;
}

interface GenreFormValues {
  name: string;
  description: string;
}

const FORM_ID = 'admin-genre-form';
const defaults = (genre?: Genre | null): GenreFormValues => ({ name: genre?.name ?? '', description: genre?.description ?? '' });

export function GenreFormModal({ open, genre, onClose, onSaved }: GenreFormModalProps) {
  const { register, handleSubmit, reset, formState } = useForm<GenreFormValues>({ defaultValues: defaults(genre) });
  const saveGenre = useSaveGenre();

  useEffect(() => {
    if (open) reset(defaults(genre));
  }, [open, genre, reset]);

  const onSubmit = async (values: GenreFormValues) => {
    const payload = { name: values.name.trim(), description: values.description.trim() };
    const saved = await saveWithToasts(() => saveGenre.mutateAsync({ id: genre?._id, payload }), {
      success: genre ? 'Genre updated successfully' : 'Genre created successfully',
      failure: 'Failed to save genre',
    });
    if (!saved) return;
    reset(defaults(null));
    onSaved();
  };

  const saving = formState.isSubmitting;

  return (
    <Modal
      open={open}
      title={genre ? 'Edit Genre' : 'Add New Genre'}
      onClose={onClose}
      busy={saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={saving} busyLabel="Saving..." disabled={saving}>
            {genre ? 'Update Genre' : 'Create Genre'}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        className="admin-form"
        // isSubmitting covers the whole async save, so a second submit (Enter twice) is ignored.
        onSubmit={(e) => (saving ? e.preventDefault() : handleSubmit(onSubmit)(e))}
        noValidate
        aria-busy={saving}
      >
        <TextField
          label="Genre Name"
          required
          autoComplete="off"
          error={formState.errors.name?.message}
          {...register('name', { validate: (v) => v.trim() !== '' || 'Genre Name is required' })}
        />
        <TextArea label="Description" rows={4} {...register('description')} />
      </form>
    </Modal>
  );
}
