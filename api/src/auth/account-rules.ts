import { dictionary } from '@zxcvbn-ts/language-common';
import unhomoglyph from 'unhomoglyph';

/*
 * The rules of an account's username and password, in one place: the register, profile and change-password DTOs and
 * AuthService apply them, and the user schema keeps the username's look-alike key (usernameSkeleton) they rely on.
 */

export const PASSWORD_MIN = 6;
/** bcrypt reads only the first 72 bytes of a password: a longer one would sign in with any text after them. */
export const PASSWORD_MAX_BYTES = 72;

export const passwordBytes = (password: string): number => Buffer.byteLength(password, 'utf8');

/** Passwords from breaches and wordlists (zxcvbn's common list, about 49,000), all in lower case. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/** Common in any case: "Password1" is as easily guessed as "password1". */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

export const PASSWORD_TOO_COMMON = 'This password is too common';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;

/** What a username is stored as: trimmed, NFKC (so "ｊａｎｅ" is "jane", "ﬁ" is "fi"). Leaves non-strings to the validators. */
export const normalizeUsername = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().normalize('NFKC') : value;

export const USERNAME_CHARACTERS = "Username may only contain letters, digits, '.', '_' and '-'";
export const USERNAME_ONE_SCRIPT = 'Username must use the letters of one alphabet';

// Letters (with their combining marks), digits and ._- ; nothing invisible: default-ignorable code points such as
// U+200B ZERO WIDTH SPACE, U+034F or the Hangul fillers (which count as letters) are refused.
const USERNAME_PATTERN = /^(?:(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{M}\p{Nd}._-])+$/u;

/** USERNAME_CHARACTERS when the (normalised) username has another character, else null. */
export const usernameCharacterProblem = (username: string): string | null =>
  USERNAME_PATTERN.test(username) ? null : USERNAME_CHARACTERS;

/*
 * The scripts recommended for identifiers (Unicode UAX #31, table 5); a username's letters all belong to one of them,
 * or to one of the writing systems that combine several (Japanese, Korean, Chinese with Bopomofo), as in the
 * "highly restrictive" level of Unicode TS #39. So "pаypal" with a Cyrillic "а", or letters of Cherokee (Ꭺ looks
 * like A), are refused. Digits and ._- belong to every script (Common).
 */
const SCRIPTS = [
  'Arabic',
  'Armenian',
  'Bengali',
  'Bopomofo',
  'Cyrillic',
  'Devanagari',
  'Ethiopic',
  'Georgian',
  'Greek',
  'Gujarati',
  'Gurmukhi',
  'Han',
  'Hangul',
  'Hebrew',
  'Hiragana',
  'Kannada',
  'Katakana',
  'Khmer',
  'Lao',
  'Latin',
  'Malayalam',
  'Myanmar',
  'Oriya',
  'Sinhala',
  'Tamil',
  'Telugu',
  'Thaana',
  'Thai',
  'Tibetan',
];
const WRITING_SYSTEMS = [
  ...SCRIPTS.map((s) => [s]),
  ['Han', 'Hiragana', 'Katakana'],
  ['Han', 'Hangul'],
  ['Han', 'Bopomofo'],
].map(
  (scripts) =>
    new RegExp(
      `^[${scripts.map((s) => `\\p{Script_Extensions=${s}}`).join('')}\\p{Script_Extensions=Common}\\p{Script_Extensions=Inherited}]+$`,
      'u',
    ),
);

/** USERNAME_ONE_SCRIPT when the username mixes scripts or uses one not recommended for identifiers, else null. */
export const usernameScriptProblem = (username: string): string | null =>
  WRITING_SYSTEMS.some((system) => system.test(username)) ? null : USERNAME_ONE_SCRIPT;

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
