import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, toast } from '@book/core';
import { Button, Checkbox, Modal, SelectField, TextArea, TextField, checkImageFile, formFields } from '@book/shared-ui';
import type { Club } from '../../common/api/clubs-calls';
import { descriptionRules, nameRules, VISIBILITIES, type ClubFields } from '../../common/club-fields';
import { useEditClub } from './api/club-mutations';

const COVER_PROBLEMS = { type: 'Choose an image file', size: 'A cover image is at most 5 MB' };

/** Its owner and moderators change a club's name, description, who may join, and its cover (an image they upload). */
export function EditClub({ club, onClose }: { club: Club; onClose: () => void }) {
  const edit = useEditClub(club._id);
  const form = useForm<ClubFields>({
    defaultValues: { name: club.name, description: club.description, visibility: club.visibility },
  });
  const field = formFields(form);
  const [cover, setCover] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [coverError, setCoverError] = useState<string>();

  const submit = form.handleSubmit(async ({ name, description, visibility }) => {
    const problem = cover ? checkImageFile(cover) : null;
    setCoverError(problem ? COVER_PROBLEMS[problem] : undefined);
    if (problem) return;
    try {
      await edit.mutateAsync({
        input: {
          name: name.trim(),
          description: description.trim(),
          visibility,
          ...(removeCover && !cover ? { coverImage: '' } : {}),
        },
        cover,
      });
      toast.success('Your changes are saved');
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'The club could not be changed. Please try again.'));
    }
  });

  return (
    <Modal open title="Edit the club" onClose={onClose} busy={edit.isPending}>
      <form className="clubs-form" onSubmit={submit} noValidate aria-label="Edit the club">
        <TextField label="Name" required {...field('name', nameRules)} />
        <TextArea label="Description" rows={4} {...field('description', descriptionRules)} />
        <SelectField label="Who can join" options={VISIBILITIES} {...field('visibility')} />
        <TextField
          label="Cover image"
          type="file"
          accept="image/*"
          hint="JPG, PNG, GIF or WebP, up to 5 MB."
          error={coverError}
          onChange={(event) => setCover(event.target.files?.[0] ?? null)}
        />
        {club.coverImage ? (
          <Checkbox label="Remove the cover" checked={removeCover} onChange={(e) => setRemoveCover(e.target.checked)} />
        ) : null}
        <div className="clubs-form__actions">
          <Button type="submit" busy={edit.isPending} busyLabel="Saving…">
            Save the changes
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={edit.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
