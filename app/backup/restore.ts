import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { AppConfig } from '../../api/config';
import { dialectOf } from '../../api/db/dialect';
import { openDatabase, type DatabaseTarget } from '../../api/db';
import { openBlobStore } from '../blob-store';
import { databaseTarget, siteMigrations } from '../database';
import { siteTables, type BackupManifest, type Progress } from './archive';
import { RestoreRefused, archiveSource, stageArchive } from './read-archive';

export { RestoreRefused } from './read-archive';

// biome-ignore lint/suspicious/noExplicitAny: every table, whatever its type
type AnyDb = Kysely<any>;

export interface RestoreResult {
  manifest: BackupManifest;
  /** The archive's manifest carried a signature that matched BACKUP_KEY. */
  signed: boolean;
  /** Usernames of the admin accounts the backup brings in (they can sign in once it is restored). */
  admins: string[];
}

async function hasRows(db: AnyDb): Promise<string | undefined> {
  for (const t of await siteTables(db)) {
    if (t === 'content_version') continue;
    const row = await db.selectFrom(t).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst();
    if (row) return t;
  }
  return undefined;
}

/** Where the database goes: for SQLite a file beside the final one, renamed into place once complete. */
function stagedTarget(target: DatabaseTarget): {
  staged: DatabaseTarget;
  finish: () => Promise<void>;
  discard: () => Promise<void>;
} {
  if ('sqliteFile' in target) {
    const staged = `${target.sqliteFile}.restoring`;
    return {
      staged: { sqliteFile: staged },
      finish: () => rename(staged, target.sqliteFile),
      discard: async () => {
        for (const f of [staged, `${staged}-wal`, `${staged}-shm`]) await rm(f, { force: true });
      },
    };
  }
  return { staged: target, finish: async () => {}, discard: async () => {} };
}

/** Refuses, before anything is written, a target that already holds a database, media or rows. */
async function checkEmptyTarget(config: RestoreConfig, target: DatabaseTarget) {
  const uploads = join(config.dataDir, 'uploads');
  const bucket = config.s3 ? await openBlobStore(config) : undefined;
  if (bucket)
    for await (const held of bucket.list())
      throw new RestoreRefused(
        `${bucket.description} already holds media (${held.key}); restore into an empty bucket. Nothing was changed.`,
      );
  if ('sqliteFile' in target && existsSync(target.sqliteFile))
    throw new RestoreRefused(
      `${config.dataDir} already holds a database (site.db); restore into an empty DATA_DIR. Nothing was changed.`,
    );
  if (existsSync(uploads) && (await readdir(uploads)).length)
    throw new RestoreRefused(`${uploads} already holds media; restore into an empty DATA_DIR. Nothing was changed.`);
  if ('postgresUrl' in target) {
    // Look before migrating: migrations would already change a database that is not ours to fill.
    const probe = await openDatabase(target, {}, { migrate: false });
    try {
      const busy = await hasRows(probe.db.withoutPlugins() as AnyDb);
      if (busy)
        throw new RestoreRefused(
          `The database already holds data (table ${busy}); restore into an empty database. Nothing was changed.`,
        );
    } finally {
      await probe.close();
    }
  }
  return bucket;
}

async function readRows(file: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Inserts every staged table in one transaction, then counts what is there: a restore never reports rows it did not write. */
async function insertTables(raw: AnyDb, manifest: BackupManifest, staging: string) {
  const order = await siteTables(raw);
  await raw.transaction().execute(async (trx) => {
    for (const table of order) {
      const file = join(staging, 'db', `${table}.jsonl`);
      if (!(table in manifest.tables) || !existsSync(file)) continue;
      const list = await readRows(file);
      // Rows a migration seeds (the content version) give way to the backup's.
      await trx.deleteFrom(table).execute();
      for (let i = 0; i < list.length; i += 500)
        await trx
          .insertInto(table)
          .values(list.slice(i, i + 500))
          .execute();
      if (dialectOf(raw) === 'postgres' && list.length && 'id' in list[0]) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`
          .execute(trx)
          .catch(() => {});
      }
      const { n } = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) !== manifest.tables[table])
        throw new Error(
          `table ${table} holds ${n} rows after the restore, not the ${manifest.tables[table]} backed up`,
        );
    }
  });
  const admins = (await raw.selectFrom('admin_users').select('username').orderBy('username').execute()).map(
    (r) => r.username as string,
  );
  return admins;
}

type RestoreConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema' | 's3'>;

/**
 * Restores an archive into an empty DATA_DIR (SQLite and uploads) or an empty
 * PostgreSQL database (and an empty bucket with MEDIA_STORE=s3). The archive
 * is read once, into a staging folder, checked as it is written; the tables
 * go in in one transaction, and the media is moved into place last. Refuses,
 * changing nothing, when the target holds data, the archive is damaged, or
 * (with a key) its signature is missing or wrong.
 */
export async function restoreBackup(opts: {
  /** A path, or "-" for standard input. */
  file: string;
  /** The archive's bytes, read once, instead of opening `file` (tests, pipes). */
  source?: AsyncIterable<Uint8Array>;
  config: RestoreConfig;
  /** BACKUP_KEY: only an archive whose manifest carries its HMAC is restored. */
  key?: string;
  progress?: Progress;
}): Promise<RestoreResult> {
  const regular = opts.file !== '-' && !opts.source ? await stat(opts.file).catch(() => undefined) : undefined;
  if (opts.file !== '-' && !opts.source && !regular) throw new RestoreRefused(`No backup at ${opts.file}.`);
  const target = databaseTarget(opts.config);
  const bucket = await checkEmptyTarget(opts.config, target);
  const staging = join(opts.config.dataDir, `.restore-staging-${process.pid}`);
  const uploads = join(opts.config.dataDir, 'uploads');
  const { staged, finish, discard } = stagedTarget(target);
  let closeDb: (() => Promise<void>) | undefined;
  try {
    const total = regular?.isFile() ? regular.size : undefined;
    const { manifest, signed } = await stageArchive(archiveSource(opts.file, opts.source), staging, {
      key: opts.key,
      progress: opts.progress,
      total,
    });
    const { db, close } = await openDatabase(staged, siteMigrations);
    closeDb = close;
    const admins = await insertTables(db.withoutPlugins() as AnyDb, manifest, staging);
    await close();
    closeDb = undefined;
    await finish();
    const media = join(staging, 'media');
    if (existsSync(media) && bucket) {
      for (const e of manifest.entries)
        if (e.name.startsWith('media/')) await bucket.commit(e.name.slice('media/'.length), join(staging, e.name));
    } else if (existsSync(media)) {
      await rm(uploads, { recursive: true, force: true });
      await rename(media, uploads);
    }
    return { manifest, signed, admins };
  } catch (err) {
    await closeDb?.().catch(() => {});
    await discard();
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
