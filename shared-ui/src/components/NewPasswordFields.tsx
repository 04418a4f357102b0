import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import {
  CONFIRM_PASSWORD_REQUIRED,
  NEW_PASSWORDS_DO_NOT_MATCH,
  PASSWORDS_DO_NOT_MATCH,
} from '../validation/account-messages';
import { newPasswordRules } from '../validation/password-rules';
import { formFields } from './form-field';
import { TextField } from './TextField';

/** Each screen's labels and confirmation rules: registration's "Password", Change Password's "New password". */
const SAY = {
  Password: { label: 'Password', confirmRequired: CONFIRM_PASSWORD_REQUIRED, mismatch: PASSWORDS_DO_NOT_MATCH },
  'New password': { label: 'New Password', confirmRequired: undefined, mismatch: NEW_PASSWORDS_DO_NOT_MATCH },
} as const;

type Name<T extends FieldValues> = FieldPath<T> & keyof T;

export interface NewPasswordFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  /** The form's fields for the password and its confirmation (the confirmation is checked, never sent). */
  names: { password: Name<T>; confirm: Name<T> };
  /** How the screen names the password: "Password" (registration) or "New password" (Change Password). */
  say: keyof typeof SAY;
}

/** A password being chosen and its confirmation: the API's rules on the first, "do not match" on the second. */
export function NewPasswordFields<T extends FieldValues>({ form, names, say }: NewPasswordFieldsProps<T>) {
  const field = formFields(form);
  const { label, confirmRequired, mismatch } = SAY[say];
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        {...field(names.password, newPasswordRules(say))}
      />
      <TextField
        label={`Confirm ${label}`}
        type="password"
        autoComplete="new-password"
        {...field(names.confirm, {
          required: confirmRequired,
          validate: (value, values) => value === values[names.password] || mismatch,
        })}
      />
    </>
  );
}
