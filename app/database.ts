import { join } from 'node:path';
import { openDatabase } from '../api/db';
import { apiMigrations } from '../api/db/migrations';
import { mediaMigrations } from '../media/records';

/** Every migration the site's database needs: the API's tables and the media records. */
export const siteMigrations = { ...apiMigrations, ...mediaMigrations };

/** The site's SQLite database in DATA_DIR, migrated to the latest version. */
export function openSiteDatabase(dataDir: string) {
  return openDatabase(join(dataDir, 'site.db'), siteMigrations);
}
