import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { AppConfig } from '../../api/config';
import { dialectOf } from '../../api/db/dialect';
import { openDatabase, type DatabaseTarget } from '../../api/db';
import type { BlobStore } from '../../media/blobs/types';
import { openBlobStore } from '../blob-store';
import { databaseTarget, siteMigrations } from '../database';
import { NOT_BACKED_UP, siteTables, type BackupManifest, type Progress } from './archive';
import { RestoreRefused, archiveSource, stageArchive } from './read-archive';
import { archivedAs } from './renamed-tables';

export { RestoreRefused } from './read-archive';

// biome-ignore lint/suspicious/noExplicitAny: every table, whatever its type
type AnyDb = Kysely<any>;

export interface RestoreResult {
  manifest: BackupManifest;
  /** The archive's manifest carried a signature that matched BACKUP_KEY. */
  signed: boolean;
  /** Usernames of the admin accounts the backup brings in (they can sign in once it is restored). */
  admins: string[];
  /** Tables the archive carried that a restore never loads (sign-in sessions, rate-limit counters). */
  ignored: string[];
  /** Text values that held U+0000, which was removed from them (PostgreSQL cannot store it; no form accepts it). */
  cleaned: number;
}

const NUL = /\u0000/g;

async function hasRows(db: AnyDb): Promise<string | undefined> {
  for (const t of await siteTables(db)) {
    if (t === 'content_version') continue;
    const row = await db.selectFrom(t).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst();
    if (row) return t;
  }
  return undefined;
}

/** The PostgreSQL schema a restore into `schema` prepares its tables in, beside the target. */
export const stagingSchemaOf = (schema: string) => `${schema}_restoring`.slice(0, 63);

/** The schema the target's tables live in: DATABASE_SCHEMA, or the connection's own (public). */
async function targetSchemaOf(target: Extract<DatabaseTarget, { postgresUrl: string }>): Promise<string> {
  if (target.schema) return target.schema;
  const probe = await openDatabase(target, {}, { migrate: false });
  try {
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(probe.db);
    return rows[0]?.s ?? 'public';
  } finally {
    await probe.close();
  }
}

/**
 * Where the rows are prepared, and the one step that makes them the
 * target's. SQLite: a file beside site.db, renamed over it. PostgreSQL: a
 * schema beside the target's, whose tables move into the target's schema
 * in one transaction (ALTER TABLE … SET SCHEMA; identity sequences and
 * indexes move with them). Either way, until that step the target holds
 * nothing of the restore, and a run killed earlier leaves only what the next
 * run clears first.
 */
async function stagedTarget(target: DatabaseTarget): Promise<{
  staged: DatabaseTarget;
  commit: () => Promise<void>;
  discard: () => Promise<void>;
}> {
  if ('sqliteFile' in target) {
    const staged = `${target.sqliteFile}.restoring`;
    const discard = async () => {
      for (const f of [staged, `${staged}-wal`, `${staged}-shm`]) await rm(f, { force: true });
    };
    return { staged: { sqliteFile: staged }, commit: () => rename(staged, target.sqliteFile), discard };
  }
  const schema = await targetSchemaOf(target);
  const staging = stagingSchemaOf(schema);
  const { schema: _, ...server } = target;
  const dropStaging = async () => {
    const admin = await openDatabase(server, {}, { migrate: false });
    try {
      await sql`drop schema if exists ${sql.id(staging)} cascade`.execute(admin.db);
    } finally {
      await admin.close();
    }
  };
  return {
    staged: { ...server, schema: staging },
    discard: dropStaging,
    async commit() {
      const admin = await openDatabase(server, {}, { migrate: false });
      try {
        await admin.db.transaction().execute(async (trx) => {
          await sql`create schema if not exists ${sql.id(schema)}`.execute(trx);
          const { rows } = await sql<{
            name: string;
          }>`select tablename as name from pg_tables where schemaname = ${staging}`.execute(trx);
          for (const { name } of rows)
            await sql`alter table ${sql.id(staging, name)} set schema ${sql.id(schema)}`.execute(trx);
          // The inquiries' full-text search configuration lives in the schema too (api/inquiries/search.ts).
          const configs = await sql<{
            name: string;
          }>`select cfgname as name from pg_ts_config where cfgnamespace = to_regnamespace(${staging})`.execute(trx);
          for (const { name } of configs.rows)
            await sql`alter text search configuration ${sql.id(staging, name)} set schema ${sql.id(schema)}`.execute(
              trx,
            );
          await sql`drop schema ${sql.id(staging)}`.execute(trx);
        });
      } catch (err) {
        throw new RestoreRefused(
          `The rows could not be moved into schema ${schema} (${(err as Error).message}); restore into an empty database. Nothing was changed.`,
        );
      } finally {
        await admin.close();
      }
    },
  };
}

