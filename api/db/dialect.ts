import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Which SQL engine a database handle talks to. Almost every query is written
 * with kysely's builders and runs on both; the few that cannot be (full-text
 * search, upserts with engine-specific conflict targets) branch on this.
 */
export type Dialect = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: any database handle
export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
