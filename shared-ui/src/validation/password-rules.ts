import {
  NEW_PASSWORD_REQUIRED,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN,
  PASSWORD_REQUIRED,
  passwordBytes,
  passwordTooLong,
} from '@book/rules';
import { NEW_PASSWORD_TOO_SHORT, PASSWORD_TOO_SHORT } from './account-messages';

/** What a new password is told, by the field's name on its screen: registration's "Password", or "New password". */
const SAY = {
  Password: { required: PASSWORD_REQUIRED, tooShort: PASSWORD_TOO_SHORT },
  'New password': { required: NEW_PASSWORD_REQUIRED, tooShort: NEW_PASSWORD_TOO_SHORT },
} as const;

/** The checks of a password being chosen (react-hook-form rules), the API's own, in the order it applies them. */
export const newPasswordRules = (name: keyof typeof SAY) => ({
  required: SAY[name].required,
  minLength: { value: PASSWORD_MIN, message: SAY[name].tooShort },
  validate: (value: string) => passwordBytes(value) <= PASSWORD_MAX_BYTES || passwordTooLong(name),
});
