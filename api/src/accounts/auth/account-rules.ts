import { dictionary } from '@zxcvbn-ts/language-common';
import unhomoglyph from 'unhomoglyph';

/*
 * The account rules only the server applies, beside those it shares with the screens ('@book/rules': lengths,
 * characters, messages): a password must not be a common one (a 49,000-word list, too big for a phone), and a
 * username must not look like another's (Unicode's confusables data). The register and change-password DTOs and
 * AuthService apply them; the user schema keeps the username's look-alike key (usernameSkeleton).
 */

/** Passwords from breaches and wordlists (zxcvbn's common list, about 49,000), all in lower case. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/** Common in any case: "Password1" is as easily guessed as "password1". */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The confusable skeleton of Unicode TS #39 (section 4): NFD, without default-ignorable code points, each character
 * replaced by its prototype in Unicode's confusables.txt (the data unhomoglyph ships), NFD again. Two strings that
 * look alike have the same skeleton: "аdmin" (Cyrillic а) and "admin", "rn" and "m", "l", "1" and "I".
 */
export const skeleton = (text: string): string =>
  unhomoglyph(text.normalize('NFD').replace(DEFAULT_IGNORABLE, '')).normalize('NFD');

/**
 * The key usernames are unique by: the skeleton of the lower-cased skeleton of the NFKC form. The inner skeleton
 * catches look-alikes that only match as written ("Iinda" and "linda"), lower-casing then the capitals of
 * look-alikes ("Аdmin" with a Cyrillic А and "admin"); names equal without regard to case share usernameKey.
 */
export const usernameSkeleton = (username: string): string =>
  skeleton(skeleton(username.trim().normalize('NFKC')).toLowerCase());
