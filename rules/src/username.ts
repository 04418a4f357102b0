/*
 * The rules of a username and their messages (product spec, sections 5 and 9), for the API's DTOs and services and
 * for the register and profile screens. What makes two usernames look alike (the confusable skeleton, which needs
 * Unicode's confusables data) stays in the API (api/src/accounts/auth/account-rules.ts).
 */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;

export const USERNAME_REQUIRED = 'Username is required';
export const USERNAME_TOO_SHORT = `Username must be at least ${USERNAME_MIN} characters`;
export const USERNAME_TOO_LONG = `Username must be at most ${USERNAME_MAX} characters`;
export const USERNAME_CHARACTERS = "Username may only contain letters, digits, '.', '_' and '-'";
export const USERNAME_ONE_SCRIPT = 'Username must use the letters of one alphabet';

/** What a username is stored as: trimmed, NFKC (so "ｊａｎｅ" is "jane", "ﬁ" is "fi"). Leaves non-strings to the validators. */
export function normalizeUsername(value: string): string;
export function normalizeUsername(value: unknown): unknown;
export function normalizeUsername(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().normalize('NFKC') : value;
}

/**
 * The characters of a (normalised) username: letters (with their combining marks), digits and ._- ; nothing
 * invisible: default-ignorable code points such as U+200B ZERO WIDTH SPACE, U+034F or the Hangul fillers (which count
 * as letters) are refused.
 */
export const USERNAME_PATTERN = /^(?:(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{M}\p{Nd}._-])+$/u;

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

let writingSystems: RegExp[] | undefined;

/** One pattern per writing system, made on first use (a page that never checks a username never builds them). */
const scriptPatterns = (): RegExp[] =>
  (writingSystems ??= [
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
  ));

/** USERNAME_ONE_SCRIPT when the username mixes scripts or uses one not recommended for identifiers, else null. */
export const usernameScriptProblem = (username: string): string | null =>
  scriptPatterns().some((system) => system.test(username)) ? null : USERNAME_ONE_SCRIPT;

/**
 * The first rule a new (or renamed) username breaks, in the order the API checks them, else null: what the register
 * and profile screens show under the field before asking the server.
 */
export function usernameProblem(raw: string): string | null {
  const username = normalizeUsername(raw);
  if (username === '') return USERNAME_REQUIRED;
  if (username.length < USERNAME_MIN) return USERNAME_TOO_SHORT;
  if (username.length > USERNAME_MAX) return USERNAME_TOO_LONG;
  return usernameCharacterProblem(username) ?? usernameScriptProblem(username);
}
