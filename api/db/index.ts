import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import type { Database } from './types';

export type DB = Kysely<Database>;

/**
 * Opens (creating if needed) the SQLite file, in WAL mode with a busy timeout,
 * and applies every pending migration of `migrations` (the app passes the
 * API's and the media store's; nothing registers itself on import, so the
 * schema never depends on which modules happened to load). ':memory:' works for tests.
 */
export async function openDatabase(file: string, migrations: Record<string, Migration>): Promise<{ db: DB; sqlite: SQLite.Database }> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  const migrator = new Migrator({
    db: db.withoutPlugins() as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
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
