import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../api/config';
import { progressBar } from '../app/backup/progress';
import { RestoreRefused, restoreBackup } from '../app/backup/restore';

/**
 * npm run restore -- FILE: restores a backup into an empty DATA_DIR (SQLite
 * and uploads) or, with DATABASE_URL, an empty PostgreSQL database. It
 * checks the whole archive first and refuses, changing nothing, when the
 * archive is damaged or the target already holds data.
 */
const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error('Usage: npm run restore -- FILE   (into an empty DATA_DIR, or an empty database with DATABASE_URL)');
  process.exit(1);
}
try {
  const config = loadConfig();
  const bar = progressBar('restore');
  const manifest = await restoreBackup({ file: resolve(file), config, progress: bar.update });
  bar.done();
  console.log(
    `Restored the backup of ${manifest.createdAt} (${Object.values(manifest.tables).reduce((a, b) => a + b, 0)} rows, ${manifest.entries.filter((e) => e.name.startsWith('media/')).length} media files) into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}${config.s3 ? ` and s3://${config.s3.bucket}` : ''}.`,
  );
} catch (err) {
  if (err instanceof RestoreRefused || err instanceof ConfigError) {
    console.error(`Restore refused: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
