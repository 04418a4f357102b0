import { useForm } from 'react-hook-form';
import { ApiError, type User } from '@book/core';
import { normalizeUsername, usernameProblem } from '@book/rules';
import { EMAIL_PATTERN, MAX_BIO_LENGTH, formFields, TextArea, TextField, USERNAME_REQUIRED } from '@book/shared-ui';
import { ProfileForm, profileSave } from './ProfileForm';
import { useUpdateProfile } from './api/profile-mutations';

interface ProfileValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  currentPassword: string;
}

export function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
    defaultValues: {
      username: user.username ?? '',
      email: user.email ?? '',
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      bio: user.bio ?? '',
      currentPassword: '',
    },
  });
  const field = formFields(form);
  // A new email takes the current password (the server insists: a borrowed session must not take the account).
  const email = form.watch('email').trim().toLowerCase();
  const emailChanged = email !== '' && email !== (user.email ?? '').toLowerCase();

  const save = profileSave({
    mutation: update,
    success: 'Profile updated successfully!',
    failure: 'Profile update failed',
    onError: (err) => {
      const fieldError = err instanceof ApiError ? err.errors?.currentPassword?.[0] : undefined;
      if (fieldError) form.setError('currentPassword', { message: fieldError });
    },
    onDone,
  });
  const submit = form.handleSubmit((values) =>
    save({
      username: values.username.trim(),
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      bio: values.bio,
      ...(emailChanged ? { currentPassword: values.currentPassword } : {}),
    }),
  );

  return (
    <ProfileForm
      id="reader-profile-edit-title"
      title="Edit Profile"
      onSubmit={submit}
      busy={update.isPending}
      submit="Save Changes"
      busyLabel="Saving..."
      onCancel={onDone}
    >
      <div className="reader-profile-form__row">
        <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField
        label="Username"
        autoComplete="username"
        required
        {...field('username', {
          required: USERNAME_REQUIRED,
          // The server checks a name's characters and alphabet only when it changes: a name from before the rules stays.
          validate: (v) =>
            (normalizeUsername(v) === normalizeUsername(user.username ?? '') ? null : usernameProblem(v)) ?? true,
        })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...field('email', {
          validate: (v) => (v.trim() ? EMAIL_PATTERN.test(v.trim()) || 'Email is invalid' : 'Email is required'),
        })}
      />
      {emailChanged && (
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          hint="Needed to change your email"
          {...field('currentPassword', {
            validate: (v) => !emailChanged || v.length > 0 || 'Enter your current password to change your email',
          })}
        />
      )}
      <TextArea
        label="Bio"
        rows={4}
        maxLength={MAX_BIO_LENGTH}
        showCount
        placeholder="Tell other readers about yourself"
        {...field('bio', {
          maxLength: { value: MAX_BIO_LENGTH, message: `Bio must be at most ${MAX_BIO_LENGTH} characters` },
        })}
      />
    </ProfileForm>
  );
}
