/*
 * The rules of an account's password and the texts each screen shows for them (product spec, section 5). The API's
 * DTOs and the register, change-password and profile screens import them from here; the check that a password is
 * common needs a 49,000-word list, so it stays in the API (api/src/accounts/auth/account-rules.ts) and only its message is here.
 */

export const PASSWORD_MIN = 6;
/** bcrypt reads only the first 72 bytes of a password: a longer one would sign in with any text after them. */
export const PASSWORD_MAX_BYTES = 72;

const utf8 = new TextEncoder();

/** The password's length in UTF-8 bytes, as bcrypt counts it (an accented letter takes 2, an emoji 4). */
export const passwordBytes = (password: string): number => utf8.encode(password).length;

// Registration (spec 5, "Registration").
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;

// Change of password (spec 5, "Other reader-side rules"): the same rule, in that screen's words.
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const NEW_PASSWORD_REQUIRED = 'New password is required';
export const NEW_PASSWORD_TOO_SHORT = `New password must be at least ${PASSWORD_MIN} characters long`;

/** The message for a password over PASSWORD_MAX_BYTES; `label` is the field's name ("Password", "New password"). */
export const passwordTooLong = (label: string): string => `${label} must be at most ${PASSWORD_MAX_BYTES} bytes`;

export const PASSWORD_TOO_COMMON = 'This password is too common';
