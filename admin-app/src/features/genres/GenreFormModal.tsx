import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Genre } from '@book/core';
import { TextArea, TextField } from '@book/shared-ui';
import { AdminFormModal } from '../../common/AdminFormModal';
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
const defaults = (genre?: Genre | null): GenreFormValues => ({
  name: genre?.name ?? '',
  description: genre?.description ?? '',
});

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

  return (
    <AdminFormModal
      id={FORM_ID}
      open={open}
      title={genre ? 'Edit Genre' : 'Add New Genre'}
      submitLabel={genre ? 'Update Genre' : 'Create Genre'}
      onClose={onClose}
      onSubmit={handleSubmit(onSubmit)}
    >
      <TextField
        label="Genre Name"
        required
        autoComplete="off"
        error={formState.errors.name?.message}
        {...register('name', { validate: (v) => v.trim() !== '' || 'Genre Name is required' })}
      />
      <TextArea label="Description" rows={4} {...register('description')} />
    </AdminFormModal>
  );
}
