import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../api/config';
import { progressBar } from '../app/backup/progress';
import { RestoreRefused, restoreBackup } from '../app/backup/restore';

/**
 * npm run restore -- FILE: restores a backup into an empty DATA_DIR (SQLite
 * and uploads) or, with DATABASE_URL, an empty PostgreSQL database. FILE may
 * be "-" (standard input) or a pipe: the archive is read once, checked while
 * it is written to a staging folder, and moved into place only when all of it
 * checked out: the media first, the rows last in one step, so a run that
 * was killed is finished by running it again. It refuses, changing nothing,
 * when the archive is damaged, the target already holds rows or other media,
 * or BACKUP_KEY is set and the archive is not signed with it.
 */
const file = process.argv[2];
if (!file || (file.startsWith('-') && file !== '-')) {
  console.error(
    'Usage: npm run restore -- FILE   (FILE or - for standard input; into an empty DATA_DIR, or an empty database with DATABASE_URL)',
  );
  process.exit(1);
}
try {
  const config = loadConfig();
  const bar = progressBar('restore');
  const { manifest, signed, admins, ignored, cleaned } = await restoreBackup({
    file: file === '-' ? file : resolve(file),
    config,
    key: config.backupKey,
    progress: bar.update,
  });
  bar.done();
  // Without a key nothing proves who made the archive: whoever restores it should see whose sign-ins it brings.
  console.log(
    signed
      ? 'The backup is signed with BACKUP_KEY.'
      : `The backup is not signed (no BACKUP_KEY). It brings in ${admins.length} admin users: ${admins.join(', ')}. Check that you know each of them.`,
  );
  if (ignored.length)
    console.log(
      `The archive carried ${ignored.join(' and ')} rows; a restore never loads them (a copied session would sign its maker in).`,
    );
  if (cleaned)
    console.log(
      `${cleaned} text value${cleaned === 1 ? '' : 's'} held the character U+0000 (possible on SQLite; PostgreSQL cannot store it, and no form accepts it now); it was removed from ${cleaned === 1 ? 'it' : 'them'}.`,
    );
  const rows = Object.entries(manifest.tables)
    .filter(([t]) => !ignored.includes(t))
    .reduce((a, [, n]) => a + n, 0);
  const media = manifest.entries.filter((e) => e.name.startsWith('media/')).length;
  console.log(
    `Restored the backup of ${manifest.createdAt} (${rows} rows, ${media} media files) into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}${config.s3 ? ` and s3://${config.s3.bucket}` : ''}. Everyone signs in again: sessions are not in backups.`,
  );
} catch (err) {
  if (err instanceof RestoreRefused || err instanceof ConfigError) {
    console.error(`Restore refused: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
