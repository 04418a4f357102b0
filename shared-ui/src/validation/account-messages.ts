/*
 * What the account screens say (product spec, section 5), in the screens' words. The rules themselves (lengths,
 * characters, the order they are checked in) are '@book/rules', which the API applies too and whose messages these
 * are: account-messages.spec.ts keeps every text equal to the rule's. Confirming a password is the screens' alone.
 */

export const USERNAME_REQUIRED = 'Username is required';
export const USERNAME_TOO_SHORT = 'Username must be at least 3 characters';

// Registration.
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

// Change of password.
export const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 6 characters long';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
