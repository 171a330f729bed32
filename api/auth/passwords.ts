import argon2 from 'argon2';
import { normalisePassword } from '../../contracts/admin';

/** argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1): ~25 ms here. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** Both normalise first (see normalisePassword), so a password set one way is always accepted when typed another. */
export const hashPassword = (password: string) => argon2.hash(normalisePassword(password), OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, normalisePassword(password));
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the user does not exist, so both paths cost the same. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword(`dummy-${Math.random()}`));
