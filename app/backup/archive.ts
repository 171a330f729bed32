import { createHash, createHmac } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely, type Transaction } from 'kysely';
import tar from 'tar-stream';
import { dialectOf } from '../../api/db/dialect';
import type { BlobStore } from '../../media/blobs/types';

/**
 * One archive of the whole site: every table as JSON lines (read inside one
 * snapshot transaction, so concurrent writes never give a torn copy), every
 * media file, and last a manifest with the migrations it was made under and
 * a SHA-256 and size per entry. A plain tar file: any tool can open it.
 */
export const BACKUP_FORMAT = 'savannah-site-backup';
export const BACKUP_VERSION = 1;
/** With BACKUP_KEY: the manifest's HMAC-SHA256, hex, written after it. */
export const SIGNATURE_ENTRY = 'manifest.hmac';

/**
 * Tables a backup leaves out: live sign-in sessions (a copy of the archive
 * would be a copy of everyone's sign-in) and rate-limit counters (minutes
 * old, and a restore must not start with someone locked out). After a
 * restore everyone signs in again.
 */
export const NOT_BACKED_UP = new Set(['sessions', 'rate_limit_hits']);
const BATCH = 2000;

export interface BackupEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  engine: 'sqlite' | 'postgres';
  migrations: string[];
  /** Table name → rows, in the order they were dumped. */
  tables: Record<string, number>;
  entries: BackupEntry[];
}

export type Progress = (done: number, total: number, what: string) => void;

// biome-ignore lint/suspicious/noExplicitAny: every table, whatever its type
type AnyDb = Kysely<any>;

const isInternal = (table: string) => table.startsWith('kysely_');

