import {
  NEW_PASSWORD_TOO_SHORT,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN,
  PASSWORD_TOO_SHORT,
  passwordBytes,
  passwordTooLong,
} from './password';

describe('password rules', () => {
  it('are the spec limits: at least 6 characters, at most the 72 bytes bcrypt reads', () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(PASSWORD_MAX_BYTES).toBe(72);
  });

  it('count bytes as UTF-8 does, like Node (the API) and the browsers', () => {
    for (const text of ['', 'secret', 'é', 'déjà-vu', '日本語', '📚 books', '\ud800 lone surrogate'])
      expect(passwordBytes(text)).toBe(Buffer.byteLength(text, 'utf8'));
    expect(passwordBytes('é'.repeat(36))).toBe(72);
  });

  it("speak in each screen's words (spec 5): the register page and the change-password form differ", () => {
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters');
    expect(NEW_PASSWORD_TOO_SHORT).toBe('New password must be at least 6 characters long');
    expect(passwordTooLong('New password')).toBe('New password must be at most 72 bytes');
  });
});
