import { randomBytes } from 'node:crypto';
import type { DB } from '../db';
import { ADMIN_LIMITS, normalisePassword } from '../../contracts/admin';
import { hashPassword } from './passwords';

export const FIRST_ADMIN_USERNAME = 'admin';

/**
 * On first start (no admin user at all) creates `admin` with ADMIN_PASSWORD,
 * or with a random password printed once. Never prints anything otherwise.
 */
export async function ensureFirstAdmin(
  db: DB,
  password: string | undefined,
  log: (line: string) => void = console.log,
) {
  const existing = await db.selectFrom('adminUsers').select('id').limit(1).executeTakeFirst();
  if (existing) return { created: false as const };
  // The length rule applies to the password as it is stored: without surrounding spaces.
  if (password !== undefined && normalisePassword(password).length < ADMIN_LIMITS.passwordMin) {
    throw new Error(
      `ADMIN_PASSWORD must be at least ${ADMIN_LIMITS.passwordMin} characters, not counting spaces around it`,
    );
  }
  const chosen = password ?? randomBytes(12).toString('base64url');
  await db
    .insertInto('adminUsers')
    .values({ username: FIRST_ADMIN_USERNAME, email: null, passwordHash: await hashPassword(chosen), role: 'admin' })
    .execute();
  if (password) {
    log(`Created the first admin user "${FIRST_ADMIN_USERNAME}" with the password from ADMIN_PASSWORD.`);
  } else {
    log('');
    log(`Created the first admin user "${FIRST_ADMIN_USERNAME}" with a random password (shown only this once):`);
    log(`    ${chosen}`);
    log('Sign in at /admin/login and change it with: npm run admin:reset-password -- admin');
    log('');
  }
  return { created: true as const, password: chosen };
}
