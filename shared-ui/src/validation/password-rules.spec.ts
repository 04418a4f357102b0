import {
  NEW_PASSWORD_REQUIRED,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN,
  PASSWORD_REQUIRED,
  passwordTooLong,
} from '@book/rules';
import { NEW_PASSWORD_TOO_SHORT, PASSWORD_TOO_SHORT } from './account-messages';
import { newPasswordRules } from './password-rules';

describe('newPasswordRules', () => {
  it("tells registration's Password and the change of password's New password each in its own words", () => {
    expect(newPasswordRules('Password')).toMatchObject({
      required: PASSWORD_REQUIRED,
      minLength: { value: PASSWORD_MIN, message: PASSWORD_TOO_SHORT },
    });
    expect(newPasswordRules('New password')).toMatchObject({
      required: NEW_PASSWORD_REQUIRED,
      minLength: { value: PASSWORD_MIN, message: NEW_PASSWORD_TOO_SHORT },
    });
  });

  it('takes a password up to the bytes the API reads, counting bytes rather than letters', () => {
    const { validate } = newPasswordRules('New password');
    expect(validate('a'.repeat(PASSWORD_MAX_BYTES))).toBe(true);
    expect(validate('a'.repeat(PASSWORD_MAX_BYTES + 1))).toBe(passwordTooLong('New password'));
    // 37 two-byte letters: 74 bytes.
    expect(validate('é'.repeat(37))).toBe(passwordTooLong('New password'));
    expect(newPasswordRules('Password').validate('é'.repeat(37))).toBe(passwordTooLong('Password'));
  });
});
