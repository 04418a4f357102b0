import { useForm } from 'react-hook-form';
import { errorMessage, toast } from '@book/core';
import { CURRENT_PASSWORD_REQUIRED } from '@book/rules';
import { Button, formFields, NEW_PASSWORDS_DO_NOT_MATCH, newPasswordRules, TextField } from '../../common/kit';
import { useChangePassword } from './api/profile-mutations';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const field = formFields(form);

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    if (change.isPending) return;
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success('Password changed successfully!');
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, 'Password change failed'));
    }
  });

  return (
    <form className="reader-profile-form" onSubmit={submit} noValidate aria-labelledby="reader-password-title">
      <h2 id="reader-password-title">Change Password</h2>
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword', { required: CURRENT_PASSWORD_REQUIRED })}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        {...field('newPassword', newPasswordRules('New password'))}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword', {
          validate: (value, values) => value === values.newPassword || NEW_PASSWORDS_DO_NOT_MATCH,
        })}
      />
      <div className="reader-profile-form__actions">
        <Button type="submit" busy={change.isPending} busyLabel="Changing...">
          Change Password
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
