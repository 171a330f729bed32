import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  type DatabaseConnection,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type Migration,
} from 'kysely';
import { createRequire } from 'node:module';
import type { Database } from './types';
import { dbIso } from '../../platform/database-clock';

export type DB = Kysely<Database>;

/** Where the data lives: a SQLite file (the embedded default) or a PostgreSQL server. */
export type DatabaseTarget =
  | { sqliteFile: string }
  | {
      postgresUrl: string;
      /** Tables go to this schema (created when missing); tests give each app its own. */
      schema?: string;
      /** Connections in the pool (default 10). */
      poolSize?: number;
    };

export interface OpenDatabase {
  db: DB;
  /** Ends the pool or closes the file; safe to call twice. */
  close(): Promise<void>;
}

type Pg = typeof import('pg');
let loadedPg: Pg | undefined;
/** The PostgreSQL driver, loaded on first use: a SQLite site never needs it (it cost ~0.2 s and ~10 MB at every start). */
function pgDriver(): Pg {
  if (loadedPg) return loadedPg;
  const pg = createRequire(import.meta.url)('pg') as Pg;
  // PostgreSQL's COUNT and BIGINT arrive as strings by default; every count here fits a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  return (loadedPg = pg);
}

/**
 * SQLite ends a transaction itself after some errors (a full disk, SQLITE_FULL); Kysely's ROLLBACK then failed
 * with "cannot rollback - no transaction is active", and that error replaced the one that said why, so a full
 * disk answered 500 instead of 507 in words. The ROLLBACK is skipped when SQLite has already rolled back.
 */
class SqliteDialectKeepingCauses extends SqliteDialect {
  readonly #sqlite: SQLite.Database;
  constructor(sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }
  override createDriver() {
    const sqlite = this.#sqlite;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection) {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database: sqlite });
  }
}

function dialectFor(target: DatabaseTarget): SqliteDialect | PostgresDialect {
  if ('sqliteFile' in target) {
    const file = target.sqliteFile;
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    // PostgreSQL spells this regexp_replace(x, '[^0-9]', '', 'g'); SQLite has no regular expressions
    // of its own. The inbox finds phone numbers by their digits, however they were spaced (api/inquiries/search.ts).
    sqlite.function('digits_only', { deterministic: true }, (text: unknown) =>
      text == null ? null : String(text).replace(/[^0-9]/g, ''),
    );
    return new SqliteDialectKeepingCauses(sqlite);
  }
  const pool = new (pgDriver().Pool)({
    connectionString: target.postgresUrl,
    max: target.poolSize ?? 10,
    // A server that does not answer should stop the start with a message, not hang it.
    connectionTimeoutMillis: 10_000,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // An idle connection the server drops is replaced by the pool; log it instead of crashing.
  pool.on('error', (err) => console.error(`PostgreSQL connection error: ${err.message}`));
  // A connection in use between two queries (inside a transaction) has no listener of the pool's, and
  // node-postgres emits the server going away on it as an 'error' event: unheard, that stopped the process
  // (seen with PostgreSQL stopped mid-request). The transaction's next query fails and its caller reports it.
  pool.on('connect', (client) => client.on('error', () => {}));
  return new PostgresDialect({ pool });
}

/**
 * Opens the database (creating the SQLite file, or the PostgreSQL schema, if
 * needed) and applies every pending migration of `migrations`: the app passes
 * the API's and the media store's, and nothing registers itself on import, so
 * the schema never depends on which modules happened to load. The same
 * migrations run on both engines (api/db/portable.ts holds the few column
 * definitions that must be spelled differently).
 */
export async function openDatabase(
  target: DatabaseTarget,
  migrations: Record<string, Migration>,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<OpenDatabase> {
  const db = new Kysely<Database>({ dialect: dialectFor(target), plugins: [new CamelCasePlugin()] });
  // Destroying kysely closes the SQLite file or ends the PostgreSQL pool.
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await db.destroy();
  };
  try {
    if (!migrate) return { db, close };
    if ('postgresUrl' in target && target.schema)
      await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(target.schema)}`.execute(db);
    const migrator = new Migrator({
      db: db.withoutPlugins() as Kysely<unknown>,
      provider: { getMigrations: async () => migrations },
      // Modules number their migrations in their own ranges (core 0001+, media 0100+), so a new
      // core migration may sort before one that has already run.
      allowUnorderedMigrations: true,
      // Its bookkeeping tables go to the app's schema too (its existence check looks across schemas).
      ...('postgresUrl' in target && target.schema ? { migrationTableSchema: target.schema } : {}),
    });
    let { error, results } = await migrator.migrateToLatest();
    // Kysely's migrator looks for its tables across every schema the server holds (its introspection asks
    // has_schema_privilege and pg_get_serial_sequence by name), so a schema or table another app drops at
    // that moment fails our migration with "does not exist". Seen with the test suite's many schemas on one
    // server (a restore test dropping its staging schema). Not our schema's fault: asking again passes.
    for (let retry = 0; retry < 3 && error && isDroppedElsewhere(error, target); retry++)
      ({ error, results } = await migrator.migrateToLatest());
    if (error) {
      const failed = results?.find((r) => r.status === 'Error');
      throw new Error(
        failed
          ? `Database migration ${failed.migrationName} failed: ${(error as Error).message}`
          : (error as Error).message,
        // What failed underneath (a refused connection): the caller tells an outage from a broken migration by it.
        { cause: error },
      );
    }
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  return { db, close };
}

/** PostgreSQL's "schema/relation … does not exist" (3F000, 42P01) about a name that is not the target's own schema. */
function isDroppedElsewhere(error: unknown, target: DatabaseTarget): boolean {
  const code = (error as { code?: string }).code;
  if (!('postgresUrl' in target) || (code !== '3F000' && code !== '42P01')) return false;
  const named = /"([^"]+)"/.exec((error as Error).message)?.[1];
  return named !== undefined && named !== target.schema;
}

/** Now as the tables store it, by the database's clock (platform/database-clock.ts): other instances compare it. */
export const nowIso = dbIso;

/**
 * PostgreSQL ended the transaction to break a deadlock (40P01) or a serialization failure (40001): nothing of
 * it was written, and the same request may succeed if made again.
 */
export const isDeadlock = (e: unknown) =>
  e instanceof Error && ['40P01', '40001'].includes((e as { code?: string }).code ?? '');

/** A unique-constraint violation, in either engine's words. */
export const isUniqueViolation = (e: unknown) =>
  e instanceof Error && (/UNIQUE constraint failed/i.test(e.message) || (e as { code?: string }).code === '23505');
