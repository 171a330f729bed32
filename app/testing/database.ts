import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../api/config';

/**
 * Which database a test app gets. The "postgres" test project runs the same
 * test files against a real PostgreSQL server (TEST_DB=postgres, started by
 * tests/postgres-setup.ts); each app gets a schema of its own there. Every
 * other run uses SQLite in the app's temporary DATA_DIR.
 */
export function testDatabase(): Pick<AppConfig, 'databaseUrl' | 'databaseSchema'> {
  if (process.env.TEST_DB !== 'postgres') return {};
  const url = process.env.TEST_POSTGRES_URL;
  if (!url)
    throw new Error(
      'TEST_DB=postgres needs TEST_POSTGRES_URL (the "postgres" test project starts a server and sets it)',
    );
  return { databaseUrl: url, databaseSchema: `t_${randomBytes(6).toString('hex')}` };
}

/** The engine a test runs on, for test names and the few engine-specific expectations. */
export const testEngine = () => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');
