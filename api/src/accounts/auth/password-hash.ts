import bcrypt from 'bcryptjs';
import { createHash } from 'node:crypto';
import { PASSWORD_MAX_BYTES, passwordBytes } from '@book/rules';

/*
 * Passwords are bcrypt hashes. bcrypt reads only the first 72 bytes, so new passwords are at most that long
 * (account-rules.ts). Accounts whose longer password was set before that rule have a hash of its first 72 bytes,
 * which any password sharing them matches: the first sign-in with the full password "pins" it, replacing the hash by
 * one of its SHA-256 digest (PINNED), which every byte changes; from then on only that password signs in.
 */
const PINNED = 'sha256:';

const digest = (password: string): string => createHash('sha256').update(password, 'utf8').digest('base64');

export const hashPassword = (password: string, rounds: number): Promise<string> => bcrypt.hash(password, rounds);

/** Whether `password` is the one of `hash`, a pinned hash or not (every check of a password goes through here). */
export const passwordMatches = (password: string, hash: string): Promise<boolean> =>
  hash.startsWith(PINNED)
    ? bcrypt.compare(digest(password), hash.slice(PINNED.length))
    : bcrypt.compare(password, hash);

/** Whether `password` is the one of `hash`, and the pinned hash to store instead when it is a long one not yet pinned. */
export async function verifyPassword(
  password: string,
  hash: string,
  rounds: number,
): Promise<{ valid: boolean; pinned?: string }> {
  const valid = await passwordMatches(password, hash);
  if (!valid || hash.startsWith(PINNED) || passwordBytes(password) <= PASSWORD_MAX_BYTES) return { valid };
  return { valid, pinned: PINNED + (await bcrypt.hash(digest(password), rounds)) };
}
