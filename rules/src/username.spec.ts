import {
  normalizeUsername,
  USERNAME_CHARACTERS,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_ONE_SCRIPT,
  USERNAME_REQUIRED,
  USERNAME_TOO_LONG,
  USERNAME_TOO_SHORT,
  usernameCharacterProblem,
  usernameProblem,
  usernameScriptProblem,
} from './username';

describe('username rules', () => {
  it('are the spec limits and texts (spec 5 and 9)', () => {
    expect([USERNAME_MIN, USERNAME_MAX]).toEqual([3, 50]);
    expect(USERNAME_REQUIRED).toBe('Username is required');
    expect(USERNAME_TOO_SHORT).toBe('Username must be at least 3 characters');
    expect(USERNAME_TOO_LONG).toBe('Username must be at most 50 characters');
  });

  it('store a username trimmed and NFKC-normalised, leaving other types to the validators', () => {
    expect(normalizeUsername('  ｊａｎｅ ')).toBe('jane');
    expect(normalizeUsername('ﬁona')).toBe('fiona');
    expect(normalizeUsername(42)).toBe(42);
  });

  it('allow letters of any one alphabet, digits and ._- only, nothing invisible', () => {
    for (const ok of ['jane_reader', 'J.Doe-2', 'Zoë', 'Иван', '山田太郎', 'やまだ', '김민수'])
      expect([usernameCharacterProblem(ok), usernameScriptProblem(ok)]).toEqual([null, null]);
    for (const bad of ['jane doe', 'jane@home', 'ja\u200bne', 'ab\u3164c', 'me!'])
      expect(usernameCharacterProblem(bad)).toBe(USERNAME_CHARACTERS);
    expect(usernameScriptProblem('p\u0430ypal')).toBe(USERNAME_ONE_SCRIPT); // Cyrillic а among Latin letters
    expect(usernameScriptProblem('\u13aaa')).toBe(USERNAME_ONE_SCRIPT); // Cherokee is not for identifiers
  });

  it('give a screen the first broken rule, in the order the API checks them', () => {
    expect(usernameProblem('   ')).toBe(USERNAME_REQUIRED);
    expect(usernameProblem(' ab ')).toBe(USERNAME_TOO_SHORT);
    expect(usernameProblem('a'.repeat(USERNAME_MAX + 1))).toBe(USERNAME_TOO_LONG);
    expect(usernameProblem('jane doe')).toBe(USERNAME_CHARACTERS);
    expect(usernameProblem('p\u0430ypal')).toBe(USERNAME_ONE_SCRIPT);
    expect(usernameProblem(' ｊａｎｅ ')).toBeNull();
  });
});