/** The site's tables, parents before children (a session needs its user), from the engine's own foreign-key catalog. */
export async function siteTables(db: AnyDb): Promise<string[]> {
  // PostgreSQL lists every schema's tables; ours are the ones in the connection's own schema.
  const schema =
    dialectOf(db) === 'postgres'
      ? (await sql<{ s: string | null }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
  // SQLite lists a full-text index (a virtual table and its shadow tables) as tables too; it is derived
  // data that triggers rebuild as rows are restored, so only real tables are backed up.
  const derived =
    dialectOf(db) === 'postgres'
      ? new Set<string>()
      : new Set(
          (
            await sql<{
              name: string;
            }>`select name from pragma_table_list where schema = 'main' and type in ('virtual', 'shadow')`.execute(db)
          ).rows.map((r) => r.name),
        );
  // On PostgreSQL only the own schema's catalog is read: kysely's introspection reads every schema's, and a
  // schema dropped meanwhile (a restore's staging schema, finished) made that read fail.
  const tables = (
    schema !== undefined
      ? (
          await sql<{
            name: string;
          }>`select tablename as name from pg_tables where schemaname = ${schema}`.execute(db)
        ).rows.map((r) => r.name)
      : (await db.introspection.getTables()).filter((t) => !t.isView).map((t) => t.name)
  )
    .filter((t) => !isInternal(t) && !derived.has(t))
    .sort();
  const parents = new Map<string, string[]>();
  for (const t of tables) {
    const refs =
      dialectOf(db) === 'postgres'
        ? (
            await sql<{
              parent: string;
            }>`select confrelid::regclass::text as parent from pg_constraint where contype = 'f' and conrelid = to_regclass(${t})`.execute(
              db,
            )
          ).rows.map((r) => r.parent.replace(/^.*\./, '').replace(/"/g, ''))
        : (await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${t})`.execute(db)).rows.map(
            (r) => r.table,
          );
    parents.set(
      t,
      refs.filter((r) => r !== t && tables.includes(r)),
    );
  }
  const ordered: string[] = [];
  const visit = (t: string, path: string[] = []) => {
    if (ordered.includes(t) || path.includes(t)) return;
    for (const p of parents.get(t) ?? []) visit(p, [...path, t]);
    ordered.push(t);
  };
  for (const t of tables) visit(t);
  return ordered;
}

/** Columns the engine computes (PostgreSQL's generated search vector): never dumped, and a restore could not write them. */
async function generatedColumns(db: AnyDb, table: string): Promise<Set<string>> {
  const rows =
    dialectOf(db) === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and is_generated = 'ALWAYS'`.execute(
            db,
          )
        ).rows
      : (await sql<{ name: string }>`select name from pragma_table_xinfo(${table}) where hidden in (2, 3)`.execute(db))
          .rows;
  return new Set(rows.map((r) => r.name));
}

async function dumpTable(trx: Transaction<unknown> | AnyDb, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  let rows = 0;
  const skip = await generatedColumns(trx as AnyDb, table);
  // Stable order inside the snapshot, so offsets never skip or repeat a row.
  const columns = Object.keys(
    (await (trx as AnyDb).selectFrom(table).selectAll().limit(1).executeTakeFirst()) ?? {},
  ).filter((c) => !skip.has(c));
  const order = columns.includes('id') ? 'id' : columns[0];
  if (!order) {
    // An empty table still gets its (empty) file, closed before anything reads its size.
    await new Promise<void>((ok, fail) => out.end((err?: Error | null) => (err ? fail(err) : ok())));
    return 0;
  }
  for (let offset = 0; ; offset += BATCH) {
    const batch = await (trx as AnyDb)
      .selectFrom(table)
      .select(columns)
      .orderBy(order)
      .limit(BATCH)
      .offset(offset)
      .execute();
    for (const row of batch) out.write(`${JSON.stringify(row)}\n`);
    rows += batch.length;
    if (batch.length < BATCH) break;
  }
  await new Promise<void>((ok, fail) => out.end((err?: Error | null) => (err ? fail(err) : ok())));
  return rows;
}

/**
 * Writes the archive to `file` while the site keeps running. It is written
 * next to `file` first and renamed at the end, so a failed backup never
 * leaves half an archive under the name.
 */
export async function createBackup(opts: {
  db: AnyDb;
  media: BlobStore;
  migrations: string[];
  file: string;
  /** BACKUP_KEY: the manifest is signed with it (HMAC-SHA256), and a restore with the key accepts only that. */
  key?: string;
  progress?: Progress;
}) {
  const work = await mkdtemp(join(tmpdir(), 'backup-'));
  const raw = opts.db.withoutPlugins();
  const engine = dialectOf(raw);
  try {
    // 1. Every table from one snapshot.
    const tables = (await siteTables(raw)).filter((t) => !NOT_BACKED_UP.has(t));
    const counts: Record<string, number> = {};
    await raw.transaction().execute(async (trx) => {
      if (engine === 'postgres') await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`.execute(trx);
      for (const [i, table] of tables.entries()) {
        opts.progress?.(0, 1, `reading table ${table} (${i + 1}/${tables.length})`);
        counts[table] = await dumpTable(trx, table, join(work, `${table}.jsonl`));
      }
    });
    // 2. The media (each commit puts a file or object in place whole, so every one read is complete).
    const media: { key: string; size: number }[] = [];
    for await (const m of opts.media.list()) media.push(m);
    const tableFiles = tables.map((t) => ({ name: `db/${t}.jsonl`, path: join(work, `${t}.jsonl`) }));
    const tableSizes = await Promise.all(tableFiles.map(async (it) => (await stat(it.path)).size));
    const total = tableSizes.reduce((a, b) => a + b, 0) + media.reduce((a, m) => a + m.size, 0);
    const pack = tar.pack();
    await mkdir(dirname(opts.file), { recursive: true });
    const partial = `${opts.file}.partial`;
    const written = pipeline(pack, createWriteStream(partial));
    const entries: BackupEntry[] = [];
    let done = 0;
    const add = async (name: string, size: number, body: AsyncIterable<unknown>) => {
      const hash = createHash('sha256');
      const entry = pack.entry({ name, size });
      for await (const chunk of body) {
        hash.update(chunk as Buffer);
        if (!entry.write(chunk)) await new Promise<void>((r) => entry.once('drain', () => r()));
        done += (chunk as Buffer).length;
        opts.progress?.(Math.min(done, total), total, name);
      }
      await new Promise<void>((ok, fail) => entry.end((err?: Error | null) => (err ? fail(err) : ok())));
      entries.push({ name, size, sha256: hash.digest('hex') });
    };
    for (const it of tableFiles) {
      const fh = await open(it.path);
      try {
        await add(it.name, (await fh.stat()).size, fh.createReadStream({ autoClose: false }));
      } finally {
        await fh.close();
      }
    }
    for (const m of media) {
      // The size comes with the bytes: an object replaced since the listing is read as it is now, whole.
      const found = await opts.media.read(m.key);
      if (!found) continue; // removed since the listing
      await add(`media/${m.key}`, found.length, found.body);
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      engine,
      migrations: opts.migrations,
      tables: counts,
      entries,
    };
    const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
    pack.entry({ name: 'manifest.json' }, manifestText);
    if (opts.key)
      pack.entry({ name: SIGNATURE_ENTRY }, createHmac('sha256', opts.key).update(manifestText).digest('hex'));
    pack.finalize();
    await written;
    await rename(partial, opts.file);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
