import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import { migrations as coreMigrations } from './migrations';
import type { Database } from './types';

export type DB = Kysely<Database>;

/** Migrations contributed by other modules (e.g. the media store) are merged by name. */
const extraMigrations: Record<string, Migration> = {};
export function registerMigrations(m: Record<string, Migration>) {
  Object.assign(extraMigrations, m);
}

/**
 * Opens (creating if needed) the SQLite file, in WAL mode with a busy timeout,
 * and applies every pending migration. ':memory:' works for tests.
 */
export async function openDatabase(file: string): Promise<{ db: DB; sqlite: SQLite.Database }> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  const all = { ...coreMigrations, ...extraMigrations };
  const migrator = new Migrator({
    db: db.withoutPlugins() as Kysely<unknown>,
    provider: { getMigrations: async () => all },
    // Modules number their migrations in their own ranges (core 0001+, media 0100+), so a new
    // core migration may sort before one that has already run.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message}`);
  }
  return { db, sqlite };
}

export const nowIso = () => new Date().toISOString();
