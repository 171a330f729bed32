import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
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
  const refuse = async (): Promise<never> => {
    throw new Error(reason());
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: refuse as () => Promise<DatabaseConnection>,
    beginTransaction: refuse,
    commitTransaction: refuse,
    rollbackTransaction: refuse,
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (db) => new PostgresIntrospector(db),
    },
    plugins: [new CamelCasePlugin()],
  });
}
