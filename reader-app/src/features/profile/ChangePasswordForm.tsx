import { useForm } from 'react-hook-form';
import { CURRENT_PASSWORD_REQUIRED } from '@book/rules';
import { formFields, NewPasswordFields, TextField } from '@book/shared-ui';
import { ProfileForm, profileSave } from './ProfileForm';
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

  const save = profileSave({
    mutation: change,
    success: 'Password changed successfully!',
    failure: 'Password change failed',
    onDone,
  });
  const submit = form.handleSubmit(({ currentPassword, newPassword }) => save({ currentPassword, newPassword }));

  return (
    <ProfileForm
      id="reader-password-title"
      title="Change Password"
      onSubmit={submit}
      busy={change.isPending}
      submit="Change Password"
      busyLabel="Changing..."
      onCancel={onDone}
    >
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword', { required: CURRENT_PASSWORD_REQUIRED })}
      />
      <NewPasswordFields
        form={form}
        names={{ password: 'newPassword', confirm: 'confirmPassword' }}
        say="New password"
      />
    </ProfileForm>
  );
}
