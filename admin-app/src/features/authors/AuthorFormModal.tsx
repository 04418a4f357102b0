import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Author } from '@book/core';
import { ImageInput, TextArea, TextField } from '@book/shared-ui';
import { AdminFormModal } from '../../common/AdminFormModal';
import { entityDialog, RequiredTextField } from '../../common/entity-form';
import { useKeepDraft } from '../../common/form-draft';
import { saveWithToasts } from '../../common/save-with-toasts';
import { useSaveAuthor } from './api/authors-mutations';
import { useImageField } from '../../common/use-image-field';
import { authorFormDefaults, toAuthorPayload, type AuthorFormValues } from './author-form';

interface AuthorFormModalProps {
  open: boolean;
  author: Author | null;
  onClose: () => void;
  onSaved: () => void;
  /** What the form opens with instead of the author's values (a draft kept when a session ended mid-edit: form-draft.ts). */
  draft?: { values: AuthorFormValues; image: string } | null;
  /** After each change the administrator makes: the values and the image's URL, to keep as a draft. */
  onDraftChange?: (values: AuthorFormValues, image: string) => void;
}

/** Add / edit an author. A chosen image is uploaded first; the save goes on even when that upload fails. */
export function AuthorFormModal({ open, author, onClose, onSaved, draft = null, onDraftChange }: AuthorFormModalProps) {
  const form = useForm<AuthorFormValues>({ defaultValues: authorFormDefaults(author) });
  const { register, handleSubmit, reset } = form;
  const dialog = entityDialog('Author', author !== null, { open, onClose });
  const saveAuthor = useSaveAuthor();
  const avatar = useImageField('continue');

  const resetAvatar = avatar.reset;
  useEffect(() => {
    if (!open) return;
    reset(draft ? draft.values : authorFormDefaults(author));
    resetAvatar(draft ? draft.image : (author?.avatar ?? ''));
  }, [open, author, draft, reset, resetAvatar]);
  useKeepDraft(form, avatar.url, open, onDraftChange);

  const onSubmit = async (values: AuthorFormValues) => {
    const image = await avatar.resolveForSave();
    const payload = toAuthorPayload(values, image.proceed ? image.url : avatar.url);
    const saved = await saveWithToasts(() => saveAuthor.mutateAsync({ id: author?._id, payload }), dialog.toasts);
    if (!saved) return;
    reset(authorFormDefaults(null));
    resetAvatar('');
    onSaved();
  };

  return (
    <AdminFormModal {...dialog.modal} onSubmit={handleSubmit(onSubmit)} submitDisabled={avatar.removing} size="lg">
      <RequiredTextField form={form} name="name" label="Name" />
      <ImageInput
        key={avatar.version}
        label="Profile Image"
        value={avatar.url}
        onChange={avatar.setUrl}
        file={avatar.file}
        onFileChange={avatar.setFile}
        onRemove={avatar.remove}
        hint="PNG, JPG, GIF or WebP, max 5MB"
      />
      <div className="admin-form__row">
        <TextField label="Nationality" placeholder="e.g. British" {...register('nationality')} />
        <TextField label="Birth Date" type="date" {...register('birthDate')} />
      </div>
      <TextArea label="Biography" rows={5} {...register('biography')} />
    </AdminFormModal>
  );
}
