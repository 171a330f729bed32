import { join } from 'node:path';
import { isDatabaseUnreachable } from '../platform/database-errors';
import { ConfigError, type AppConfig } from '../api/config';
import { openDatabase, type DatabaseTarget } from '../api/db';
import { apiMigrations } from '../api/db/migrations';
import { documentMigrations } from '../api/documents/migrations';
import { documentKindMigrations } from '../api/document-kinds';
import { changeFeedMigrations } from '../platform/change-feed';
import { dataMigrationMigrations } from '../platform/data-migrations';
import { assetMigrations } from '../media/assets';
import { mediaMigrations } from '../media/records';
import { videoJobMigrations } from '../media/video/jobs';

/** Every migration the site's database needs: the API's tables, the document core, the change feed, the media records and the record of data migrations run. */
export const siteMigrations = {
  ...apiMigrations,
  ...mediaMigrations,
  ...videoJobMigrations,
  ...assetMigrations,
  ...documentMigrations,
  ...documentKindMigrations,
  ...changeFeedMigrations,
  ...dataMigrationMigrations,
};

export function databaseTarget(config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'>): DatabaseTarget {
  return config.databaseUrl
    ? { postgresUrl: config.databaseUrl, schema: config.databaseSchema }
    : { sqliteFile: join(config.dataDir, 'site.db') };
}

/**
 * The PostgreSQL server could not be reached (refused, timed out, starting up,
 * its name not resolved): an outage that may pass, unlike a wrong password or
 * a migration that fails. A server start waits it out (app/wait-for-database.ts).
 */
export class DatabaseUnreachable extends ConfigError {}

/**
 * The site's database, migrated to the latest version: PostgreSQL when
 * DATABASE_URL is set, otherwise SQLite in DATA_DIR. A server that cannot be
 * used stops the start with one line naming DATABASE_URL; one that cannot be
 * reached says so with DatabaseUnreachable, which a server start waits out.
 */
export async function openSiteDatabase(config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'>) {
  const target = databaseTarget(config);
  try {
    return await openDatabase(target, siteMigrations);
  } catch (err) {
    if ('postgresUrl' in target) {
      const where = new URL(target.postgresUrl);
      const Failure = isDatabaseUnreachable(err) ? DatabaseUnreachable : ConfigError;
      throw new Failure(
        `DATABASE_URL: could not use PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname}: ${(err as Error).message}`,
      );
    }
    throw err;
  }
}
