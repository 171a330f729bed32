import { resolve } from 'node:path';
import { loadConfig } from '../api/config';
import { createBackup } from '../app/backup/archive';
import { openBlobStore } from '../app/blob-store';
import { progressBar } from '../app/backup/progress';
import { openSiteDatabase, siteMigrations } from '../app/database';

/**
 * npm run backup -- FILE: one archive of the database and the media, made
 * while the site runs (tables from one snapshot; media files whole). Restore
 * it with npm run restore -- FILE into an empty DATA_DIR or database.
 */
const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error('Usage: npm run backup -- FILE   (for example: npm run backup -- backups/site-2026-11-23.tar)');
  process.exit(1);
}
const config = loadConfig();
const { db, close } = await openSiteDatabase(config);
try {
  const bar = progressBar('backup');
  const manifest = await createBackup({
    db,
    media: await openBlobStore(config),
    migrations: Object.keys(siteMigrations).sort(),
    file: resolve(file),
    key: config.backupKey,
    progress: bar.update,
  });
  bar.done();
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const media = manifest.entries.filter((e) => e.name.startsWith('media/'));
  console.log(
    `Wrote ${resolve(file)}: ${Object.keys(manifest.tables).length} tables (${rows} rows), ${media.length} media files (${(media.reduce((n, e) => n + e.size, 0) / 1048576).toFixed(1)} MB), from ${manifest.engine}${config.backupKey ? ', signed with BACKUP_KEY' : ''}. Sessions and rate-limit counters are left out.`,
  );
} finally {
  await close();
}
