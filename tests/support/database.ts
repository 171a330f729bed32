import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../api/config';
import { ensureFirstAdmin } from '../../api/auth/first-admin';
import { openSiteDatabase } from '../../app/database';
import { testDataRoot } from '../test-data-setup';

/** The first admin's password in every test app (and in the migrated templates below). */
export const ADMIN_PASSWORD = 'correct-horse-42';

/** The PostgreSQL database the "postgres" project's global setup migrated once (tests/postgres-setup.ts). */
export const POSTGRES_TEMPLATE = 'site_template';

/**
 * Which database a test app gets. The "postgres" test project runs the same
 * test files against a real PostgreSQL server (TEST_DB=postgres, started by
 * tests/postgres-setup.ts); each app gets a schema of its own there. Every
 * other run uses SQLite in the app's temporary DATA_DIR. This one is empty:
 * what a restore needs as its target.
 */
export function testDatabase(): Pick<AppConfig, 'databaseUrl' | 'databaseSchema'> {
  if (process.env.TEST_DB !== 'postgres') return {};
  return { databaseUrl: postgresUrl(), databaseSchema: `t_${randomBytes(6).toString('hex')}` };
}

/**
 * A database already migrated and holding the first admin (`admin`,
 * ADMIN_PASSWORD), copied from a template: migrating a fresh database and
 * hashing the admin's password with argon2 for every one of several hundred
 * test apps was most of their start. On SQLite the template is a file made
 * once per test worker and copied into `dataDir`; on PostgreSQL it is a
 * database made once per run, cloned with CREATE DATABASE … TEMPLATE.
 * The app still runs its migrations on open, so a template can never be
 * behind: at worst they do the work the copy saved.
 */
export async function migratedTestDatabase(dataDir: string): Promise<Pick<AppConfig, 'databaseUrl'>> {
  if (process.env.TEST_DB === 'postgres') {
    const name = `t_${randomBytes(6).toString('hex')}`;
    await (await postgresAdmin()).query(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE} STRATEGY FILE_COPY`);
    return { databaseUrl: withDatabase(postgresUrl(), name) };
  }
  copyFileSync(await sqliteTemplate(), join(dataDir, 'site.db'));
  return {};
}

/** Migrates `target` and adds the first admin: the content of both templates. */
export async function fillTemplate(target: Pick<AppConfig, 'dataDir' | 'databaseUrl'>) {
  const { db, close } = await openSiteDatabase(target);
  try {
    await ensureFirstAdmin(db, ADMIN_PASSWORD, () => {});
  } finally {
    // On SQLite, closing the last connection folds the WAL into site.db, so the file alone is the template.
    await close();
  }
}

/**
 * Kept on globalThis: vitest loads the modules afresh for every test file, and
 * a module variable made a template (and left a folder) per file, not per worker.
 */
const worker = globalThis as { siteTemplateFile?: Promise<string> };
function sqliteTemplate(): Promise<string> {
  worker.siteTemplateFile ??= (async () => {
    // Test apps copy the file and never hold it open. It lives as long as the worker, in the run's folder
    // (tests/test-data-setup.ts removes it when the run ends), or, where no run made one, until the process exits.
    const dir = mkdtempSync(join(testDataRoot(), 'site-template-'));
    if (!process.env.TEST_DATA_ROOT) process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    await fillTemplate({ dataDir: dir });
    return join(dir, 'site.db');
  })();
  return worker.siteTemplateFile;
}

function postgresUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url)
    throw new Error(
      'TEST_DB=postgres needs TEST_POSTGRES_URL (the "postgres" test project starts a server and sets it)',
    );
  return url;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

type Pool = import('pg').Pool;
let adminPool: Promise<Pool> | undefined;
/** One small pool per test worker for CREATE DATABASE; it lets the worker exit when idle. */
function postgresAdmin(): Promise<Pool> {
  adminPool ??= import('pg').then(
    ({ default: pg }) => new pg.Pool({ connectionString: postgresUrl(), max: 1, allowExitOnIdle: true }),
  );
  return adminPool;
}

/** The engine a test runs on, for test names and the few engine-specific expectations. */
export const testEngine = () => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');
