import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Genre } from '@book/core';
import { TextArea } from '@book/shared-ui';
import { AdminFormModal } from '../../common/AdminFormModal';
import { entityDialog, RequiredTextField } from '../../common/entity-form';
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

const defaults = (genre?: Genre | null): GenreFormValues => ({
  name: genre?.name ?? '',
  description: genre?.description ?? '',
});

export function GenreFormModal({ open, genre, onClose, onSaved }: GenreFormModalProps) {
  const form = useForm<GenreFormValues>({ defaultValues: defaults(genre) });
  const { register, handleSubmit, reset } = form;
  const dialog = entityDialog('Genre', genre !== null, { open, onClose });
  const saveGenre = useSaveGenre();

  useEffect(() => {
    if (open) reset(defaults(genre));
  }, [open, genre, reset]);

  const onSubmit = async (values: GenreFormValues) => {
    const payload = { name: values.name.trim(), description: values.description.trim() };
    const saved = await saveWithToasts(() => saveGenre.mutateAsync({ id: genre?._id, payload }), dialog.toasts);
    if (!saved) return;
    reset(defaults(null));
    onSaved();
  };

  return (
    <AdminFormModal {...dialog.modal} onSubmit={handleSubmit(onSubmit)}>
      <RequiredTextField form={form} name="name" label="Genre Name" />
      <TextArea label="Description" rows={4} {...register('description')} />
    </AdminFormModal>
  );
}
