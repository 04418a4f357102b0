import { useForm } from 'react-hook-form';
import { errorMessage, toast, type Privacy, type User, type Visibility } from '@book/core';
import { Button, Checkbox, SelectField } from '../../common/kit';
import { DEFAULT_PRIVACY, useUpdatePrivacy } from './api/profile-mutations';

const AUDIENCES: { value: Visibility; label: string }[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'followers', label: 'Followers only' },
  { value: 'me', label: 'Only me' },
];

/** Who sees the reader's reading list, goal and activity, and whether new followers wait for their approval. */
export function PrivacySection({ user }: { user: User }) {
  const update = useUpdatePrivacy();
  // A session saved before privacy existed has none: the defaults, as the server has them.
  const current: Privacy = { ...DEFAULT_PRIVACY, ...(user.privacy as Partial<Privacy> | undefined) };
  const { register, handleSubmit } = useForm<Privacy>({ values: current });

  const submit = handleSubmit(async (values) => {
    if (update.isPending) return;
    try {
      await update.mutateAsync(values);
      toast.success('Privacy settings saved');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to save privacy settings'));
    }
  });

  return (
    <form
      className="reader-profile-panel reader-profile-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="reader-privacy-title"
    >
      <h2 id="reader-privacy-title">Privacy</h2>
      <p className="reader-muted">Your profile and your reviews are always public. Choose who sees the rest.</p>
      <div className="reader-privacy__fields">
        <SelectField label="Who can see your reading list" options={AUDIENCES} {...register('listVisibility')} />
        <SelectField label="Who can see your reading goal" options={AUDIENCES} {...register('goalVisibility')} />
        <SelectField label="Who can see your activity" options={AUDIENCES} {...register('activityVisibility')} />
      </div>
      <Checkbox label="New followers need my approval" {...register('approveFollowers')} />
      <div className="reader-profile-form__actions">
        <Button type="submit" busy={update.isPending} busyLabel="Saving...">
          Save privacy settings
        </Button>
      </div>
    </form>
  );
}
