import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage, toast, type Privacy, type User, type Visibility } from '@book/core';
import { Button, Checkbox, SelectField } from '@book/shared-ui';
import { DEFAULT_PRIVACY, useUpdatePrivacy } from './api/profile-mutations';
import { YourFollowers } from './YourFollowers';

const AUDIENCES: { value: Visibility; label: string }[] = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'followers', label: 'Followers only' },
  { value: 'me', label: 'Only me' },
];
const AUDIENCE_SETTINGS = ['listVisibility', 'goalVisibility', 'activityVisibility'] as const;

/**
 * Who sees the reader's reading list, goal and activity, and whether new followers wait for their approval; and the
 * readers who follow them, each of whom they may remove. "Followers" means approved followers: while a setting is
 * Followers only, approval stays on (the server refuses it off), which the form shows and says.
 */
export function PrivacySection({ user }: { user: User }) {
  const update = useUpdatePrivacy();
  // A session saved before privacy existed has none: the defaults, as the server has them.
  const current: Privacy = { ...DEFAULT_PRIVACY, ...(user.privacy as Partial<Privacy> | undefined) };
  const { register, handleSubmit, control, setValue } = useForm<Privacy>({ values: current });
  const audiences = useWatch({ control, name: AUDIENCE_SETTINGS });
  const forFollowers = audiences.includes('followers');

  useEffect(() => {
    if (forFollowers) setValue('approveFollowers', true);
  }, [forFollowers, setValue]);

  const submit = handleSubmit(async (values) => {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ ...values, approveFollowers: values.approveFollowers || forFollowers });
      toast.success('Privacy settings saved');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to save privacy settings'));
    }
  });

  return (
    <section className="reader-profile-panel reader-privacy" aria-labelledby="reader-privacy-title">
      <form className="reader-profile-form" onSubmit={submit} noValidate aria-labelledby="reader-privacy-title">
        <h2 id="reader-privacy-title">Privacy</h2>
        <p className="reader-muted">Your profile and your reviews are always public. Choose who sees the rest.</p>
        <div className="reader-privacy__fields">
          <SelectField label="Who can see your reading list" options={AUDIENCES} {...register('listVisibility')} />
          <SelectField label="Who can see your reading goal" options={AUDIENCES} {...register('goalVisibility')} />
          <SelectField label="Who can see your activity" options={AUDIENCES} {...register('activityVisibility')} />
        </div>
        <Checkbox
          label="New followers need my approval"
          {...register('approveFollowers')}
          disabled={forFollowers}
          aria-describedby="reader-privacy-approval-note"
        />
        <p id="reader-privacy-approval-note" className="reader-muted">
          Choosing Followers only turns on approval of new followers.
        </p>
        <div className="reader-profile-form__actions">
          <Button type="submit" busy={update.isPending} busyLabel="Saving...">
            Save privacy settings
          </Button>
        </div>
      </form>
      <YourFollowers username={user.username} />
    </section>
  );
}