/** Media already at the target: none, or only files the archive holds with the same size (what a killed restore left). */
async function existingMedia(config: RestoreConfig, bucket: BlobStore | undefined): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  if (bucket) {
    for await (const o of bucket.list()) held.set(o.key, o.size);
    return held;
  }
  const uploads = join(config.dataDir, 'uploads');
  if (!existsSync(uploads)) return held;
  for (const entry of await readdir(uploads, { recursive: true, withFileTypes: true }))
    if (!entry.isDirectory()) {
      const file = join(entry.parentPath, entry.name);
      held.set(relative(uploads, file).split(sep).join('/'), (await stat(file)).size);
    }
  return held;
}

function checkMediaBelongs(held: Map<string, number>, manifest: BackupManifest, where: string) {
  const sizes = new Map(
    manifest.entries.filter((e) => e.name.startsWith('media/')).map((e) => [e.name.slice('media/'.length), e.size]),
  );
  for (const [key, size] of held)
    if (sizes.get(key) !== size)
      throw new RestoreRefused(
        `${where} already holds media (${key}) that this backup does not; restore into an empty one. Nothing was changed.`,
      );
}

/** Refuses, before anything is written, a target that already holds a database or rows. */
async function checkEmptyTarget(config: RestoreConfig, target: DatabaseTarget) {
  const bucket = config.s3 ? await openBlobStore(config) : undefined;
  if ('sqliteFile' in target && existsSync(target.sqliteFile))
    throw new RestoreRefused(
      `${config.dataDir} already holds a database (site.db); restore into an empty DATA_DIR. Nothing was changed.`,
    );
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

/** Staging folders of restores whose process is gone (killed): nothing will ever use them. */
async function clearStaleStaging(dataDir: string) {
  if (!existsSync(dataDir)) return;
  for (const name of await readdir(dataDir)) {
    const pid = /^\.restore-staging-(\d+)$/.exec(name)?.[1];
    if (pid && !processAlive(Number(pid))) await rm(join(dataDir, name), { recursive: true, force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The staged table's rows, with U+0000 removed from every text value (counted). */
async function readRows(file: string, counter: { cleaned: number }): Promise<Record<string, unknown>[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const row = JSON.parse(line) as Record<string, unknown>;
      for (const [k, v] of Object.entries(row))
        if (typeof v === 'string' && v.includes('\u0000')) {
          row[k] = v.replace(NUL, '');
          counter.cleaned++;
        }
      return row;
    });
}

/** Inserts every staged table in one transaction, then counts what is there: a restore never reports rows it did not write. */
async function insertTables(raw: AnyDb, manifest: BackupManifest, staging: string) {
  const order = await siteTables(raw);
  const counter = { cleaned: 0 };
  await raw.transaction().execute(async (trx) => {
    for (const table of order) {
      // Sessions and rate-limit rows are never loaded, whatever the archive says (signed or not): a planted
      // session would sign its maker in.
      const source = NOT_BACKED_UP.has(table) ? undefined : archivedAs(table, manifest.tables);
      const file = source && join(staging, 'db', `${source.name}.jsonl`);
      if (!source || !file || !existsSync(file)) continue;
      const list = (await readRows(file, counter)).map(source.row);
      // Rows a migration seeds (the content version) give way to the backup's.
      await trx.deleteFrom(table).execute();
      for (let i = 0; i < list.length; i += 500)
        await trx
          .insertInto(table)
          .values(list.slice(i, i + 500))
          .execute();
      // Identity columns continue after the restored rows. Asked only where a sequence exists: an error inside
      // a PostgreSQL transaction aborts it, whatever a catch does (the library's assets have a text id and a numeric seq).
      if (dialectOf(raw) === 'postgres' && list.length)
        for (const column of ['id', 'seq'])
          if (typeof list[0][column] === 'number')
            await sql`select setval(s.name, (select max(${sql.ref(column)}) from ${sql.table(table)})) from (select pg_get_serial_sequence(${table}, ${column}) as name) s where s.name is not null`.execute(
              trx,
            );
      const { n } = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) !== manifest.tables[source.name])
        throw new Error(
          `table ${table} holds ${n} rows after the restore, not the ${manifest.tables[source.name]} backed up`,
        );
    }
  });
  const admins = (await raw.selectFrom('admin_users').select('username').orderBy('username').execute()).map(
    (r) => r.username as string,
  );
  return { admins, cleaned: counter.cleaned };
}

/**
 * Puts the staged media in place, before the rows: into the bucket object by
 * object (over what a killed run left, which checkMediaBelongs found to be
 * the archive's own), or as the uploads folder in one rename. Answers how to
 * take back what it added, should the rows then fail to commit.
 */
async function placeMedia(
  manifest: BackupManifest,
  staging: string,
  uploads: string,
  bucket: BlobStore | undefined,
  held: Map<string, number>,
): Promise<() => Promise<void>> {
  const media = join(staging, 'media');
  if (!existsSync(media)) return async () => {};
  if (bucket) {
    const added: string[] = [];
    for (const e of manifest.entries)
      if (e.name.startsWith('media/')) {
        const key = e.name.slice('media/'.length);
        await bucket.commit(key, join(staging, e.name));
        if (!held.has(key)) added.push(key);
      }
    return async () => {
      for (const key of added) await bucket.remove(key).catch(() => {});
    };
  }
  await rm(uploads, { recursive: true, force: true });
  await rename(media, uploads);
  return () => rm(uploads, { recursive: true, force: true });
}

type RestoreConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema' | 's3'>;

/**
 * Restores an archive into an empty DATA_DIR (SQLite and uploads) or an empty
 * PostgreSQL database (and an empty bucket with MEDIA_STORE=s3). The archive
 * is read once, into a staging folder, checked as it is written; the rows go
 * into a database beside the target (a file or a schema) in one
 * transaction; then the media are put in place, and last the rows become the
 * target's in one step. So a failed restore leaves the target as it found
 * it, and a killed one is finished by running it again: media the archive
 * holds are accepted at the target, a killed run's staging is cleared.
 * Refuses, changing nothing, when the target holds rows or other media, the
 * archive is damaged, or (with a key) its signature is missing or wrong.
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
  await clearStaleStaging(opts.config.dataDir);
  const staging = join(opts.config.dataDir, `.restore-staging-${process.pid}`);
  const uploads = join(opts.config.dataDir, 'uploads');
  const { staged, commit, discard } = await stagedTarget(target);
  // What a killed run left beside the target goes first.
  await discard();
  let closeDb: (() => Promise<void>) | undefined;
  let takeBackMedia: (() => Promise<void>) | undefined;
  try {
    const total = regular?.isFile() ? regular.size : undefined;
    const { manifest, signed } = await stageArchive(archiveSource(opts.file, opts.source), staging, {
      key: opts.key,
      progress: opts.progress,
      total,
    });
    const held = await existingMedia(opts.config, bucket);
    checkMediaBelongs(held, manifest, bucket?.description ?? uploads);
    const { db, close } = await openDatabase(staged, siteMigrations);
    closeDb = close;
    const { admins, cleaned } = await insertTables(db.withoutPlugins() as AnyDb, manifest, staging);
    await close();
    closeDb = undefined;
    takeBackMedia = await placeMedia(manifest, staging, uploads, bucket, held);
    await commit();
    const ignored = Object.keys(manifest.tables)
      .filter((t) => NOT_BACKED_UP.has(t))
      .sort();
    return { manifest, signed, admins, ignored, cleaned };
  } catch (err) {
    await closeDb?.().catch(() => {});
    await takeBackMedia?.().catch(() => {});
    await discard().catch(() => {});
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
