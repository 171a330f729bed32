import { PostgresAdapter, type Kysely } from 'kysely';

export type DatabaseEngine = 'sqlite' | 'postgres';

/**
 * The one place that knows which database a handle talks to. Queries that
 * must differ (row locks, full-text search, column types) ask here. It lives
 * in platform/, the layer below both the API and the media store.
 */
// biome-ignore lint/suspicious/noExplicitAny: any database handle, whatever its tables
export function engineOf(db: Kysely<any>): DatabaseEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// biome-ignore lint/suspicious/noExplicitAny: any database handle, whatever its tables
export const onPostgres = (db: Kysely<any>) => engineOf(db) === 'postgres';
