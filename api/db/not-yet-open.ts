import { CamelCasePlugin, Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import type { DB } from './index';

/**
 * The database of an instance that started while PostgreSQL could not be
 * reached (app/wait-for-database.ts): every query fails with `reason()`.
 * It never connects, on purpose: nothing may use the database before this
 * release's migrations have run on it, and they run when the instance opens
 * the real one. A contact message then fails over to the spool, and
 * /api/ready's database check fails naming the database.
 */
export function notYetOpenDatabase(reason: () => string): DB {
  // A pool whose every connection is refused: the query never reaches a driver, so no statement is compiled
  // against a server that may not be this release's yet.
  const pool: PostgresPool = {
    connect: async () => {
      throw new Error(reason());
    },
    end: async () => {},
  };
  return new Kysely({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}
