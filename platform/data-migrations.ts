import type { Kysely, Migration } from 'kysely';
import { dbIso } from './database-clock';

/**
 * Data migrations: work on the data that a schema migration cannot do, since
 * it needs more than the database (the media store's files, say). Each runs
 * at a start until it has once finished on this database, and is then
 * recorded in `data_migrations`, so later starts cost one read.
 *
 * The record is a row of the database and travels with it: a backup made
 * before a data migration ran lacks the row (or the whole table, which a
 * restore leaves empty as the schema migration made it), so the work runs at
 * the first start after the restore; a backup made after holds it, and
 * nothing runs twice. Two instances starting at once may both run the work
 * (each must be safe to run again); the first to finish records it.
 */
export const dataMigrationMigrations: Record<string, Migration> = {
  '0361_data_migrations': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('data_migrations')
        .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('done_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
  },
};

interface DataMigrationTables {
  dataMigrations: { name: string; doneAt: string };
}
// biome-ignore lint/suspicious/noExplicitAny: the app's database type is wider than this module needs to know
type AnyDatabase = Kysely<any>;
const ddb = (db: AnyDatabase) => db as unknown as Kysely<DataMigrationTables>;

/** Whether the data migration `name` has finished on this database. */
export async function dataMigrationDone(db: AnyDatabase, name: string): Promise<boolean> {
  return !!(await ddb(db).selectFrom('dataMigrations').select('name').where('name', '=', name).executeTakeFirst());
}

/** Runs `work` unless `name` finished here before, then records it; answers whether it ran. A failure is not recorded: the next start tries again. */
export async function runDataMigration(db: AnyDatabase, name: string, work: () => Promise<void>): Promise<boolean> {
  if (await dataMigrationDone(db, name)) return false;
  await work();
  await ddb(db)
    .insertInto('dataMigrations')
    .values({ name, doneAt: dbIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return true;
}
