import { openBlobStore } from '../blob-store';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import tar from 'tar-stream';
import type { AppConfig } from '../../api/config';
import { dialectOf } from '../../api/db/dialect';
import { openDatabase, type DatabaseTarget } from '../../api/db';
import { databaseTarget, siteMigrations } from '../database';
import { BACKUP_FORMAT, BACKUP_VERSION, siteTables, type BackupManifest, type Progress } from './archive';

/** A refusal: nothing was changed. The message says what to do. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

// biome-ignore lint: every table, whatever its type
type AnyDb = Kysely<any>;

/** Streams every entry of the archive to `onEntry` (which must consume the stream). */
async function eachEntry(
  file: string,
  onEntry: (name: string, size: number, stream: NodeJS.ReadableStream) => Promise<void>,
) {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), extract);
  // The loop below reports a broken archive; this keeps the pipeline's own copy of the error from going unhandled.
  reading.catch(() => {});
  for await (const entry of extract) {
    await onEntry(entry.header.name, entry.header.size ?? 0, entry as unknown as NodeJS.ReadableStream);
  }
  await reading;
}

/**
 * First pass: the archive is whole. Every entry matches the manifest's size
 * and SHA-256, nothing is missing or extra, the paths stay inside their
 * folders, and this code knows every migration the backup was made under.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new RestoreRefused(`No backup at ${file}.`);
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  try {
    await eachEntry(file, async (name, _size, stream) => {
      const hash = createHash('sha256');
      let size = 0;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) {
        hash.update(chunk as Buffer);
        size += (chunk as Buffer).length;
        if (name === 'manifest.json') chunks.push(chunk as Buffer);
      }
      if (name === 'manifest.json') manifestText = Buffer.concat(chunks).toString('utf8');
      else seen.set(name, { size, sha256: hash.digest('hex') });
    });
  } catch (err) {
    throw new RestoreRefused(
      `The archive is damaged or not a backup (${(err as Error).message}); nothing was restored.`,
    );
  }
  if (!manifestText)
    throw new RestoreRefused('The archive has no manifest.json: it is not a complete backup; nothing was restored.');
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestText) as BackupManifest;
  } catch {
    throw new RestoreRefused("The archive's manifest.json is not valid JSON; nothing was restored.");
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new RestoreRefused(
      `Not a backup of this site (format ${String(manifest.format)} v${String(manifest.version)}); nothing was restored.`,
    );
  const unknown = manifest.migrations.filter((m) => !(m in siteMigrations));
  if (unknown.length)
    throw new RestoreRefused(
      `The backup was made by a newer version of the site (migrations ${unknown.join(', ')}); update the code first. Nothing was restored.`,
    );
  for (const e of manifest.entries) {
    const got = seen.get(e.name);
    if (!got) throw new RestoreRefused(`The archive is damaged: ${e.name} is missing; nothing was restored.`);
    if (got.size !== e.size || got.sha256 !== e.sha256)
      throw new RestoreRefused(`The archive is damaged: ${e.name} does not match its checksum; nothing was restored.`);
    if (!/^(db\/[a-z0-9_]+\.jsonl|media\/.+)$/.test(e.name) || normalize(e.name) !== e.name || e.name.includes('..'))
      throw new RestoreRefused(`The archive names an unsafe path (${e.name}); nothing was restored.`);
  }
  const extra = [...seen.keys()].filter((n) => !manifest.entries.some((e) => e.name === n));
  if (extra.length)
    throw new RestoreRefused(
      `The archive holds entries its manifest does not list (${extra.slice(0, 3).join(', ')}); nothing was restored.`,
    );
  return manifest;
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

/**
 * Restores an archive into an empty DATA_DIR (SQLite and uploads) or an empty
 * PostgreSQL database. Refuses, changing nothing, when the target holds data
 * or the archive is damaged. The tables are written in one transaction and
 * the media to a staging folder that is renamed into place at the end.
 */
export async function restoreBackup(opts: {
  file: string;
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema' | 's3'>;
  progress?: Progress;
}) {
  const manifest = await verifyBackup(opts.file);
  const target = databaseTarget(opts.config);
  const uploads = join(opts.config.dataDir, 'uploads');
  // A bucket is checked (reachable, empty) before anything is written; a folder is staged and renamed into place.
  const bucket = opts.config.s3 ? await openBlobStore(opts.config) : undefined;
  if (bucket) {
    for await (const held of bucket.list())
      throw new RestoreRefused(
        `${bucket.description} already holds media (${held.key}); restore into an empty bucket. Nothing was changed.`,
      );
  }

  if ('sqliteFile' in target && existsSync(target.sqliteFile))
    throw new RestoreRefused(
      `${opts.config.dataDir} already holds a database (site.db); restore into an empty DATA_DIR. Nothing was changed.`,
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

  const { staged, finish, discard } = stagedTarget(target);
  const { db, close } = await openDatabase(staged, siteMigrations);
  const raw = db.withoutPlugins() as AnyDb;
  const stagingMedia = join(opts.config.dataDir, `uploads.restoring-${process.pid}`);
  try {
    const total = manifest.entries.reduce((n, e) => n + e.size, 0);
    let done = 0;
    const rows = new Map<string, Record<string, unknown>[]>();
    // Second pass: media to the staging folder, rows into memory per table (a table is inserted as a whole below).
    await eachEntry(opts.file, async (name, _size, stream) => {
      if (name.startsWith('media/')) {
        const out = join(stagingMedia, name.slice('media/'.length));
        await mkdir(dirname(out), { recursive: true });
        await pipeline(stream, createWriteStream(out));
      } else if (name.startsWith('db/')) {
        const list: Record<string, unknown>[] = [];
        for await (const line of createInterface({ input: stream as NodeJS.ReadableStream, crlfDelay: Infinity }))
          if (line) list.push(JSON.parse(line));
        rows.set(name.slice(3, -'.jsonl'.length), list);
      } else {
        for await (const _ of stream) void _;
      }
      done += manifest.entries.find((e) => e.name === name)?.size ?? 0;
      opts.progress?.(Math.min(done, total), total, name);
    });
    const order = await siteTables(raw);
    await raw.transaction().execute(async (trx) => {
      for (const table of order) {
        const list = rows.get(table);
        if (!list) continue;
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
      }
    });
    await close();
    await finish();
    if (existsSync(stagingMedia) && bucket) {
      for (const e of manifest.entries) {
        if (e.name.startsWith('media/'))
          await bucket.commit(e.name.slice('media/'.length), join(stagingMedia, e.name.slice('media/'.length)));
      }
      await rm(stagingMedia, { recursive: true, force: true });
    } else if (existsSync(stagingMedia)) {
      await rm(uploads, { recursive: true, force: true });
      await rename(stagingMedia, uploads);
    }
    return manifest;
  } catch (err) {
    await close().catch(() => {});
    await discard();
    await rm(stagingMedia, { recursive: true, force: true });
    throw err;
  }
}
