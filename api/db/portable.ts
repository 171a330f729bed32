import { sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from './dialect';

/**
 * The few column definitions SQLite and PostgreSQL spell differently, so one
 * set of migrations runs on both. Timestamps are ISO-8601 text in UTC on both
 * engines (the app compares and sorts them as text).
 */

/** An auto-numbered integer primary key: INTEGER AUTOINCREMENT in SQLite, an identity column in PostgreSQL. */
// biome-ignore lint/suspicious/noExplicitAny: migrations see an untyped database
export function autoId(db: Kysely<any>) {
  return dialectOf(db) === 'postgres'
    ? (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity()
    : (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement();
}

/** The current time as ISO-8601 UTC text with milliseconds, as a column default (the same text new Date().toISOString() gives). */
// biome-ignore lint/suspicious/noExplicitAny: migrations see an untyped database
export function isoNow(db: Kysely<any>): RawBuilder<string> {
  return dialectOf(db) === 'postgres'
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
}
